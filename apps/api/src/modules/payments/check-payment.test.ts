import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { buildRide, type TestApp } from '../rides/test-support.ts';
import { buildPayment } from './test-support.ts';

let t: TestApp;

useTestApp((app) => (t = app));

const get = (url: string, remoteAddress = '198.51.100.1') => t.app.inject({ method: 'GET', url, remoteAddress });

describe('GET /api/check-payment/drive/:secret', () => {
  it('answers every payment of the ride, the amount due and the provider, and nothing personal', async () => {
    const ride = await buildRide(t.database, { status: 'PLANNED', clientPrice: 300_000, dispatchingNote: 'VIP' });
    const a = await buildPayment(t.database, ride.id, { price: 100_050, type: 'ONLINE', description: 'Transfer' });
    await buildPayment(t.database, ride.id, { price: 50_000, type: 'CASH_DRIVER', paid: true });
    const c = await buildPayment(t.database, ride.id, { price: 20_000, type: 'INVOICE' });
    const res = await get(`/api/check-payment/drive/${ride.paymentSecret}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const check = res.json();
    expect(check).toEqual({
      kind: 'drive',
      rideDate: ride.date.toISOString(),
      payments: [
        { publicId: a.publicId, price: 1000.5, paid: false, description: 'Transfer', type: 'ONLINE' },
        { publicId: expect.any(String), price: 500, paid: true, description: null, type: 'CASH_DRIVER' },
        { publicId: c.publicId, price: 200, paid: false, description: null, type: 'INVOICE' },
      ],
      amountDue: 1200.5,
      allPaid: false,
      provider: 'sandbox',
      publishableKey: null,
    });
  });

  it('a ride without payments has nothing due and is not all paid', async () => {
    const ride = await buildRide(t.database);
    expect((await get(`/api/check-payment/drive/${ride.paymentSecret}`)).json()).toMatchObject({
      payments: [],
      allPaid: false,
      amountDue: 0,
    });
  });

  it('an unknown secret, a numeric ride id and a DELETED ride answer 404 PAYMENT_NOT_FOUND', async () => {
    const deleted = await buildRide(t.database, { status: 'DELETED' });
    await buildPayment(t.database, deleted.id);
    for (const secret of ['unknown', String(deleted.id), deleted.paymentSecret]) {
      const res = await get(`/api/check-payment/drive/${secret}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('PAYMENT_NOT_FOUND');
    }
  });
});

describe('the payment secret is not the contract secret (issue 12 item 2)', () => {
  it("the contract's secretIdent, which the driver holds, does not open the payment page; the ride's paymentSecret does", async () => {
    const ride = await buildRide(t.database, { status: 'PLANNED' });
    await buildPayment(t.database, ride.id, { price: 100_000 });
    expect(ride.paymentSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(ride.paymentSecret).not.toBe(ride.secretIdent);
    const byContract = await get(`/api/check-payment/drive/${ride.secretIdent}`);
    expect([byContract.statusCode, byContract.json().code]).toEqual([404, 'PAYMENT_NOT_FOUND']);
    expect((await get(`/api/check-payment/drive/${ride.paymentSecret}`)).json()).toMatchObject({ amountDue: 1000 });
  });
});

describe('GET /api/check-payment/payment/:publicId', () => {
  it('answers the one payment', async () => {
    const ride = await buildRide(t.database);
    await buildPayment(t.database, ride.id, { price: 10_000 });
    const paid = await buildPayment(t.database, ride.id, { price: 33_300, paid: true, type: 'CARD' });
    const res = await get(`/api/check-payment/payment/${paid.publicId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'payment',
      payments: [{ publicId: paid.publicId, price: 333, paid: true }],
      amountDue: 0,
      allPaid: true,
    });
  });

  it('an unknown public id, a numeric payment id and a payment of a DELETED ride answer 404', async () => {
    const deleted = await buildRide(t.database, { status: 'DELETED' });
    const payment = await buildPayment(t.database, deleted.id);
    for (const id of ['nope', String(payment.id), payment.publicId]) {
      expect((await get(`/api/check-payment/payment/${id}`)).statusCode).toBe(404);
    }
  });
});

describe('rate limit', () => {
  it('allows one IP 120 calls a minute per route', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 120; i++) expect((await get('/api/check-payment/payment/unknown', ip)).statusCode).toBe(404);
    const limited = await get('/api/check-payment/payment/unknown', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect((await get('/api/check-payment/payment/unknown')).statusCode).toBe(404);
  });
});
