import { describe, expect, it } from 'vitest';
import type { RideStatus } from '@vozka/domain';
import { buildUser } from '../../test/test-app.ts';
import { buildRide, ridePeople, TWO_STOPS, type RidePeople, type TestApp } from './test-support.ts';
import { useTestApp } from '../../test/test-app.ts';
import { ridesPage, RIDE_COUNT_CAP, type PageStart } from './rides-page.ts';
import { rideListCondition, searchWalk } from './rides.filters.ts';
import { RIDE_ORDERS, type RideOrder } from './rides.repository.ts';
import type { RideCaller } from './ride-access.ts';

let t: TestApp;
let p: RidePeople;
const YEAR = { dateFrom: '2048-01-01_00:00:00', dateTo: '2048-12-31_23:59:59' };
const at = (minutes: number) => new Date(Date.UTC(2048, 4, 1, 8) + minutes * 60_000);
/** The rides made, with the texts a search looks in (driver's name, flight number, stops). */
let made: { id: number; date: Date; status: RideStatus; texts: string[] }[];

useTestApp(async (app) => {
  t = app;
  p = await ridePeople(t);
  // Drivers whose names hold one another ("Řidič 4" is in "Řidič 42" and "Řidič 420"), 48 rides of 2048 with
  // them, the flight numbers and stops that hold the same texts, ties of date, and deleted rides.
  const drivers = [];
  for (const name of ['Řidič 4', 'Řidič 42', 'Řidič 420'])
    drivers.push(await buildUser(t.database, { role: 'DRIVER', name, fleetManagerId: p.fm.id }));
  const statuses: RideStatus[] = ['DONE', 'NEW', 'FREE', 'DONE', 'DELETED', 'CANCELED_BY_CLIENT'];
  made = [];
  for (let i = 0; i < 48; i++) {
    const date = at(Math.floor(i / 3) * 7 + (i % 2));
    const status = statuses[i % statuses.length]!;
    const customer = i % 2 === 0 ? p.customer : p.otherCustomer;
    const driver = i % 4 === 3 ? undefined : drivers[i % 4]!;
    const flightNumber = i % 7 === 0 ? `OK 42${i}` : null;
    const stops = i % 11 === 0 ? [{ ...TWO_STOPS[0]!, address: `Hotel Řidič 42, Praha ${i}` }, TWO_STOPS[1]!] : TWO_STOPS;
    const ride = await buildRide(t.database, {
      date,
      status,
      driverId: driver?.id ?? null,
      fleetManagerId: i % 5 === 0 ? p.otherFm.id : p.fm.id,
      customerId: customer.id,
      flightNumber,
      stops,
    });
    const texts = [driver?.name ?? '', flightNumber ?? '', customer.name, ...stops.map((s) => s.address)];
    made.push({ id: ride.id, date, status, texts });
  }
});

type Page = { total: number | null; ids: number[]; more: boolean };

/** A page as the list service reads a search: with the walk and the gathered count, again without them when incomplete. */
async function searched(caller: RideCaller, q: string, order: RideOrder, size: number, start: PageStart, cap: number): Promise<Page> {
  const query = { ...YEAR, q, sortBy: order };
  const where = rideListCondition(caller, query);
  let page = await ridesPage(t.database.db, where, order, size, start, 'cs', cap, searchWalk(caller, query));
  if (page.incomplete) page = { ...(await ridesPage(t.database.db, where, order, size, start, 'cs', 0)), total: page.total };
  return { total: page.total, ids: page.rides.map((r) => r.id), more: page.more };
}

/** The same page by the search condition alone (the trigram union), counted by it. */
async function plain(caller: RideCaller, q: string, order: RideOrder, size: number, start: PageStart, cap: number): Promise<Page> {
  const page = await ridesPage(t.database.db, rideListCondition(caller, { ...YEAR, q, sortBy: order }), order, size, start, 'cs', cap);
  return { total: page.total, ids: page.rides.map((r) => r.id), more: page.more };
}

const caller = (who: 'admin' | 'fm'): RideCaller => ({ id: p[who].id, roles: p[who].roles, fleetManagerId: null });

describe('GET /api/orders?q= search', () => {
  it('finds a name that is part of other names with them, and the longer name without the shorter', async () => {
    const ids = async (q: string) => {
      const res = await p.admin.api.get(`/api/orders?dateFrom=${YEAR.dateFrom}&dateTo=${YEAR.dateTo}&size=200&q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ objects: { id: number }[] }>().objects.map((r) => r.id);
    };
    // What ILIKE '%q%' keeps of the rides made, newest first (the ties by id), deleted ones left out.
    const expected = (q: string) =>
      made
        .filter((r) => r.status !== 'DELETED' && r.texts.some((text) => text.includes(q)))
        .sort((a, b) => b.date.getTime() - a.date.getTime() || b.id - a.id)
        .map((r) => r.id);
    for (const q of ['Řidič 4', 'Řidič 42', 'Řidič 420', 'idič 42', 'OK 42', 'Řidič 4200'])
      expect([q, await ids(q)]).toEqual([q, expected(q)]);
    expect(expected('Řidič 42').length).toBeLessThan(expected('Řidič 4').length);
    expect(expected('Řidič 4200')).toEqual([]);
  });

  it('answers the same pages, totals and ends whether it walks, gathers or reads by the trigram union', async () => {
    const texts = ['Řidič 4', 'Řidič 42', 'OK 42', 'nowhere'];
    const orders = Object.keys(RIDE_ORDERS) as RideOrder[];
    const middle = made[20]!;
    const starts: PageStart[] = [{ offset: 0 }, { offset: 4 }, { after: { id: middle.id, date: middle.date } }];
    for (const who of ['admin', 'fm'] as const)
      for (const q of texts)
        for (const order of orders)
          for (const size of [1, 4])
            for (const start of starts)
              // A cap of 0 walks (a count kept from before), 3 gathers too few and walks, the real cap gathers all.
              for (const cap of [0, 3, RIDE_COUNT_CAP]) {
                const key = JSON.stringify({ who, q, order, size, start, cap });
                expect([key, await searched(caller(who), q, order, size, start, cap)]).toEqual([
                  key,
                  await plain(caller(who), q, order, size, start, cap),
                ]);
              }
  }, 120_000);
});
