import { describe, expect, it } from 'vitest';
import { useRideApp, buildRide, buildOwnRide, type RidePeople, type TestApp } from '../rides/test-support.ts';
import { buildPayment, dbPayment, paymentHistory, ridePaid } from './test-support.ts';

let t: TestApp;
let p: RidePeople;

useRideApp((app, people) => ((t = app), (p = people)));

const ownRide = (overrides: Parameters<typeof buildRide>[1] = {}) => buildOwnRide(t, p, overrides);

describe('POST /api/orders/:id/payments', () => {
  it('ADMIN records a payment: CZK on the wire, haléře inside, a random 128-bit public id, a history line', async () => {
    const ride = await ownRide();
    const res = await p.admin.api.post(`/api/orders/${ride.id}/payments`, { price: 1250.5, type: 'ONLINE', description: ' Záloha ' });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json();
    expect(payment).toMatchObject({ rideId: ride.id, price: 1250.5, paid: false, paidAt: null, description: 'Záloha', type: 'ONLINE' });
    expect(payment.publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const row = await dbPayment(t.database, payment.id);
    expect([row.price, row.createdBy]).toEqual([125_050, p.admin.id]);
    expect(await paymentHistory(t.database, ride.id)).toEqual([
      { userId: p.admin.id, oldValue: null, newValue: '1 250,50 Kč ONLINE unpaid' },
    ]);
    expect((await ridePaid(t.database, ride.id)).paid).toBe(false);
  });

  it('needs a positive price and a type', async () => {
    const ride = await ownRide();
    const res = await p.admin.api.post(`/api/orders/${ride.id}/payments`, { description: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FILL_EVERY_FIELD', fields: { price: expect.any(String), type: expect.any(String) } });
    for (const price of [0, -5, 'abc']) {
      expect((await p.admin.api.post(`/api/orders/${ride.id}/payments`, { price, type: 'CARD' })).statusCode).toBe(400);
    }
    expect((await p.admin.api.post(`/api/orders/${ride.id}/payments`, { price: 10, type: 'BITCOIN' })).statusCode).toBe(400);
  });

  it("the ride's driver records the cash it took, always paid; other types are refused", async () => {
    const ride = await ownRide();
    const res = await p.driver.api.post(`/api/orders/${ride.id}/payments`, { price: 800, type: 'CASH_DRIVER', paid: false });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ price: 800, paid: true, type: 'CASH_DRIVER', paidAt: expect.any(String) });
    expect((await ridePaid(t.database, ride.id)).paid).toBe(true);
    const online = await p.driver.api.post(`/api/orders/${ride.id}/payments`, { price: 800, type: 'ONLINE' });
    expect(online.statusCode).toBe(403);
    expect(online.json().code).toBe('PAYMENT_CASH_ONLY');
  });

  it('answers 404 for a ride the caller does not see and 403 to those who see it but record nothing', async () => {
    const ride = await ownRide();
    const body = { price: 100, type: 'CASH_DRIVER' };
    for (const who of [p.otherDriver, p.driver2, p.otherCustomer, p.otherFm]) {
      expect((await who.api.post(`/api/orders/${ride.id}/payments`, body)).statusCode).toBe(404);
    }
    for (const who of [p.fm, p.customer, p.passenger]) {
      expect((await who.api.post(`/api/orders/${ride.id}/payments`, body)).statusCode).toBe(403);
    }
    expect((await p.admin.api.post('/api/orders/99999999/payments', body)).statusCode).toBe(404);
  });
});

describe('rides.paid follows the payments', () => {
  it('paid with at least one payment and all paid; the clientPaid=PAID list follows; the version moves on', async () => {
    const ride = await ownRide();
    const url = `/api/orders/${ride.id}/payments`;
    const start = await ridePaid(t.database, ride.id);
    const a = (await p.admin.api.post(url, { price: 500, type: 'CARD', paid: true })).json();
    expect(await ridePaid(t.database, ride.id)).toEqual({ paid: true, version: start.version + 1 });
    const listed = async (filter: string) =>
      (await p.admin.api.get(`/api/orders?clientPaid=${filter}&size=200&customerId=${p.customer.id}`))
        .json()
        .objects.some((r: { id: number }) => r.id === ride.id);
    expect([await listed('PAID'), await listed('NOT_PAID')]).toEqual([true, false]);

    const b = (await p.admin.api.post(url, { price: 300, type: 'INVOICE' })).json();
    expect((await ridePaid(t.database, ride.id)).paid).toBe(false);
    expect([await listed('PAID'), await listed('NOT_PAID')]).toEqual([false, true]);
    // A write that leaves the paid state as it was does not touch the ride.
    const before = await ridePaid(t.database, ride.id);
    await p.admin.api.put(`${url}/${b.id}`, { price: 350, type: 'INVOICE' });
    expect(await ridePaid(t.database, ride.id)).toEqual(before);

    await p.admin.api.put(`${url}/${b.id}`, { price: 350, type: 'INVOICE', paid: true });
    expect((await ridePaid(t.database, ride.id)).paid).toBe(true);
    expect((await p.admin.api.del(`${url}/${a.id}`)).statusCode).toBe(204);
    expect((await ridePaid(t.database, ride.id)).paid).toBe(true);
    await p.admin.api.del(`${url}/${b.id}`);
    expect((await ridePaid(t.database, ride.id)).paid).toBe(false);
    expect(await paymentHistory(t.database, ride.id)).toEqual([
      { userId: p.admin.id, oldValue: null, newValue: '500,00 Kč CARD paid' },
      { userId: p.admin.id, oldValue: null, newValue: '300,00 Kč INVOICE unpaid' },
      { userId: p.admin.id, oldValue: '300,00 Kč INVOICE unpaid', newValue: '350,00 Kč INVOICE unpaid' },
      { userId: p.admin.id, oldValue: '350,00 Kč INVOICE unpaid', newValue: '350,00 Kč INVOICE paid' },
      { userId: p.admin.id, oldValue: '500,00 Kč CARD paid', newValue: null },
      { userId: p.admin.id, oldValue: '350,00 Kč INVOICE paid', newValue: null },
    ]);
  });
});

describe('GET /api/orders/:id/payments and /api/payments/:paymentId', () => {
  it('ADMIN, the fleet manager, customer and passenger read all; the driver the cash ones; others 404 or 403', async () => {
    const ride = await ownRide();
    const online = await buildPayment(t.database, ride.id, { type: 'ONLINE', price: 100_000 });
    const cash = await buildPayment(t.database, ride.id, { type: 'CASH_DRIVER', price: 20_000, paid: true });
    const url = `/api/orders/${ride.id}/payments`;
    for (const who of [p.admin, p.fm, p.customer, p.passenger]) {
      const res = await who.api.get(url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().map((x: { id: number }) => x.id)).toEqual([online.id, cash.id]);
      expect((await who.api.get(`/api/payments/${online.id}`)).json()).toMatchObject({ id: online.id, price: 1000, type: 'ONLINE' });
    }
    expect((await p.driver.api.get(url)).json().map((x: { id: number }) => x.id)).toEqual([cash.id]);
    expect((await p.driver.api.get(`/api/payments/${cash.id}`)).statusCode).toBe(200);
    expect((await p.driver.api.get(`/api/payments/${online.id}`)).statusCode).toBe(404);
    for (const who of [p.otherCustomer, p.otherPassenger, p.otherFm, p.otherDriver, p.driver2]) {
      expect((await who.api.get(url)).statusCode).toBe(404);
      const one = await who.api.get(`/api/payments/${online.id}`);
      expect(one.statusCode).toBe(404);
      expect(one.json()).toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
    }
    expect((await p.admin.api.get('/api/payments/2147483647')).statusCode).toBe(404);
    expect((await p.admin.api.get('/api/payments/abc')).statusCode).toBe(400);
  });

  it('a pool driver and a fleet manager see a FREE ride but not its payments (403)', async () => {
    const ride = await buildRide(t.database, { status: 'FREE', customerId: p.customer.id });
    const payment = await buildPayment(t.database, ride.id);
    for (const who of [p.poolDriver, p.otherFm]) {
      expect((await who.api.get(`/api/orders/${ride.id}/payments`)).statusCode).toBe(403);
      expect((await who.api.get(`/api/payments/${payment.id}`)).statusCode).toBe(403);
    }
  });
});

describe('PUT and DELETE /api/orders/:id/payments/:paymentId', () => {
  it('ADMIN changes a payment; becoming paid stamps paidAt, becoming unpaid clears it', async () => {
    const ride = await ownRide();
    const payment = await buildPayment(t.database, ride.id, { type: 'INVOICE' });
    const url = `/api/orders/${ride.id}/payments/${payment.id}`;
    const paid = await p.admin.api.put(url, { price: 99.9, type: 'CARD', paid: true, description: 'terminal' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ price: 99.9, type: 'CARD', paid: true, paidAt: expect.any(String), description: 'terminal' });
    const unpaid = await p.admin.api.put(url, { price: 99.9, type: 'CARD', paid: false });
    expect(unpaid.json()).toMatchObject({ paid: false, paidAt: null, description: null });
  });

  it('the driver changes and deletes only the cash it recorded itself', async () => {
    const ride = await ownRide();
    const own = (await p.driver.api.post(`/api/orders/${ride.id}/payments`, { price: 500, type: 'CASH_DRIVER' })).json();
    const byAdmin = await buildPayment(t.database, ride.id, { type: 'CASH_DRIVER', paid: true, createdBy: p.admin.id });
    const invoice = await buildPayment(t.database, ride.id, { type: 'INVOICE', createdBy: p.driver.id });
    const base = `/api/orders/${ride.id}/payments`;
    const changed = await p.driver.api.put(`${base}/${own.id}`, { price: 550, type: 'CASH_DRIVER', paid: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ price: 550, paid: true });
    expect((await p.driver.api.put(`${base}/${own.id}`, { price: 550, type: 'CARD' })).json().code).toBe('PAYMENT_CASH_ONLY');
    expect((await p.driver.api.put(`${base}/${byAdmin.id}`, { price: 1, type: 'CASH_DRIVER' })).statusCode).toBe(403);
    expect((await p.driver.api.del(`${base}/${byAdmin.id}`)).statusCode).toBe(403);
    expect((await p.driver.api.del(`${base}/${invoice.id}`)).statusCode).toBe(404);
    expect((await p.fm.api.del(`${base}/${own.id}`)).statusCode).toBe(403);
    expect((await p.customer.api.put(`${base}/${own.id}`, { price: 1, type: 'CASH_DRIVER' })).statusCode).toBe(403);
    expect((await p.driver.api.del(`${base}/${own.id}`)).statusCode).toBe(204);
  });

  it('a payment of another ride or an unknown one answers 404 PAYMENT_NOT_FOUND', async () => {
    const ride = await ownRide();
    const other = await ownRide();
    const payment = await buildPayment(t.database, other.id);
    const wrong = await p.admin.api.put(`/api/orders/${ride.id}/payments/${payment.id}`, { price: 1, type: 'CARD' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe('PAYMENT_NOT_FOUND');
    expect((await p.admin.api.del(`/api/orders/${ride.id}/payments/${payment.id}`)).statusCode).toBe(404);
    expect((await p.admin.api.del(`/api/orders/${ride.id}/payments/77777777`)).statusCode).toBe(404);
    expect((await dbPayment(t.database, payment.id)).price).toBe(125_050);
  });

  it('a payment paid online keeps its price, type and paid state and is never deleted (409)', async () => {
    const ride = await ownRide();
    // `intent_id` set = paid through the provider (the intents tests make real ones).
    const payment = await buildPayment(t.database, ride.id, { price: 70_000, paid: true, paidAt: t.clock.now(), intentId: 1 });
    const url = `/api/orders/${ride.id}/payments/${payment.id}`;
    for (const body of [
      { price: 600, type: 'ONLINE', paid: true },
      { price: 700, type: 'ONLINE', paid: false },
      { price: 700, type: 'CARD', paid: true },
    ]) {
      const res = await p.admin.api.put(url, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('PAYMENT_PAID_ONLINE');
    }
    expect((await p.admin.api.put(url, { price: 700, type: 'ONLINE', paid: true, description: 'Paid by card online' })).statusCode).toBe(
      200,
    );
    expect((await p.admin.api.del(url)).statusCode).toBe(409);
    expect(await dbPayment(t.database, payment.id)).toMatchObject({ price: 70_000, paid: true, description: 'Paid by card online' });
  });
});

describe('OpenAPI', () => {
  it('documents every payments route under the payments tag, with its answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.entries(doc.paths as Record<string, Record<string, { tags?: string[]; responses: object }>>).filter(([path]) =>
      path.includes('payment'),
    );
    const operations = paths.flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ route: `${method} ${path}`, ...op })));
    expect(operations.map((o) => o.route).sort()).toEqual([
      'delete /api/orders/{id}/payments/{paymentId}',
      'get /api/check-payment/drive/{secret}',
      'get /api/check-payment/payment/{publicId}',
      'get /api/orders/{id}/payments',
      'get /api/payments/{paymentId}',
      'get /api/payments/{paymentIntent}/finish',
      'post /api/orders/{id}/payments',
      'post /api/payments/intent',
      'post /api/payments/sandbox/{intentId}/authenticate',
      'post /api/payments/sandbox/{intentId}/confirm',
      'post /api/payments/webhook',
      'put /api/orders/{id}/payments/{paymentId}',
    ]);
    for (const op of operations) expect([op.route, op.tags]).toEqual([op.route, ['payments']]);
    expect(JSON.stringify(doc.paths['/api/payments/intent'].post.responses['200'])).toContain('client_secret');
    expect(JSON.stringify(doc.paths['/api/orders/{id}/payments'].post.requestBody)).toContain('CASH_DRIVER');
  });
});

describe("the ride's paid state follows its payments", () => {
  it('PUT /api/orders/:id ignores `paid` once the ride has payments, and takes it while it has none', async () => {
    const ride = await ownRide();
    await buildPayment(t.database, ride.id, { price: 40_000, type: 'ONLINE', paid: false });
    const ignored = await p.admin.api.put(`/api/orders/${ride.id}`, { paid: true });
    expect(ignored.statusCode, ignored.body).toBe(200);
    expect(ignored.json().paid).toBe(false);
    expect((await ridePaid(t.database, ride.id)).paid).toBe(false);

    const bare = await ownRide({ driverId: null, status: 'UNCONFIRMED' });
    const taken = await p.admin.api.put(`/api/orders/${bare.id}`, { paid: true });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().paid).toBe(true);
  });
});
