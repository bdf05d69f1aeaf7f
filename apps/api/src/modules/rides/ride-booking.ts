import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { payments, rides } from '../../db/schema/index.ts';
import { paymentHistoryText } from '../payments/payment.presenter.ts';
import * as paymentsRepo from '../payments/payments.repository.ts';
import { newPublicId } from '../payments/payments.service.ts';
import type { GeoProvider } from '../../adapters/geo/index.ts';
import { createCalculatorService } from '../pricing/calculator.service.ts';
import { bookingQuery, type BookedTrip } from '../pricing/booking-price.ts';
import type { StopValues } from './rides.repository.ts';

/** The ride fields the calculator prices a booking by (besides the stops). */
const PRICED_FIELDS = ['type', 'roundTrip', 'toAndBack', 'numberOfHours', 'vehicleOfferId'] as const;

/** Whether a write changes what a booking's price depends on: the trip's priced fields or its places. */
export function pricedTripChanged(
  before: BookedTrip,
  after: BookedTrip,
  stopsBefore: readonly StopValues[],
  stopsAfter: readonly StopValues[],
): boolean {
  if (PRICED_FIELDS.some((f) => before[f] !== after[f])) return true;
  return (
    stopsBefore.length !== stopsAfter.length ||
    stopsBefore.some((s, i) => s.placeId !== stopsAfter[i]!.placeId || s.address !== stopsAfter[i]!.address)
  );
}

/**
 * Prices a customer's booking on the server with the calculator's engine (issue 12 item 4): the price
 * the customer was shown for its chosen offer, never a number from the request. Runs outside the write
 * transaction (the geo service may be slow, and on PGlite a query beside an open transaction waits).
 */
export function createBookingPricer(deps: { database: Database; geo: GeoProvider; logger: FastifyBaseLogger }) {
  const calculator = createCalculatorService(deps);
  return {
    /** Haléře without VAT, or null when the engine has no price for it. */
    async price(trip: BookedTrip, stops: readonly Pick<StopValues, 'address' | 'placeId'>[], customerId: number): Promise<number | null> {
      const query = bookingQuery(trip, stops, customerId);
      return query ? calculator.bookingPrice(query) : null;
    },
  };
}
export type BookingPricer = ReturnType<typeof createBookingPricer>;

/**
 * A customer's booking paid ONLINE gets its payment record of the booked price at once, so its payment
 * page has something to pay (issue 12 item 4); when the customer's edit prices it again, that record —
 * the customer's own unpaid ONLINE payment — follows the price. Records ADMIN made are never touched,
 * and none is made beside them. In the caller's transaction, with a history line like any payment write.
 */
export async function syncBookingPayment(tx: Db, rideId: number, customerId: number): Promise<void> {
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
}
