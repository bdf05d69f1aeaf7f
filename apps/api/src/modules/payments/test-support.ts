import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentIntents, payments, rideHistory, rides, type PaymentRow } from '../../db/schema/index.ts';
import { newPublicId } from './payments.service.ts';
import { afterAll, beforeAll } from 'vitest';
import Stripe from 'stripe';
import { createStripeProvider } from '../../adapters/payments/stripe.ts';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.ts';
import { startTestApp } from '../../test/test-app.ts';
import { testWebDist } from '../../test/web-dist.ts';
import type { TestApp } from '../rides/test-support.ts';

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

export const STRIPE_TEST_KEYS = { secretKey: 'sk_test_vozka', publishableKey: 'pk_test_vozka', webhookSecret: 'whsec_test_vozka' } as const;

export interface StripeTestApp {
  fake: FakeStripe;
  t: TestApp;
  /** The real SDK pointed at the fake: it plays the customer's browser (confirm) and Stripe's webhook signer. */
  stripe: Stripe;
}

/** A Stripe-Signature header for `payload`, signed at the test clock's time unless `timestamp` (seconds) says otherwise. */
export function signWebhook(
  app: Pick<StripeTestApp, 't' | 'stripe'>,
  payload: string,
  options: { secret?: string; timestamp?: number } = {},
): string {
  return app.stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_TEST_KEYS.webhookSecret,
    timestamp: options.timestamp ?? Math.floor(app.t.clock.now().getTime() / 1000),
  });
}

/**
 * A test file's (or describe block's) app on the Stripe provider, pointed at a fake Stripe API; `ready`
 * receives them once started. Closed after the block.
 */
export function useStripeApp(ready: (app: StripeTestApp) => void, sdk: { maxNetworkRetries?: number } = {}): void {
  let started: StripeTestApp | undefined;
  beforeAll(async () => {
    const fake = await startFakeStripe();
    const t = await startTestApp({
      payments: (_database, clock) => createStripeProvider(Stripe, { ...STRIPE_TEST_KEYS, apiUrl: fake.url }, clock),
      // A page to read the document headers from (the Content-Security-Policy that lets Stripe.js in).
      webDist: testWebDist(),
    });
    const stripe = new Stripe(STRIPE_TEST_KEYS.secretKey, { host: '127.0.0.1', port: fake.port, protocol: 'http', ...sdk });
    started = { fake, t, stripe };
    ready(started);
  });
  afterAll(async () => {
    await started?.t.close();
    await started?.fake.close();
  });
}
