import { and, asc, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  paymentEvents,
  paymentIntentItems,
  paymentIntents,
  payments,
  rideHistory,
  rides,
  type PaymentIntentRow,
  type PaymentRow,
  type RideRow,
} from '../../db/schema/index.ts';

export type NewPaymentRow = typeof payments.$inferInsert;
export type RideParties = Pick<
  RideRow,
  'id' | 'status' | 'previousStatus' | 'driverId' | 'fleetManagerId' | 'customerId' | 'passengerId' | 'date'
>;

const rideParties = {
  id: rides.id,
  status: rides.status,
  previousStatus: rides.previousStatus,
  driverId: rides.driverId,
  fleetManagerId: rides.fleetManagerId,
  customerId: rides.customerId,
  passengerId: rides.passengerId,
  date: rides.date,
};

/** A ride matching `where` (the caller's visibility); `lock` for a write (then payment writes on it queue up). */
export async function findRide(db: Db, id: number, where: SQL | undefined, lock = false): Promise<RideParties | undefined> {
  const query = db
    .select(rideParties)
    .from(rides)
    .where(and(eq(rides.id, id), where))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The payments of a ride, oldest first. */
export async function paymentsOfRide(db: Db, rideId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.rideId, rideId)).orderBy(asc(payments.createdAt), asc(payments.id));
}

/** One payment with the parties of its ride (for the visibility rule). */
export async function findPaymentWithRide(db: Db, where: SQL): Promise<{ payment: PaymentRow; ride: RideParties } | undefined> {
  const [row] = await db
    .select({ payment: payments, ride: rideParties })
    .from(payments)
    .innerJoin(rides, eq(rides.id, payments.rideId))
    .where(where)
    .limit(1);
  return row;
}

/** A ride by the secret of its payment page (`payment_secret`, never the contract's), without DELETED ones. */
export async function findRideByPaymentSecret(db: Db, paymentSecret: string): Promise<RideParties | undefined> {
  const [row] = await db
    .select(rideParties)
    .from(rides)
    .where(and(eq(rides.paymentSecret, paymentSecret), ne(rides.status, 'DELETED')))
    .limit(1);
  return row;
}

/** The rides locked for a payment write, in id order (the same order everywhere: no deadlock). */
export async function lockRides(tx: Db, rideIds: number[]): Promise<RideParties[]> {
  if (rideIds.length === 0) return [];
  return tx.select(rideParties).from(rides).where(inArray(rides.id, rideIds)).orderBy(asc(rides.id)).for('update');
}

export async function lockPayment(tx: Db, rideId: number, paymentId: number): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.rideId, rideId)))
    .for('update')
    .limit(1);
  return row;
}

export async function insertPayment(tx: Db, values: NewPaymentRow): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

export async function updatePayment(tx: Db, id: number, values: Partial<NewPaymentRow>): Promise<PaymentRow> {
  const [row] = await tx
    .update(payments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

export async function deletePayment(tx: Db, id: number): Promise<void> {
  await tx.delete(payments).where(eq(payments.id, id));
}

/**
 * `rides.paid` from the ride's payments (docs/decisions/0009: at least one, all paid). Written only when
 * it changes, and then as a change of the ride: its version moves on like on any other write.
 */
export async function recomputeRidePaid(tx: Db, rideIds: number[]): Promise<void> {
  if (rideIds.length === 0) return;
  const paidState = sql`(exists (select 1 from ${payments} p where p.ride_id = ${rides.id})
    and not exists (select 1 from ${payments} p where p.ride_id = ${rides.id} and not p.paid))`;
  await tx
    .update(rides)
    .set({ paid: paidState, version: sql`${rides.version} + 1`, updatedAt: sql`now()` })
    .where(and(inArray(rides.id, rideIds), sql`${rides.paid} is distinct from ${paidState}`));
}

/** A payment line of the ride history (`field: 'payment'`); `userId` null when the provider reported it. */
export async function insertPaymentHistory(
  tx: Db,
  entries: { rideId: number; userId: number | null; oldValue: string | null; newValue: string | null }[],
): Promise<void> {
  if (entries.length > 0) await tx.insert(rideHistory).values(entries.map((e) => ({ ...e, field: 'payment' })));
}

// ---- intents ----

/** The payments named by public ids or numeric ids, with their rides, in payment id order; `lock` locks the payments. */
export async function paymentsForIntent(
  tx: Db,
  publicIds: string[],
  ids: number[],
  lock = false,
): Promise<{ payment: PaymentRow; ride: RideParties }[]> {
  const conditions = [
    publicIds.length > 0 ? inArray(payments.publicId, publicIds) : undefined,
    ids.length > 0 ? inArray(payments.id, ids) : undefined,
  ];
  const query = tx
    .select({ payment: payments, ride: rideParties })
    .from(payments)
    .innerJoin(rides, eq(rides.id, payments.rideId))
    .where(or(...conditions))
    .orderBy(asc(payments.id));
  return lock ? query.for('update', { of: payments }) : query;
}

/** The open intents holding any of these payments, oldest first. */
export async function openIntentsOf(tx: Db, paymentIds: number[]): Promise<PaymentIntentRow[]> {
  if (paymentIds.length === 0) return [];
  const holding = tx
    .select({ id: paymentIntentItems.intentId })
    .from(paymentIntentItems)
    .where(inArray(paymentIntentItems.paymentId, paymentIds));
  return tx
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.open, true), inArray(paymentIntents.id, holding)))
    .orderBy(asc(paymentIntents.id));
}

