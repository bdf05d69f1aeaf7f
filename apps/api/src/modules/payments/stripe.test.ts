import { describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { paymentIntents } from '../../db/schema/index.ts';
import type { FakeStripe } from '../../test/fake-stripe.ts';
import { buildRide, type TestApp } from '../rides/test-support.ts';
import { buildPayment, countRows, dbPayment, intentRows, paymentHistory, ridePaid, signWebhook, useStripeApp } from './test-support.ts';

let fake: FakeStripe;
let t: TestApp;
let stripe: Stripe;
useStripeApp((app) => ({ fake, t, stripe } = app));

async function unpaidPair() {
  const ride = await buildRide(t.database, { status: 'PLANNED' });
  const a = await buildPayment(t.database, ride.id, { price: 100_000 });
  const b = await buildPayment(t.database, ride.id, { price: 25_050 });
  return { ride, a, b };
}

const createIntent = (publicIds: string[], extra: object = {}) =>
  t.app.inject({ method: 'POST', url: '/api/payments/intent', payload: { paymentIds: publicIds, ...extra } });
const finish = async (id: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/payments/${id}/finish` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<boolean>();
};
const webhook = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) => signWebhook({ t, stripe }, payload, options);
/** The test clock's time in seconds (Stripe signs and judges signatures in seconds). */
const clockSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
const retrievals = (id: string) => fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${id}`).length;

describe('Stripe intents', () => {
  it("creates a PaymentIntent with Stripe's SDK: server amount in haléře, CZK, automatic payment methods, an idempotency key", async () => {
    const { ride, a, b } = await unpaidPair();
    const res = await createIntent([a.publicId, b.publicId], { amount: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    const remote = fake.intents.get(answer.id)!;
    expect(answer.client_secret).toBe(remote.client_secret);
    expect(remote).toMatchObject({
      amount: 125_050,
      currency: 'czk',
      automatic_payment_methods: { enabled: true },
      metadata: { paymentIds: `${a.id},${b.id}` },
    });
    const request = fake.requests.find((r) => r.method === 'POST' && r.form.get('metadata[paymentIds]') === `${a.id},${b.id}`)!;
    expect(request.idempotencyKey).toMatch(/^vozka-[0-9a-f]{40}-0$/);
    const check = (await t.app.inject({ method: 'GET', url: `/api/check-payment/drive/${ride.paymentSecret}` })).json();
    expect(check).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_vozka', amountDue: 1250.5 });
  });

  it('ten concurrent requests make one intent: one row here, one intent at Stripe', async () => {
    const { a, b } = await unpaidPair();
    const [rowsBefore, stripeBefore] = [await countRows(t.database, 'payment_intents'), fake.createdCount()];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createIntent(i % 2 ? [a.publicId, b.publicId] : [b.publicId, a.publicId, a.publicId])),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect([await countRows(t.database, 'payment_intents'), fake.createdCount()]).toEqual([rowsBefore + 1, stripeBefore + 1]);
  });

  it('an intent Stripe made for a request that did not commit is the one the retry gets (idempotency key)', async () => {
    const { a } = await unpaidPair();
    const first = (await createIntent([a.publicId])).json();
    // As if the transaction had rolled back after Stripe answered.
    await t.database.db.delete(paymentIntents).where(eq(paymentIntents.providerIntentId, first.id));
    const before = fake.createdCount();
    const retry = (await createIntent([a.publicId])).json();
    expect(retry).toEqual(first);
    expect(fake.createdCount()).toBe(before);
  });

  it('a Stripe outage answers 502 PAYMENT_PROVIDER_ERROR and records nothing', async () => {
    const { a } = await unpaidPair();
    const before = await countRows(t.database, 'payment_intents');
    fake.failNextRequests(10);
    const res = await createIntent([a.publicId]);
    fake.failNextRequests(0);
    expect([res.statusCode, res.json().code]).toEqual([502, 'PAYMENT_PROVIDER_ERROR']);
    expect(await countRows(t.database, 'payment_intents')).toBe(before);
    expect((await createIntent([a.publicId])).statusCode).toBe(200);
  });
});

describe('finish', () => {
  it('asks Stripe: a declined card and `processing` are not paid; `succeeded` pays once', async () => {
    const { ride, a, b } = await unpaidPair();
    const { id } = (await createIntent([a.publicId, b.publicId])).json();
    await expect(stripe.paymentIntents.confirm(id, { payment_method: 'pm_card_chargeDeclined' })).rejects.toThrow(
      'Your card was declined.',
    );
    expect(await finish(id)).toBe(false);
    expect((await intentRows(t.database)).find((r) => r.providerIntentId === id)).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Your card was declined.',
      open: true,
    });

    fake.setIntent(id, { status: 'processing' });
    expect(await finish(id)).toBe(false);
    expect([(await dbPayment(t.database, a.id)).paid, (await ridePaid(t.database, ride.id)).paid]).toEqual([false, false]);

    fake.setIntent(id, { status: 'requires_payment_method' });
    const confirmed = await stripe.paymentIntents.confirm(id, { payment_method: 'pm_card_visa' });
    expect(confirmed.status).toBe('succeeded');
    expect(await finish(id)).toBe(true);
    expect(await finish(id)).toBe(true);
    expect([
      (await dbPayment(t.database, a.id)).paid,
      (await dbPayment(t.database, b.id)).paid,
      (await ridePaid(t.database, ride.id)).paid,
    ]).toEqual([true, true, true]);
    expect((await paymentHistory(t.database, ride.id)).length).toBe(2);
    expect((await intentRows(t.database)).find((r) => r.providerIntentId === id)).toMatchObject({
      status: 'succeeded',
      open: false,
      lastError: null,
    });
  });

  it('refuses an intent whose amount at Stripe differs from the recorded one', async () => {
    const { ride, a } = await unpaidPair();
    const { id } = (await createIntent([a.publicId])).json();
    fake.setIntent(id, { status: 'succeeded', amount: 100 });
    expect(await finish(id)).toBe(false);
    fake.setIntent(id, { amount: 100_000, currency: 'eur' });
    expect(await finish(id)).toBe(false);
    expect([(await dbPayment(t.database, a.id)).paid, (await ridePaid(t.database, ride.id)).paid]).toEqual([false, false]);
    expect(await finish('pi_unknown')).toBe(false);
  });
});

