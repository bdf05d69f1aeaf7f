import { describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { SANDBOX_CARDS } from '@vozka/domain';
import { sandboxIntents } from '../../db/schema/index.ts';
import type { FakeStripe } from '../../test/fake-stripe.ts';
import { buildUser, login, useTestApp } from '../../test/test-app.ts';
import { apiAs, buildRide, type TestApp } from '../rides/test-support.ts';
import { buildPayment, dbPayment, intentRows, signWebhook, useStripeApp } from './test-support.ts';

/**
 * Issue 12 item 1: a payment is in at most one open intent. A new intent holding a payment of an open one
 * voids the old one at the provider (or is refused with 409 when the provider already takes its money);
 * a voided intent cannot be paid, and money a provider took for it anyway is refunded, never recorded.
 */

const card = (cardNumber: string) => ({ cardNumber, expMonth: 12, expYear: 2040, cvc: '123' });

async function rideWithTwo(t: TestApp) {
  const ride = await buildRide(t.database, { status: 'PLANNED' });
  const p1 = await buildPayment(t.database, ride.id, { price: 100_000 });
  const p2 = await buildPayment(t.database, ride.id, { price: 25_050 });
  return { ride, p1, p2 };
}

const newIntent = (t: TestApp, publicIds: string[]) =>
  t.app.inject({ method: 'POST', url: '/api/payments/intent', payload: { paymentIds: publicIds } });

const ourIntent = async (t: TestApp, providerIntentId: string) =>
  (await intentRows(t.database)).find((r) => r.providerIntentId === providerIntentId)!;

describe('sandbox: one open intent per payment', () => {
  let t: TestApp;
  useTestApp((app) => (t = app));

  const confirm = (intent: { id: string; client_secret: string }, number: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${intent.id}/confirm`,
      payload: { clientSecret: intent.client_secret, ...card(number) },
    });
  const sandboxRow = async (id: string) => (await t.database.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id)))[0]!;

  it('intent B for p1 + p2 voids intent A for p1: A cannot be paid any more, B pays each payment once', async () => {
    const { p1, p2 } = await rideWithTwo(t);
    const a = (await newIntent(t, [p1.publicId])).json();
    const b = (await newIntent(t, [p1.publicId, p2.publicId])).json();
    expect(b.id).not.toBe(a.id);
    expect((await sandboxRow(a.id)).status).toBe('canceled');
    expect(await ourIntent(t, a.id)).toMatchObject({ status: 'canceled', open: false });

    const refused = await confirm(a, SANDBOX_CARDS.success);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'PAYMENT_INTENT_CANCELED']);
    expect((await dbPayment(t.database, p1.id)).paid).toBe(false);
    expect((await confirm(b, SANDBOX_CARDS.success)).json().status).toBe('succeeded');
    expect((await sandboxRow(a.id)).status).toBe('canceled');
    const [q1, q2] = [await dbPayment(t.database, p1.id), await dbPayment(t.database, p2.id)];
    expect([q1.paid, q2.paid, q1.intentId, q2.intentId]).toEqual([
      true,
      true,
      (await ourIntent(t, b.id)).id,
      (await ourIntent(t, b.id)).id,
    ]);
  });

  it('a voided intent waiting for the card confirmation cannot finish it; asking for A again makes a fresh intent', async () => {
    const { p1, p2 } = await rideWithTwo(t);
    const a = (await newIntent(t, [p1.publicId])).json();
    expect((await confirm(a, SANDBOX_CARDS.confirmation)).json().status).toBe('requires_action');
    await newIntent(t, [p1.publicId, p2.publicId]);
    const step = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${a.id}/authenticate`,
      payload: { clientSecret: a.client_secret, approve: true },
    });
    expect([step.statusCode, step.json().code]).toEqual([409, 'PAYMENT_INTENT_CANCELED']);
    const again = (await newIntent(t, [p1.publicId])).json();
    expect(again.id).not.toBe(a.id);
    expect((await confirm(again, SANDBOX_CARDS.success)).json().status).toBe('succeeded');
    expect((await newIntent(t, [p2.publicId])).statusCode).toBe(200);
    expect((await newIntent(t, [p1.publicId, p2.publicId])).json().code).toBe('PAYMENT_ALREADY_PAID');
  });

  it('an intent whose payment changed its price after it was made is refunded in full when paid, and pays nothing', async () => {
    const { ride, p1 } = await rideWithTwo(t);
    const admin = await buildUser(t.database, { role: 'ADMIN' });
    const a = (await newIntent(t, [p1.publicId])).json();
    const put = await apiAs(t, await login(t.app, admin.email!)).put(`/api/orders/${ride.id}/payments/${p1.id}`, {
      price: 900,
      type: 'ONLINE',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await confirm(a, SANDBOX_CARDS.success)).json().status).toBe('succeeded');
    expect(await sandboxRow(a.id)).toMatchObject({ status: 'succeeded', amountRefunded: 100_000 });
    expect(await ourIntent(t, a.id)).toMatchObject({ status: 'refunded', open: false, refunded: 100_000 });
    expect((await dbPayment(t.database, p1.id)).paid).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/${a.id}/finish` })).json()).toBe(false);
  });
});

describe('Stripe: one open intent per payment', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let stripe: Stripe;
  useStripeApp((app) => ({ fake, t, stripe } = app));

  async function webhook(type: string, intentId: string) {
    const payload = fake.event(type, intentId);
    const signature = signWebhook({ t, stripe }, payload);
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }

  it('B voids A at Stripe (cancel): confirming A at Stripe fails, B pays', async () => {
    const { p1, p2 } = await rideWithTwo(t);
    const a = (await newIntent(t, [p1.publicId])).json();
    const b = (await newIntent(t, [p1.publicId, p2.publicId])).json();
    expect(fake.intents.get(a.id)!.status).toBe('canceled');
    expect(fake.requests.some((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${a.id}/cancel`)).toBe(true);
    expect(await ourIntent(t, a.id)).toMatchObject({ status: 'canceled', open: false });
    await expect(stripe.paymentIntents.confirm(a.id, { payment_method: 'pm_card_visa' })).rejects.toThrow(/canceled/);
    await stripe.paymentIntents.confirm(b.id, { payment_method: 'pm_card_visa' });
    expect((await webhook('payment_intent.succeeded', b.id)).statusCode).toBe(200);
    expect([(await dbPayment(t.database, p1.id)).paid, (await dbPayment(t.database, p2.id)).paid]).toEqual([true, true]);
  });

  it('an old intent Stripe is processing cannot be voided: 409 PAYMENT_IN_PROGRESS, no new intent', async () => {
    const { p1, p2 } = await rideWithTwo(t);
    const a = (await newIntent(t, [p1.publicId])).json();
    fake.setIntent(a.id, { status: 'processing' });
    const before = fake.createdCount();
    const res = await newIntent(t, [p1.publicId, p2.publicId]);
    expect([res.statusCode, res.json().code]).toEqual([409, 'PAYMENT_IN_PROGRESS']);
    expect(fake.createdCount()).toBe(before);
    expect(await ourIntent(t, a.id)).toMatchObject({ status: 'processing', open: true });
    // Its success later pays p1; then p2 alone can be paid.
    fake.setIntent(a.id, { status: 'succeeded' });
    expect((await webhook('payment_intent.succeeded', a.id)).statusCode).toBe(200);
    expect((await dbPayment(t.database, p1.id)).paid).toBe(true);
    expect((await newIntent(t, [p2.publicId])).statusCode).toBe(200);
  });

  it('an old intent that already succeeded at Stripe is settled instead: p1 paid by it, the new one refused', async () => {
    const { p1, p2 } = await rideWithTwo(t);
    const a = (await newIntent(t, [p1.publicId])).json();
    await stripe.paymentIntents.confirm(a.id, { payment_method: 'pm_card_visa' });
    const res = await newIntent(t, [p1.publicId, p2.publicId]);
    expect([res.statusCode, res.json().code]).toEqual([409, 'PAYMENT_ALREADY_PAID']);
    expect((await dbPayment(t.database, p1.id)).intentId).toBe((await ourIntent(t, a.id)).id);
    expect(fake.refundedOf(a.id)).toBe(0);
  });

  it('money Stripe took for a voided intent is refunded once and never recorded as paid', async () => {
    const { p1, p2 } = await rideWithTwo(t);
    const a = (await newIntent(t, [p1.publicId])).json();
    const b = (await newIntent(t, [p1.publicId, p2.publicId])).json();
    // The card went through at Stripe in a race with the cancel: Stripe reports a success of A.
    fake.setIntent(a.id, { status: 'succeeded' });
    expect((await webhook('payment_intent.succeeded', a.id)).statusCode).toBe(200);
    expect(fake.refunds.filter((r) => r.payment_intent === a.id)).toEqual([expect.objectContaining({ amount: 100_000 })]);
    expect(await ourIntent(t, a.id)).toMatchObject({ status: 'refunded', open: false, refunded: 100_000 });
    expect((await dbPayment(t.database, p1.id)).paid).toBe(false);
    // A replayed or new event about it and `finish` refund nothing more.
    expect((await webhook('payment_intent.succeeded', a.id)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/${a.id}/finish` })).json()).toBe(false);
    expect(fake.refundedOf(a.id)).toBe(100_000);
    // B still pays both.
    await stripe.paymentIntents.confirm(b.id, { payment_method: 'pm_card_visa' });
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/${b.id}/finish` })).json()).toBe(true);
    expect([(await dbPayment(t.database, p1.id)).intentId, (await dbPayment(t.database, p2.id)).intentId]).toEqual([
      (await ourIntent(t, b.id)).id,
      (await ourIntent(t, b.id)).id,
    ]);
  });
});
