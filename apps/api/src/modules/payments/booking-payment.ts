import { and, eq } from 'drizzle-orm';
import type { BookingPaymentSync } from '../../shared/module-deps.ts';
import { payments, rides } from '../../db/schema/index.ts';
import { paymentHistoryText } from './payment.presenter.ts';
import * as paymentsRepo from './payments.repository.ts';
import { newPublicId } from './payments.service.ts';

/**
 * A customer's booking paid ONLINE gets its payment record of the booked price at once, so its payment
 * page has something to pay (issue 12 item 4); when the customer's edit prices it again, that record —
 * the customer's own unpaid ONLINE payment — follows the price. Records ADMIN made are never touched,
 * and none is made beside them. In the caller's transaction, with a history line like any payment write.
 */
export const syncBookingPayment: BookingPaymentSync = async (tx, rideId, customerId) => {
  const [ride] = await tx.select({ price: rides.clientPrice, paymentType: rides.paymentType }).from(rides).where(eq(rides.id, rideId));
  if (!ride || ride.paymentType !== 'ONLINE' || ride.price === null || ride.price <= 0) return;
  const existing = await tx.select().from(payments).where(eq(payments.rideId, rideId));
  const own = existing.filter((p) => p.createdBy === customerId && p.type === 'ONLINE' && !p.paid);
  let before = null;
  let after;
  if (existing.length === 0) {
    after = await paymentsRepo.insertPayment(tx, {
      rideId,
      publicId: newPublicId(),
      price: ride.price,
      type: 'ONLINE',
      createdBy: customerId,
    });
  } else if (existing.length === 1 && own.length === 1 && own[0]!.price !== ride.price) {
    before = own[0]!;
    [after] = await tx
      .update(payments)
      .set({ price: ride.price })
      .where(and(eq(payments.id, before.id), eq(payments.paid, false)))
      .returning();
  }
  if (!after) return;
  await paymentsRepo.insertPaymentHistory(tx, [
    { rideId, userId: customerId, oldValue: before ? paymentHistoryText(before) : null, newValue: paymentHistoryText(after) },
  ]);
  await paymentsRepo.recomputeRidePaid(tx, [rideId]);
};