/** The rides of the payments these intents pay (an intent's payments never change after it is made). */
export async function ridesOfIntents(db: Db, intentIds: number[]): Promise<number[]> {
  if (intentIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ rideId: payments.rideId })
    .from(paymentIntentItems)
    .innerJoin(payments, eq(payments.id, paymentIntentItems.paymentId))
    .where(inArray(paymentIntentItems.intentId, intentIds));
  return rows.map((r) => r.rideId);
}

/** The intent `where` finds (one at the most: an open intent's key and a provider's intent id are unique). */
async function oneIntent(db: Db, where: SQL | undefined): Promise<PaymentIntentRow | undefined> {
  const [row] = await db.select().from(paymentIntents).where(where).limit(1);
  return row;
}

export function openIntentByKey(tx: Db, itemsKey: string): Promise<PaymentIntentRow | undefined> {
  return oneIntent(tx, and(eq(paymentIntents.itemsKey, itemsKey), eq(paymentIntents.open, true)));
}

/** How many intents were ever made for this set of payments (the idempotency key's generation). */
export async function countIntentsByKey(tx: Db, itemsKey: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(paymentIntents).where(eq(paymentIntents.itemsKey, itemsKey));
  return row?.n ?? 0;
}

export async function insertIntent(tx: Db, values: typeof paymentIntents.$inferInsert, paymentIds: number[]): Promise<PaymentIntentRow> {
  const [row] = await tx.insert(paymentIntents).values(values).returning();
  await tx.insert(paymentIntentItems).values(paymentIds.map((paymentId) => ({ intentId: row!.id, paymentId })));
  return row!;
}

export function findIntent(db: Db, provider: string, providerIntentId: string): Promise<PaymentIntentRow | undefined> {
  return oneIntent(db, and(eq(paymentIntents.provider, provider), eq(paymentIntents.providerIntentId, providerIntentId)));
}

export async function lockIntent(tx: Db, id: number): Promise<PaymentIntentRow | undefined> {
  const [row] = await tx.select().from(paymentIntents).where(eq(paymentIntents.id, id)).for('update').limit(1);
  return row;
}

export async function updateIntent(
  tx: Db,
  id: number,
  values: Partial<Pick<PaymentIntentRow, 'status' | 'open' | 'lastError' | 'refunded'>>,
): Promise<void> {
  await tx
    .update(paymentIntents)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(paymentIntents.id, id));
}

/** The payments an intent pays, with their ride ids; `lock` locks them (in id order). */
export async function intentPayments(db: Db, intentId: number, lock = false): Promise<PaymentRow[]> {
  const query = db
    .select({ payment: payments })
    .from(paymentIntentItems)
    .innerJoin(payments, eq(payments.id, paymentIntentItems.paymentId))
    .where(eq(paymentIntentItems.intentId, intentId))
    .orderBy(asc(payments.id));
  const rows = await (lock ? query.for('update', { of: payments }) : query);
  return rows.map((r) => r.payment);
}

/** Marks the still unpaid ones of these payments paid by the intent; answers the rows it changed. */
export async function markPaid(tx: Db, paymentIds: number[], intentId: number): Promise<PaymentRow[]> {
  if (paymentIds.length === 0) return [];
  return tx
    .update(payments)
    .set({ paid: true, paidAt: sql`now()`, intentId, updatedAt: sql`now()` })
    .where(and(inArray(payments.id, paymentIds), eq(payments.paid, false)))
    .returning();
}

// ---- webhook events ----

export async function eventSeen(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db.select({ id: paymentEvents.eventId }).from(paymentEvents).where(eq(paymentEvents.eventId, eventId)).limit(1);
  return row !== undefined;
}

/** Records an event id; false when it was recorded already (a replay). */
export async function recordEvent(tx: Db, event: { id: string; type: string }, provider: string): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ eventId: event.id, provider, type: event.type.slice(0, 64) })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return rows.length > 0;
}
