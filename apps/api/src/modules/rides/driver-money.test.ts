import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildPayment } from '../payments/test-support.ts';
import { type buildRide, buildOwnRide, useRideApp, type RidePeople, type TestApp } from './test-support.ts';

/**
 * Issue 12 item 2: the driver keeps the contract (its secretIdent, Act 111/1994 §21(4)) but never reads
 * the client's money — no payment lines in the history, no payment link — and is told only what to
 * collect in cash on a CASH_DRIVER ride.
 */

let t: TestApp;
let p: RidePeople;

useRideApp((app, people) => ((t = app), (p = people)));

const ownRide = (overrides: Parameters<typeof buildRide>[1] = {}) => buildOwnRide(t, p, overrides);

describe('ride history', () => {
  it('hides the payment lines from the driver; ADMIN, the fleet manager and the customer read them; the driver keeps the rest', async () => {
    const ride = await ownRide();
    expect((await p.admin.api.post(`/api/orders/${ride.id}/payments`, { price: 1250, type: 'ONLINE' })).statusCode).toBe(201);
    expect((await p.admin.api.put(`/api/orders/${ride.id}`, { clientNote: 'Two suitcases' })).statusCode).toBe(200);
    const fields = async (who: RidePeople['admin']) => {
      const res = await who.api.get(`/api/orders/${ride.id}/history`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ field: string; newValue: string | null }[]>().map((e) => e.field);
    };
    for (const who of [p.admin, p.fm, p.customer]) expect(await fields(who)).toEqual(['payment', 'clientNote']);
    expect(await fields(p.driver)).toEqual(['clientNote']);
  });
});

describe('payment secret', () => {
  it('is in the ride answer of ADMIN, the fleet manager and the customer, never the driver (who keeps the contract secret)', async () => {
    const ride = await ownRide();
    for (const who of [p.admin, p.fm, p.customer]) {
      const answer = (await who.api.get(`/api/orders/${ride.id}`)).json();
      expect(answer).toMatchObject({ secretIdent: ride.secretIdent, paymentSecret: ride.paymentSecret });
    }
    for (const who of [p.driver, p.passenger]) {
      const answer = (await who.api.get(`/api/orders/${ride.id}`)).json();
      expect(answer.secretIdent).toBe(ride.secretIdent);
      expect(answer).not.toHaveProperty('paymentSecret');
    }
    const listed = (await p.driver.api.get('/api/orders?size=100')).json().objects as object[];
    expect(listed.length).toBeGreaterThan(0);
    for (const r of listed) expect(r).not.toHaveProperty('paymentSecret');
    // The contract stays the driver's: it opens with the secret the driver holds.
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${ride.secretIdent}/overview` })).statusCode).toBe(200);
  });

  it('every ride has its own 256-bit secret, apart from the contract secret; the migration gives existing rides one each', async () => {
    const rides = [await ownRide(), await ownRide()];
    expect(rides[0]!.paymentSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(rides[0]!.paymentSecret).not.toBe(rides[1]!.paymentSecret);
    // The migration's own statement, on a table of rows that had no secret yet.
    const dir = new URL('../../db/migrations/', import.meta.url);
    const file = readdirSync(dir).find((f) => f.endsWith('_payment_secret_refunds.sql'))!;
    const statement = readFileSync(new URL(file, dir), 'utf8')
      .split('--> statement-breakpoint')
      .find((s) => s.includes('"payment_secret"') && s.includes('ADD COLUMN'))!;
    await t.database.db.execute(sql.raw('create temporary table old_rides (id int)'));
    await t.database.db.execute(sql.raw('insert into old_rides values (1), (2), (3)'));
    await t.database.db.execute(sql.raw(statement.replace('"rides"', 'old_rides')));
    const result = (await t.database.db.execute(sql.raw('select payment_secret from old_rides'))) as {
      rows: { payment_secret: string }[];
    };
    const secrets = result.rows.map((r) => r.payment_secret);
    expect(secrets.every((s) => /^[0-9a-f]{64}$/.test(s))).toBe(true);
    expect(new Set(secrets).size).toBe(3);
  });
});

describe('cash to collect', () => {
  const asDriver = async (id: number) => (await p.driver.api.get(`/api/orders/${id}`)).json();

  it('tells the driver of a CASH_DRIVER ride the client price while nothing is recorded, then what the payments leave unpaid', async () => {
    const ride = await ownRide({ paymentType: 'CASH_DRIVER', clientPrice: 125_050 });
    const before = await asDriver(ride.id);
    expect(before.cashToCollect).toBe(1250.5);
    expect(before).not.toHaveProperty('priceForClient');

    await buildPayment(t.database, ride.id, { price: 50_000, type: 'ONLINE', paid: true });
    await buildPayment(t.database, ride.id, { price: 75_050, type: 'CASH_DRIVER' });
    expect((await asDriver(ride.id)).cashToCollect).toBe(750.5);
    const listed = ((await p.driver.api.get('/api/orders?size=100')).json().objects as { id: number; cashToCollect?: number }[]).find(
      (r) => r.id === ride.id,
    );
    expect(listed?.cashToCollect).toBe(750.5);

    await t.database.db.execute(sql`update payments set paid = true where ride_id = ${ride.id}`);
    expect((await asDriver(ride.id)).cashToCollect).toBe(0);
  });

  it('is only for the assigned driver of a CASH_DRIVER ride with an amount', async () => {
    const cash = await ownRide({ paymentType: 'CASH_DRIVER', clientPrice: 100_000 });
    for (const who of [p.admin, p.fm, p.customer, p.passenger])
      expect((await who.api.get(`/api/orders/${cash.id}`)).json()).not.toHaveProperty('cashToCollect');
    for (const overrides of [
      { paymentType: 'ONLINE', clientPrice: 100_000 },
      { paymentType: 'CASH_DRIVER', clientPrice: null },
    ]) {
      const ride = await ownRide(overrides);
      expect(await asDriver(ride.id)).not.toHaveProperty('cashToCollect');
    }
  });
});