describe('webhook', () => {
  it('a signed payment_intent.succeeded pays; three replays change nothing more and ask Stripe nothing', async () => {
    const { ride, a, b } = await unpaidPair();
    const { id } = (await createIntent([a.publicId, b.publicId])).json();
    fake.setIntent(id, { status: 'succeeded' });
    const event = fake.event('payment_intent.succeeded', id);
    const events = await countRows(t.database, 'payment_events');
    const res = await webhook(event, sign(event));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const paidAt = (await dbPayment(t.database, a.id)).paidAt;
    expect([paidAt !== null, (await dbPayment(t.database, b.id)).paid, (await ridePaid(t.database, ride.id)).paid]).toEqual([
      true,
      true,
      true,
    ]);
    const version = (await ridePaid(t.database, ride.id)).version;
    for (let i = 0; i < 3; i++) {
      const replay = await webhook(event, sign(event, { timestamp: clockSeconds() + i }));
      expect(replay.statusCode).toBe(200);
    }
    expect(await paymentHistory(t.database, ride.id)).toHaveLength(2);
    expect(await countRows(t.database, 'payment_events')).toBe(events + 1);
    expect(retrievals(id)).toBe(1);
    expect((await dbPayment(t.database, a.id)).paidAt).toEqual(paidAt);
    expect((await ridePaid(t.database, ride.id)).version).toBe(version);
  });

  it('processing and failure are noted before a success and ignored after it, in whatever order they come', async () => {
    const { a } = await unpaidPair();
    const { id } = (await createIntent([a.publicId])).json();
    const intentRow = async () => (await intentRows(t.database)).find((r) => r.providerIntentId === id)!;
    const send = async (type: string) => {
      const event = fake.event(type, id);
      expect((await webhook(event, sign(event))).statusCode).toBe(200);
    };
    fake.setIntent(id, { status: 'processing' });
    await send('payment_intent.processing');
    expect([(await intentRow()).status, (await dbPayment(t.database, a.id)).paid]).toEqual(['processing', false]);
    fake.setIntent(id, {
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    await send('payment_intent.payment_failed');
    expect(await intentRow()).toMatchObject({ status: 'requires_payment_method', lastError: 'Your card was declined.' });

    fake.setIntent(id, { status: 'succeeded', last_payment_error: null });
    await send('payment_intent.succeeded');
    expect((await dbPayment(t.database, a.id)).paid).toBe(true);
    // A late failure (Stripe's answer now says otherwise, as a stale one would): nothing changes.
    fake.setIntent(id, { status: 'processing' });
    await send('payment_intent.processing');
    fake.setIntent(id, {
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', message: 'Your card was declined.' },
    });
    await send('payment_intent.payment_failed');
    expect(await intentRow()).toMatchObject({ status: 'succeeded', lastError: null, open: false });
    expect((await dbPayment(t.database, a.id)).paid).toBe(true);
    expect(await finish(id)).toBe(false);
    expect((await dbPayment(t.database, a.id)).paid).toBe(true);
  });

  it('refuses forged, stale, missing and body-altered signatures (400) and records nothing', async () => {
    const { a } = await unpaidPair();
    const { id } = (await createIntent([a.publicId])).json();
    fake.setIntent(id, { status: 'succeeded' });
    const event = fake.event('payment_intent.succeeded', id);
    const events = await countRows(t.database, 'payment_events');
    // The provider judges a signature's age by the app's clock (Stripe's 300 s tolerance).
    const stale = clockSeconds() - 301;
    const altered = event.replace(/"type":"[^"]+"/, '"type":"payment_intent.succeeded" ');
    for (const [payload, signature] of [
      [event, sign(event, { secret: 'whsec_forged' })],
      [event, sign(event, { timestamp: stale })],
      [event, undefined],
      [event, 't=1,v1=deadbeef'],
      [altered, sign(event)],
    ] as const) {
      const res = await webhook(payload, signature);
      expect([res.statusCode, res.json().code]).toEqual([400, 'WEBHOOK_SIGNATURE']);
    }
    expect(await countRows(t.database, 'payment_events')).toBe(events);
    expect((await dbPayment(t.database, a.id)).paid).toBe(false);
  });

  it('records events about other things or unknown intents and changes nothing', async () => {
    const { a } = await unpaidPair();
    const { id } = (await createIntent([a.publicId])).json();
    fake.setIntent(id, { status: 'succeeded' });
    const charge = JSON.stringify({
      id: 'evt_charge_1',
      object: 'event',
      type: 'charge.succeeded',
      data: { object: { id: 'ch_1', object: 'charge' } },
    });
    expect((await webhook(charge, sign(charge))).statusCode).toBe(200);
    const unknown = await stripe.paymentIntents.create({ amount: 5000, currency: 'czk' });
    fake.setIntent(unknown.id, { status: 'succeeded' });
    const other = fake.event('payment_intent.succeeded', unknown.id);
    expect((await webhook(other, sign(other))).statusCode).toBe(200);
    expect((await dbPayment(t.database, a.id)).paid).toBe(false);
  });
});

describe('with Stripe as the provider', () => {
  it('the sandbox card form answers 404', async () => {
    const { a } = await unpaidPair();
    const { id, client_secret } = (await createIntent([a.publicId])).json();
    for (const step of ['confirm', 'authenticate']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/${id}/${step}`,
        payload: { clientSecret: client_secret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', approve: true },
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it("the pages' content security policy lets Stripe.js and its frames in", async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
  });
});
