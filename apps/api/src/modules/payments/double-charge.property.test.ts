import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type Stripe from 'stripe';
import { eq, inArray } from 'drizzle-orm';
import { SANDBOX_CARDS } from '@vozka/domain';
import { paymentIntentItems, paymentIntents, payments, sandboxIntents, type PaymentRow } from '../../db/schema/index.ts';
import { createSandboxProvider } from '../../adapters/payments/sandbox.ts';
import type { FakeStripe } from '../../test/fake-stripe.ts';
import { buildUser, login, useTestApp } from '../../test/test-app.ts';
import { apiAs, buildRide, type Api, type TestApp } from '../rides/test-support.ts';
import { buildPayment, signWebhook, useStripeApp } from './test-support.ts';

/**
 * Issue 12 item 1, as a property: random interleavings (batches of up to three concurrent calls) of
 * making intents over three payments, paying, 3-D Secure, cancelling at the provider, webhooks (Stripe),
 * `finish` and price changes never keep more money than is recorded. Once everything is settled, every
 * intent's net take at the provider (succeeded amount less refunds) is exactly the sum of the payments
 * recorded as paid by it — so no payment is paid twice and no money is taken without a record — and at
 * no point is a payment in two open intents.
 */

type Op =
  | { op: 'create'; mask: number }
  | { op: 'pay'; intent: number; card: 'success' | 'declined' | 'confirmation' }
  | { op: 'authenticate'; intent: number; approve: boolean }
  | { op: 'cancel'; intent: number }
  | { op: 'finish'; intent: number }
  | { op: 'webhook'; intent: number }
  | { op: 'race'; intent: number }
  | { op: 'price'; payment: number; price: number };

const index = fc.nat(5);
const anOp: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('create' as const), mask: fc.integer({ min: 1, max: 7 }) }) },
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('pay' as const),
      intent: index,
      card: fc.constantFrom('success' as const, 'success' as const, 'declined' as const, 'confirmation' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('authenticate' as const), intent: index, approve: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancel' as const), intent: index }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('finish' as const), intent: index }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('webhook' as const), intent: index }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('race' as const), intent: index }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('price' as const),
      payment: fc.nat(2),
      price: fc.integer({ min: 1, max: 3 }).map((n) => n * 100),
    }),
  },
);
const batches = fc.array(fc.array(anOp, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 10 });

/** The issue's own case first: intent A for p1, intent B for p1 + p2, both paid (then reported). */
const ISSUE_CASE: Op[][] = [
  [{ op: 'create', mask: 1 }],
  [{ op: 'create', mask: 3 }],
  [{ op: 'pay', intent: 0, card: 'success' }],
  [{ op: 'race', intent: 0 }],
  [{ op: 'pay', intent: 1, card: 'success' }],
  [
    { op: 'webhook', intent: 0 },
    { op: 'webhook', intent: 1 },
  ],
];

/** What the provider holds for an intent: its status, amount and what it gave back. */
interface Held {
  status: string;
  amount: number;
  refunded: number;
}

interface Harness {
  t: TestApp;
  admin: Api;
  /** The provider's side of an intent (the test's view of where the money is). */
  held(id: string): Promise<Held>;
  pay(intent: { id: string; client_secret: string }, card: 'success' | 'declined' | 'confirmation'): Promise<unknown>;
  authenticate(intent: { id: string; client_secret: string }, approve: boolean): Promise<unknown>;
  /** The customer or the provider cancels (not our API: a void we did not ask for). */
  cancel(id: string): Promise<unknown>;
  webhook(id: string): Promise<unknown>;
  /** The provider takes the money whatever its state (a payment racing a cancel); a no-op for the sandbox. */
  race(id: string): Promise<unknown>;
}

let address = 0;
/** Each call from its own address: the per-IP rate limits are not what this property is about. */
const from = () => `10.1.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`;

async function checkOneOpenIntent(t: TestApp, paymentIds: number[]) {
  const rows = await t.database.db
    .select({ paymentId: paymentIntentItems.paymentId, open: paymentIntents.open })
    .from(paymentIntentItems)
    .innerJoin(paymentIntents, eq(paymentIntents.id, paymentIntentItems.intentId))
    .where(inArray(paymentIntentItems.paymentId, paymentIds));
  for (const id of paymentIds)
    expect(rows.filter((r) => r.paymentId === id && r.open).length, `open intents of payment ${id}`).toBeLessThanOrEqual(1);
}

