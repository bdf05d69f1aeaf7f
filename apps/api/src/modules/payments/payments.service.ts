import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Payment, PaymentCheck, PaymentInput } from '@vozka/domain';
import type { Database, Db } from '../../db/client.ts';
import { payments, rides, type PaymentRow } from '../../db/schema/index.ts';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import { AppError } from '../../shared/errors.ts';
import { visibleRides, type RideCaller } from '../rides/ride-access.ts';
import { paymentReadScope, paymentWriteScope } from './payment-access.ts';
import { paymentHistoryText, toPayment, toPaymentCheck } from './payment.presenter.ts';
import * as repo from './payments.repository.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import { emitWebhookEvents } from '../../shared/webhook-events.ts';

/** A payment page's id: 128 random bits, URL-safe (22 characters). */
export const newPublicId = () => randomBytes(16).toString('base64url');

const notFound = () => new AppError(404, 'PAYMENT_NOT_FOUND');

/**
 * Payment records of a ride (docs/api/payments.md "Payment records"): every write is one transaction
 * with the ride locked, the ride history line and `rides.paid` recomputed.
 */
export function createPaymentsService(deps: {
  database: Database;
  payments: PaymentProvider;
  clock?: Clock;
  jobs: Pick<JobQueue, 'send'>;
}) {
  const now = nowOf(deps.clock);
  const { db } = deps.database;

  async function readableRide(caller: RideCaller, rideId: number) {
    const ride = await repo.findRide(db, rideId, visibleRides(caller));
    if (!ride) throw new AppError(404, 'NOT_FOUND');
    const scope = paymentReadScope(caller, ride);
    if (!scope) throw new AppError(403, 'FORBIDDEN');
    return scope;
  }

  /** Locks the visible ride and says how the caller writes its payments (403 when it may not). */
  async function writableRide(tx: Db, caller: RideCaller, rideId: number) {
    const ride = await repo.findRide(tx, rideId, visibleRides(caller), true);
    if (!ride) throw new AppError(404, 'NOT_FOUND');
    const scope = paymentWriteScope(caller, ride);
    if (!scope) throw new AppError(403, 'FORBIDDEN');
    return scope;
  }

  /** The payment to change: a driver reaches only the cash it recorded itself on its ride. */
  async function writablePayment(tx: Db, caller: RideCaller, rideId: number, paymentId: number) {
    const scope = await writableRide(tx, caller, rideId);
    const payment = await repo.lockPayment(tx, rideId, paymentId);
    if (!payment || (scope === 'driver' && payment.type !== 'CASH_DRIVER')) throw notFound();
    if (scope === 'driver' && payment.createdBy !== caller.id) throw new AppError(403, 'FORBIDDEN');
    return { scope, payment };
  }

  async function finishWrite(tx: Db, rideId: number, userId: number, before: PaymentRow | null, after: PaymentRow | null) {
    const oldValue = before ? paymentHistoryText(before) : null;
    const newValue = after ? paymentHistoryText(after) : null;
    if (oldValue !== newValue) await repo.insertPaymentHistory(tx, [{ rideId, userId, oldValue, newValue }]);
    await repo.recomputeRidePaid(tx, [rideId]);
    // A payment recorded as paid (cash, a transfer): `payment.succeeded`, as an online one (payment-settlement.ts).
    if (after?.paid && !before?.paid) await emitWebhookEvents(tx, deps.jobs, [{ type: 'payment.succeeded', resourceId: after.id }], now());
  }

  const cashOnly = (input: PaymentInput) => {
    if (input.type !== 'CASH_DRIVER') throw new AppError(403, 'PAYMENT_CASH_ONLY', { fields: { type: 'PAYMENT_CASH_ONLY' } });
  };

  return {
    /** `GET /api/orders/:id/payments`: oldest first; the assigned driver gets the cash ones only. */
    async list(caller: RideCaller, rideId: number): Promise<Payment[]> {
      const scope = await readableRide(caller, rideId);
      const rows = await repo.paymentsOfRide(db, rideId);
      return rows.filter((r) => scope === 'all' || r.type === 'CASH_DRIVER').map(toPayment);
    },

    /** `GET /api/payments/:paymentId`: as the list of its ride. */
    async get(caller: RideCaller, paymentId: number): Promise<Payment> {
      const found = await repo.findPaymentWithRide(db, and(eq(payments.id, paymentId), visibleRides(caller))!);
      if (!found) throw notFound();
      const scope = paymentReadScope(caller, found.ride);
      if (!scope) throw new AppError(403, 'FORBIDDEN');
      if (scope === 'cash' && found.payment.type !== 'CASH_DRIVER') throw notFound();
      return toPayment(found.payment);
    },

    /** `POST /api/orders/:id/payments`: ADMIN any type; the assigned driver the cash it took (always paid). */
    async create(caller: RideCaller, rideId: number, input: PaymentInput): Promise<Payment> {
      return db.transaction(async (tx) => {
        const scope = await writableRide(tx, caller, rideId);
        if (scope === 'driver') cashOnly(input);
        const paid = scope === 'driver' ? true : input.paid;
        const row = await repo.insertPayment(tx, {
          rideId,
          publicId: newPublicId(),
          price: input.price,
          paid,
          paidAt: paid ? now() : null,
          description: input.description,
          type: input.type,
          createdBy: caller.id,
        });
        await finishWrite(tx, rideId, caller.id, null, row);
        return toPayment(row);
      });
    },

    /** `PUT /api/orders/:id/payments/:paymentId`: a payment paid online keeps its price, type and paid state. */
    async update(caller: RideCaller, rideId: number, paymentId: number, input: PaymentInput): Promise<Payment> {
      return db.transaction(async (tx) => {
        const { scope, payment } = await writablePayment(tx, caller, rideId, paymentId);
        if (scope === 'driver') cashOnly(input);
        const paid = scope === 'driver' ? true : input.paid;
        if (payment.intentId !== null && (input.price !== payment.price || !paid || input.type !== payment.type)) {
          throw new AppError(409, 'PAYMENT_PAID_ONLINE');
        }
        const paidAt = !paid ? null : payment.paid ? payment.paidAt : now();
        const unchanged =
          payment.price === input.price &&
          payment.paid === paid &&
          payment.type === input.type &&
          payment.description === input.description;
        if (unchanged) return toPayment(payment);
        const row = await repo.updatePayment(tx, payment.id, {
          price: input.price,
          paid,
          paidAt,
          description: input.description,
          type: input.type,
        });
        await finishWrite(tx, rideId, caller.id, payment, row);
        return toPayment(row);
      });
    },

    /** `DELETE /api/orders/:id/payments/:paymentId`: never a payment paid online. */
    async remove(caller: RideCaller, rideId: number, paymentId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const { payment } = await writablePayment(tx, caller, rideId, paymentId);
        if (payment.intentId !== null) throw new AppError(409, 'PAYMENT_PAID_ONLINE');
        await repo.deletePayment(tx, payment.id);
        await finishWrite(tx, rideId, caller.id, payment, null);
      });
    },

    /** `GET /api/check-payment/drive/:secret`: every payment of the ride whose payment secret this is (never the contract's secretIdent). */
    async checkDrive(paymentSecret: string): Promise<PaymentCheck> {
      const ride = await repo.findRideByPaymentSecret(db, paymentSecret);
      if (!ride) throw notFound();
      return toPaymentCheck('drive', ride.date, await repo.paymentsOfRide(db, ride.id), deps.payments);
    },

    /** `GET /api/check-payment/payment/:publicId`: the one payment. */
    async checkPayment(publicId: string): Promise<PaymentCheck> {
      const found = await repo.findPaymentWithRide(db, and(eq(payments.publicId, publicId), ne(rides.status, 'DELETED'))!);
      if (!found) throw notFound();
      return toPaymentCheck('payment', found.ride.date, [found.payment], deps.payments);
    },
  };
}
