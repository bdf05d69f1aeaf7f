import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RIDE_STATUSES } from '@vozka/domain';
import { rides } from '../../db/schema/index.ts';
import { useRideApp, type RidePeople, type TestApp } from '../rides/test-support.ts';
import { billedRide, reportOf } from './test-support.ts';

let t: TestApp;
let p: RidePeople;
useRideApp((app, people) => {
  t = app;
  p = people;
});

const at = (iso: string) => new Date(iso);

describe('what a report counts', () => {
  it('Prague days, inclusive: from 00:00 Prague of `from` to 00:00 Prague after `to` (winter and the spring change)', async () => {
    // Winter (UTC+1): 10 March 2026 in Prague is 09T23:00Z .. 10T23:00Z.
    const inside = [
      await billedRide(t, p, at('2026-03-09T23:00:00Z')),
      await billedRide(t, p, at('2026-03-10T22:59:59Z'), { driverId: p.driver2.id }),
    ];
    await billedRide(t, p, at('2026-03-09T22:59:59Z'));
    await billedRide(t, p, at('2026-03-10T23:00:00Z'), { driverId: p.driver2.id });
    const day = await reportOf(p.admin, { type: 'FLEET_TYPE', userId: p.fm.id, from: '2026-03-10', to: '2026-03-10' });
    expect(day.lines.map((l) => l.rideId).sort()).toEqual(inside.map((r) => r.id).sort());

    // 29 March 2026: clocks go forward at 02:00; the day ends at 21:59:59Z (summer time, UTC+2).
    const spring = [await billedRide(t, p, at('2026-03-28T23:00:00Z')), await billedRide(t, p, at('2026-03-29T21:59:59Z'))];
    await billedRide(t, p, at('2026-03-29T22:00:00Z'), { driverId: p.driver2.id });
    const change = await reportOf(p.admin, { type: 'DRIVER_TYPE', userId: p.driver.id, from: '2026-03-29', to: '2026-03-29' });
    expect(change.lines.map((l) => l.rideId)).toEqual(spring.map((r) => r.id));
    expect(change.lines[1]?.date).toBe('2026-03-29T23:59:59+02:00');
  });

  it('only DONE and NOT_ARRIVED rides count, of the report user only', async () => {
    // Prague midnight (summer time); rides 100 minutes apart, so an active ride never overlaps the next.
    const day = at('2026-04-06T22:00:00Z');
    const counted: number[] = [];
    for (const [i, status] of RIDE_STATUSES.entries()) {
      const ride = await billedRide(t, p, new Date(day.getTime() + i * 100 * 60_000), { status });
      if (status === 'DONE' || status === 'NOT_ARRIVED') counted.push(ride.id);
    }
    await billedRide(t, p, day, { driverId: p.otherDriver.id, fleetManagerId: p.otherFm.id, customerId: p.otherCustomer.id });
    const report = await reportOf(p.admin, { type: 'DRIVER_TYPE', userId: p.driver.id, from: '2026-04-07', to: '2026-04-07' });
    expect(report.lines.map((l) => l.rideId)).toEqual(counted);
    const customer = await reportOf(p.admin, { type: 'CUSTOMER_TYPE', userId: p.customer.id, from: '2026-04-07', to: '2026-04-07' });
    expect(customer.lines.map((l) => l.rideId)).toEqual(counted);
  });

  it('a report is a snapshot: a ride changed or deleted afterwards leaves it as it was; a new report has the change', async () => {
    const ride = await billedRide(t, p, at('2026-05-12T08:00:00Z'));
    const before = await reportOf(p.admin, { type: 'CUSTOMER_TYPE', userId: p.customer.id, from: '2026-05-12', to: '2026-05-12' });
    await t.database.db.update(rides).set({ clientPrice: 999_900, status: 'CANCELED_BY_CLIENT' }).where(eq(rides.id, ride.id));
    const again = await p.admin.api.get(`/api/reports/${before.id}`);
    expect(again.json()).toEqual(before);
    const after = await reportOf(p.admin, { type: 'CUSTOMER_TYPE', userId: p.customer.id, from: '2026-05-12', to: '2026-05-12' });
    expect(after.lines).toEqual([]);
    expect(after.priceWithVat).toBe(0);
    await t.database.db.delete(rides).where(eq(rides.id, ride.id));
    const kept = (await p.admin.api.get(`/api/reports/${before.id}`)).json<typeof before>();
    expect(kept.lines[0]).toMatchObject({ rideId: null, priceWithoutVat: 1000, priceWithVat: 1210 });
  });

  it("a driver's statement: what the company owes, the cash the driver holds, the commission and the balance", async () => {
    await billedRide(t, p, at('2026-06-01T08:00:00Z'));
    await billedRide(t, p, at('2026-06-02T08:00:00Z'), { paymentType: 'CASH_DRIVER', driverPrice: 50_000, clientPrice: 70_000 });
    await billedRide(t, p, at('2026-06-03T08:00:00Z'), { status: 'NOT_ARRIVED', driverPrice: null, clientPrice: 30_000 });
    const report = await reportOf(p.admin, { type: 'DRIVER_TYPE', userId: p.driver.id, from: '2026-06-01', to: '2026-06-03' });
    expect(report).toMatchObject({
      priceWithoutVat: 1300,
      priceWithVat: 1573,
      cashCollected: 847,
      commission: 484 + 363,
      balance: 726,
    });
    expect(report.lines.map((l) => l.cash)).toEqual([0, 847, 0]);
    const customer = await reportOf(p.admin, { type: 'CUSTOMER_TYPE', userId: p.customer.id, from: '2026-06-01', to: '2026-06-03' });
    expect(customer).toMatchObject({ priceWithoutVat: 2000, priceWithVat: 2420, cashCollected: 0, commission: 0, balance: 0 });
    expect(customer.lines.map((l) => l.counterpart)).toEqual(['David Řidič', 'David Řidič', 'David Řidič']);
  });
});