async function runProperty(h: Harness) {
  const { t } = h;
  await fc.assert(
    fc.asyncProperty(batches, async (plan) => {
      const ride = await buildRide(t.database, { status: 'PLANNED' });
      const items: PaymentRow[] = [];
      for (const price of [100_000, 25_000, 5_000]) items.push(await buildPayment(t.database, ride.id, { price }));
      const made: { id: string; client_secret: string }[] = [];
      const pick = (i: number) => made[i % Math.max(made.length, 1)];

      async function run(step: Op): Promise<void> {
        if (step.op === 'create') {
          const ids = items.filter((_, i) => step.mask & (1 << i)).map((p) => p.publicId);
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/payments/intent',
            remoteAddress: from(),
            payload: { paymentIds: ids },
          });
          expect([200, 409], res.body).toContain(res.statusCode);
          if (res.statusCode === 200 && !made.some((m) => m.id === res.json().id)) made.push(res.json());
          return;
        }
        if (step.op === 'price') {
          const res = await h.admin.put(`/api/orders/${ride.id}/payments/${items[step.payment]!.id}`, {
            price: step.price,
            type: 'ONLINE',
          });
          expect([200, 409], res.body).toContain(res.statusCode);
          return;
        }
        const intent = pick(step.intent);
        if (!intent) return;
        if (step.op === 'pay') await h.pay(intent, step.card);
        else if (step.op === 'authenticate') await h.authenticate(intent, step.approve);
        else if (step.op === 'cancel') await h.cancel(intent.id);
        else if (step.op === 'webhook') await h.webhook(intent.id);
        else if (step.op === 'race') await h.race(intent.id);
        else {
          const res = await t.app.inject({ method: 'GET', url: `/api/payments/${intent.id}/finish`, remoteAddress: from() });
          expect(res.statusCode, res.body).toBe(200);
        }
      }

      for (const batch of plan) {
        await Promise.all(batch.map(run));
        await checkOneOpenIntent(
          t,
          items.map((p) => p.id),
        );
      }
      // Everything the provider did is reported (the webhooks that would come, or the customer's return).
      for (const intent of made) await t.app.inject({ method: 'GET', url: `/api/payments/${intent.id}/finish`, remoteAddress: from() });

      const recorded = await t.database.db
        .select()
        .from(payments)
        .where(
          inArray(
            payments.id,
            items.map((p) => p.id),
          ),
        );
      const ours = await t.database.db
        .select()
        .from(paymentIntents)
        .where(inArray(paymentIntents.providerIntentId, made.map((m) => m.id).concat('-')));
      for (const row of ours) {
        const held = await h.held(row.providerIntentId);
        const taken = held.status === 'succeeded' ? held.amount - held.refunded : 0;
        const paidBy = recorded.filter((p) => p.intentId === row.id).reduce((sum, p) => sum + p.price, 0);
        expect(taken, `intent ${row.providerIntentId} (${held.status}, ours ${row.status})`).toBe(paidBy);
      }
      for (const p of recorded) expect(p.paid || p.intentId === null).toBe(true);
    }),
    { numRuns: Number(process.env.PROPERTY_RUNS ?? 40), endOnFailure: true, examples: [[ISSUE_CASE]] },
  );
}

async function adminApi(t: TestApp): Promise<Api> {
  const admin = await buildUser(t.database, { role: 'ADMIN' });
  return apiAs(t, await login(t.app, admin.email!));
}

describe('never more money recorded than asked', () => {
  describe('sandbox', () => {
    let t: TestApp;
    useTestApp((app) => (t = app));

    it('holds for random interleavings of create / pay / 3-D Secure / cancel / finish / price changes', async () => {
      const provider = createSandboxProvider(t.database.db);
      const cardOf = { success: SANDBOX_CARDS.success, declined: SANDBOX_CARDS.declined, confirmation: SANDBOX_CARDS.confirmation };
      const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, remoteAddress: from(), payload });
      await runProperty({
        t,
        admin: await adminApi(t),
        async held(id) {
          const [row] = await t.database.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id));
          return { status: row!.status, amount: row!.amount, refunded: row!.amountRefunded };
        },
        pay: (i, c) =>
          post(`/api/payments/sandbox/${i.id}/confirm`, {
            clientSecret: i.client_secret,
            cardNumber: cardOf[c],
            expMonth: 12,
            expYear: 2040,
            cvc: '123',
          }),
        authenticate: (i, approve) => post(`/api/payments/sandbox/${i.id}/authenticate`, { clientSecret: i.client_secret, approve }),
        cancel: (id) => provider.cancelIntent(id),
        webhook: () => Promise.resolve(),
        race: () => Promise.resolve(),
      });
    }, 240_000);
  });

  describe('Stripe (the fake Stripe API through the real SDK)', () => {
    let fake: FakeStripe;
    let t: TestApp;
    let stripe: Stripe;
    useStripeApp((app) => ({ fake, t, stripe } = app), { maxNetworkRetries: 0 });

    const EVENT_OF: Record<string, string> = {
      succeeded: 'payment_intent.succeeded',
      canceled: 'payment_intent.canceled',
      processing: 'payment_intent.processing',
    };
    const methodOf = { success: 'pm_card_visa', declined: 'pm_card_chargeDeclined', confirmation: 'pm_card_authenticationRequired' };
    const quietly = (work: Promise<unknown>) => work.catch(() => undefined);

    it('holds for random interleavings of create / confirm / 3-D Secure / cancel / webhooks / a success racing a cancel / price changes', async () => {
      await runProperty({
        t,
        admin: await adminApi(t),
        held: (id) => {
          const intent = fake.intents.get(id)!;
          return Promise.resolve({ status: intent.status, amount: intent.amount, refunded: fake.refundedOf(id) });
        },
        pay: (i, c) => quietly(stripe.paymentIntents.confirm(i.id, { payment_method: methodOf[c] })),
        authenticate: (i, approve) => {
          const intent = fake.intents.get(i.id)!;
          if (intent.status === 'requires_action')
            fake.setIntent(i.id, approve ? { status: 'succeeded' } : { status: 'requires_payment_method' });
          return Promise.resolve();
        },
        cancel: (id) => quietly(stripe.paymentIntents.cancel(id)),
        async webhook(id) {
          const payload = fake.event(EVENT_OF[fake.intents.get(id)!.status] ?? 'payment_intent.payment_failed', id);
          const signature = signWebhook({ t, stripe }, payload);
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/payments/webhook',
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            payload,
          });
          expect(res.statusCode, res.body).toBe(200);
        },
        race: (id) => {
          if (fake.intents.get(id)!.status !== 'succeeded') fake.setIntent(id, { status: 'succeeded' });
          return Promise.resolve();
        },
      });
    }, 240_000);
  });
});
