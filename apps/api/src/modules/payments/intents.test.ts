import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SANDBOX_CARDS } from '@vozka/domain';
import { sandboxIntents } from '../../db/schema/index.ts';
import { useRideApp, buildRide, buildOwnRide, type RidePeople, type TestApp } from '../rides/test-support.ts';
import { buildPayment, countRows, dbPayment, intentRows, paymentHistory, ridePaid } from './test-support.ts';
import { TEST_START } from '../../test/test-clock.ts';
import { testWebDist } from '../../test/web-dist.ts';

let t: TestApp;
let p: RidePeople;

useRideApp((app, people) => ((t = app), (p = people)), { webDist: testWebDist() });

const ownRide = () => buildOwnRide(t, p);

const intent = (payload?: object, url = '/api/payments/intent', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

async function sandboxIntent(id: string) {
  const [row] = await t.database.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id));
  return row!;
}

// From the test apps' clock (the sandbox judges expiry by it), not the real year.
const NEXT_YEARS = TEST_START.getUTCFullYear() + 3;
const card = (cardNumber: string, extra: object = {}) => ({ cardNumber, expMonth: 12, expYear: NEXT_YEARS, cvc: '123', ...extra });
const confirm = (id: string, body: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${id}/confirm`, headers: { 'accept-language': lang }, payload: body });
const authenticate = (id: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${id}/authenticate`, payload: body });
const finish = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/payments/${id}/finish` })).json();

/** A ride with two unpaid payments (1 000 Kč and 250,50 Kč) and a fresh intent for both. */
async function unpaidPair() {
  const ride = await ownRide();
  const a = await buildPayment(t.database, ride.id, { price: 100_000 });
  const b = await buildPayment(t.database, ride.id, { price: 25_050 });
  return { ride, a, b };
}

describe('POST /api/payments/intent', () => {
  it('makes an intent for the server-computed sum; any amount in the body is ignored', async () => {
    const { a, b } = await unpaidPair();
    const res = await intent({ paymentIds: [a.publicId, b.publicId], amount: 1, price: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({
      client_secret: expect.stringMatching(/^pi_sandbox_\w+_secret_\w+$/),
      id: expect.stringMatching(/^pi_sandbox_/),
    });
    expect(await sandboxIntent(answer.id)).toMatchObject({
      amount: 125_050,
      currency: 'czk',
      status: 'requires_payment_method',
      clientSecret: answer.client_secret,
    });
    const [row] = (await intentRows(t.database)).filter((r) => r.providerIntentId === answer.id);
    expect(row).toMatchObject({ provider: 'sandbox', amount: 125_050, open: true, itemsKey: `sandbox:${a.id},${b.id}:125050` });
  });

  it('charges repeated ids once, whether public, numeric, in the body or in the query', async () => {
    const { a, b } = await unpaidPair();
    const url = `/api/payments/intent?paymentIds=${b.publicId}&paymentIds=${a.id}&paymentIds=${b.publicId}`;
    const res = await intent({ paymentIds: [a.publicId, a.publicId, a.id] }, url, { authorization: `Bearer ${p.customer.token}` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await sandboxIntent(res.json().id)).amount).toBe(125_050);
    // The query alone works too, and names the same intent.
    const again = await intent(undefined, `/api/payments/intent?paymentIds=${a.publicId}&paymentIds=${b.publicId}`);
    expect(again.json().id).toBe(res.json().id);
  });

  it('answers the same open intent again; a changed amount makes a new one', async () => {
    const { ride, a } = await unpaidPair();
    const first = (await intent({ paymentIds: [a.publicId] })).json();
    expect((await intent({ paymentIds: [a.publicId] })).json()).toEqual(first);
    await p.admin.api.put(`/api/orders/${ride.id}/payments/${a.id}`, { price: 900, type: 'ONLINE' });
    const changed = (await intent({ paymentIds: [a.publicId] })).json();
    expect(changed.id).not.toBe(first.id);
    expect((await sandboxIntent(changed.id)).amount).toBe(90_000);
  });

  it('ten concurrent requests for the same payments make one intent', async () => {
    const { a, b } = await unpaidPair();
    const before = [await countRows(t.database, 'payment_intents'), await countRows(t.database, 'sandbox_intents')];
    const answers = await Promise.all(Array.from({ length: 10 }, () => intent({ paymentIds: [b.publicId, a.publicId] })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect([await countRows(t.database, 'payment_intents'), await countRows(t.database, 'sandbox_intents')]).toEqual([
      before[0]! + 1,
      before[1]! + 1,
    ]);
  });

  it('refuses an already paid id (409), unknown ids (404) and no ids (400)', async () => {
    const { ride, a } = await unpaidPair();
    const paid = await buildPayment(t.database, ride.id, { paid: true });
    const already = await intent({ paymentIds: [a.publicId, paid.publicId] });
    expect(already.statusCode).toBe(409);
    expect(already.json().code).toBe('PAYMENT_ALREADY_PAID');
    const unknown = await intent({ paymentIds: [a.publicId, 'no-such-payment'] });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'PAYMENT_NOT_FOUND']);
    for (const body of [undefined, {}, { paymentIds: [] }]) {
      const none = await intent(body);
      expect([none.statusCode, none.json().code]).toEqual([400, 'FILL_EVERY_FIELD']);
    }
    expect((await intent({ paymentIds: [{ id: 1 }] })).statusCode).toBe(400);
    expect((await intent(undefined, '/api/payments/intent?paymentIds=99999999999')).statusCode).toBe(404);
  });

  it("numeric ids need a signed-in ADMIN, customer or passenger of the ride: another customer's id is 404", async () => {
    const { a } = await unpaidPair();
    for (const who of [p.admin, p.customer, p.passenger]) {
      expect((await intent({ paymentIds: [a.id] }, undefined, { authorization: `Bearer ${who.token}` })).statusCode).toBe(200);
    }
    for (const who of [p.otherCustomer, p.otherPassenger, p.driver, p.fm]) {
      const res = await intent({ paymentIds: [a.id] }, undefined, { authorization: `Bearer ${who.token}` });
      expect([res.statusCode, res.json().code]).toEqual([404, 'PAYMENT_NOT_FOUND']);
    }
    expect((await intent({ paymentIds: [a.id] })).statusCode).toBe(404);
  });

  it('a payment of a DELETED ride cannot be paid', async () => {
    const ride = await buildRide(t.database, { status: 'DELETED', customerId: p.customer.id });
    const payment = await buildPayment(t.database, ride.id);
    expect((await intent({ paymentIds: [payment.publicId] })).statusCode).toBe(404);
    expect((await intent({ paymentIds: [payment.id] }, undefined, { authorization: `Bearer ${p.admin.token}` })).statusCode).toBe(404);
  });
});

describe('sandbox provider', () => {
  it('the success card pays: payments paid once, history by the provider, ride paid, finish true, no second confirmation', async () => {
    const { ride, a, b } = await unpaidPair();
    const { id, client_secret } = (await intent({ paymentIds: [a.publicId, b.publicId] })).json();
    expect(await finish(id)).toBe(false);
    const res = await confirm(id, { clientSecret: client_secret, ...card('4242 4242 4242 4242') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'succeeded', error: null });
    const [pa, pb] = [await dbPayment(t.database, a.id), await dbPayment(t.database, b.id)];
    expect([pa.paid, pb.paid, pa.paidAt !== null, pa.intentId === pb.intentId && pa.intentId !== null]).toEqual([true, true, true, true]);
    expect((await ridePaid(t.database, ride.id)).paid).toBe(true);
    expect(await paymentHistory(t.database, ride.id)).toEqual([
      { userId: null, oldValue: '1 000,00 Kč ONLINE unpaid', newValue: '1 000,00 Kč ONLINE paid' },
      { userId: null, oldValue: '250,50 Kč ONLINE unpaid', newValue: '250,50 Kč ONLINE paid' },
    ]);
    expect(await finish(id)).toBe(true);
    expect(await finish(id)).toBe(true);
    expect((await paymentHistory(t.database, ride.id)).length).toBe(2);
    const again = await confirm(id, { clientSecret: client_secret, ...card(SANDBOX_CARDS.success) });
    expect([again.statusCode, again.json().code]).toEqual([409, 'PAYMENT_ALREADY_PAID']);
    expect((await intent({ paymentIds: [a.publicId] })).statusCode).toBe(409);
    const check = (await t.app.inject({ method: 'GET', url: `/api/check-payment/drive/${ride.paymentSecret}` })).json();
    expect(check).toMatchObject({ allPaid: true, amountDue: 0 });
    // A paid-online payment is now beyond the records' reach.
    expect((await p.admin.api.del(`/api/orders/${ride.id}/payments/${a.id}`)).statusCode).toBe(409);
  });

  it('declined and insufficient-funds cards leave everything unpaid, with the error in the caller language', async () => {
    const { ride, a } = await unpaidPair();
    const { id, client_secret } = (await intent({ paymentIds: [a.publicId] })).json();
    const declined = await confirm(id, { clientSecret: client_secret, ...card(SANDBOX_CARDS.declined) });
    expect(declined.json()).toEqual({ status: 'requires_payment_method', error: 'Your card was declined.' });
    const cs = await confirm(id, { clientSecret: client_secret, ...card(SANDBOX_CARDS.declined) }, 'cs');
    expect(cs.json().error).toBe('Vaše karta byla zamítnuta.');
    const funds = await confirm(id, { clientSecret: client_secret, ...card(SANDBOX_CARDS.insufficientFunds) });
    expect(funds.json()).toEqual({ status: 'requires_payment_method', error: 'Your card has insufficient funds.' });
    expect([(await dbPayment(t.database, a.id)).paid, (await ridePaid(t.database, ride.id)).paid, await finish(id)]).toEqual([
      false,
      false,
      false,
    ]);
    const [row] = (await intentRows(t.database)).filter((r) => r.providerIntentId === id);
    expect(row).toMatchObject({ status: 'requires_payment_method', lastError: 'Your card has insufficient funds.', open: true });
    // The same intent can still be paid with another card.
    expect((await confirm(id, { clientSecret: client_secret, ...card(SANDBOX_CARDS.success) })).json().status).toBe('succeeded');
    expect(await finish(id)).toBe(true);
  });

  it('refuses an invalid number, an expired or impossible date and a bad CVC', async () => {
    const { a } = await unpaidPair();
    const { id, client_secret } = (await intent({ paymentIds: [a.publicId] })).json();
    const cases: [object, string][] = [
      [card('4111 1111 1111 1111'), 'Your card number is invalid.'],
      [card(SANDBOX_CARDS.success, { expMonth: 1, expYear: 2020 }), 'Your card has expired.'],
      [card(SANDBOX_CARDS.success, { expMonth: 1, expYear: 20 }), 'Your card has expired.'],
      [card(SANDBOX_CARDS.success, { expMonth: 13 }), "Your card's expiration date is invalid."],
      [card(SANDBOX_CARDS.success, { expYear: NEXT_YEARS + 60 }), "Your card's expiration date is invalid."],
      [card(SANDBOX_CARDS.success, { cvc: '12' }), "Your card's security code is invalid."],
      [card(SANDBOX_CARDS.success, { cvc: 'abc' }), "Your card's security code is invalid."],
    ];
    for (const [body, error] of cases) {
      expect((await confirm(id, { clientSecret: client_secret, ...body })).json()).toEqual({ status: 'requires_payment_method', error });
    }
    expect((await dbPayment(t.database, a.id)).paid).toBe(false);
    expect(
      (await confirm(id, { clientSecret: client_secret, ...card(SANDBOX_CARDS.success, { expYear: NEXT_YEARS % 100 }) })).json().status,
    ).toBe('succeeded');
  });

  it('the confirmation card waits for the extra step: approved pays, refused fails', async () => {
    const { a, b } = await unpaidPair();
    const first = (await intent({ paymentIds: [a.publicId] })).json();
    expect((await confirm(first.id, { clientSecret: first.client_secret, ...card(SANDBOX_CARDS.confirmation) })).json()).toEqual({
      status: 'requires_action',
      error: null,
    });
    expect(await finish(first.id)).toBe(false);
    const refused = await authenticate(first.id, { clientSecret: first.client_secret, approve: false });
    expect(refused.json()).toEqual({ status: 'requires_payment_method', error: 'Card confirmation failed.' });
    const notWaiting = await authenticate(first.id, { clientSecret: first.client_secret, approve: true });
    expect([notWaiting.statusCode, notWaiting.json().code]).toEqual([409, 'PAYMENT_NO_ACTION']);
    expect((await dbPayment(t.database, a.id)).paid).toBe(false);

    const second = (await intent({ paymentIds: [b.publicId] })).json();
    await confirm(second.id, { clientSecret: second.client_secret, ...card(SANDBOX_CARDS.confirmation) });
    expect((await authenticate(second.id, { clientSecret: second.client_secret, approve: true })).json()).toEqual({
      status: 'succeeded',
      error: null,
    });
    expect((await dbPayment(t.database, b.id)).paid).toBe(true);
    expect((await authenticate(second.id, { clientSecret: second.client_secret, approve: true })).statusCode).toBe(409);
  });

  it('a wrong client secret or an unknown intent answers 404; a malformed body 400', async () => {
    const { a } = await unpaidPair();
    const { id, client_secret } = (await intent({ paymentIds: [a.publicId] })).json();
    const wrong = await confirm(id, { clientSecret: `${client_secret}x`, ...card(SANDBOX_CARDS.success) });
    expect([wrong.statusCode, wrong.json().code]).toEqual([404, 'PAYMENT_NOT_FOUND']);
    expect((await confirm('pi_sandbox_nope', { clientSecret: client_secret, ...card(SANDBOX_CARDS.success) })).statusCode).toBe(404);
    expect((await authenticate(id, { clientSecret: 'nope', approve: true })).statusCode).toBe(404);
    expect((await confirm(id, { clientSecret: client_secret })).statusCode).toBe(400);
    expect((await dbPayment(t.database, a.id)).paid).toBe(false);
  });

  it('answers 404 to webhooks and false to finish for an unknown intent', async () => {
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{"id":"evt_1"}',
    });
    expect(hook.statusCode).toBe(404);
    expect(await finish('pi_unknown')).toBe(false);
  });

  it("keeps Stripe out of the pages' content security policy", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.headers['content-security-policy']).not.toContain('stripe');
  });
});
