import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentIntents, payments, rideHistory, rides, type PaymentRow } from '../../db/schema/index.ts';
import { newPublicId } from './payments.service.ts';

/** Factory: a payment row straight in the database (rides.paid is not recomputed: tests that need it use the API). */
export async function buildPayment(
  database: Database,
  rideId: number,
  overrides: Partial<typeof payments.$inferInsert> = {},
): Promise<PaymentRow> {
  const [row] = await database.db
    .insert(payments)
    .values({ rideId, publicId: newPublicId(), price: 125_050, type: 'ONLINE', ...overrides })
    .returning();
  return row!;
}

export async function dbPayment(database: Database, id: number): Promise<PaymentRow> {
  const [row] = await database.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

export async function ridePaid(database: Database, rideId: number): Promise<{ paid: boolean; version: number }> {
  const [row] = await database.db.select({ paid: rides.paid, version: rides.version }).from(rides).where(eq(rides.id, rideId));
  return row!;
}

/** The ride's `payment` history lines, oldest first. */
export async function paymentHistory(database: Database, rideId: number) {
  return database.db
    .select({ userId: rideHistory.userId, oldValue: rideHistory.oldValue, newValue: rideHistory.newValue })
    .from(rideHistory)
    .where(sql`${rideHistory.rideId} = ${rideId} and ${rideHistory.field} = 'payment'`)
    .orderBy(rideHistory.id);
}

export async function intentRows(database: Database) {
  return database.db.select().from(paymentIntents).orderBy(paymentIntents.id);
}

export async function countRows(
  database: Database,
  table: 'payment_intents' | 'sandbox_intents' | 'payment_events' | 'payment_intent_items',
): Promise<number> {
  const result = (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as { rows: { n: number }[] };
  return result.rows[0]!.n;
}
