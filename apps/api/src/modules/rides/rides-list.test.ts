import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/test-app.ts';
import { buildOwnRide, buildRide, ridePeople, type RidePeople, type TestApp } from './test-support.ts';

let t: TestApp;
let p: RidePeople;
let r1: number, r2: number, r3: number, r4: number;
const YEAR = 'dateFrom=2037-01-01_00:00:00&dateTo=2037-12-31_23:59:59';

useTestApp(async (app) => {
  t = app;
  p = await ridePeople(t);
  const stops = (...addresses: string[]) => addresses.map((address) => ({ address, placeId: null, lat: null, lng: null, note: null }));
  r1 = (
    await buildOwnRide(t, p, {
      date: new Date('2037-01-10T08:00:00Z'),
      paid: true,
      flightNumber: 'OK 651',
      stops: stops('Hotel Paříž, Praha 1', 'Letiště Václava Havla'),
    })
  ).id;
  r2 = (
    await buildRide(t.database, {
      date: new Date('2037-01-11T08:00:00Z'),
      status: 'DONE',
      fleetManagerId: p.otherFm.id,
      driverId: p.otherDriver.id,
      customerId: p.otherCustomer.id,
      passengerId: p.otherPassenger.id,
      stops: stops('100% Café, Brno', 'Hlavní nádraží'),
    })
  ).id;
  r3 = (await buildRide(t.database, { date: new Date('2037-01-12T08:00:00Z'), status: 'NEW', customerId: p.customer.id })).id;
  r4 = (await buildRide(t.database, { date: new Date('2037-01-12T08:00:00Z'), status: 'UNCONFIRMED', fleetManagerId: p.fm.id })).id;
});

async function list(query: string) {
  const res = await p.admin.api.get(`/api/orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ totalPages: number; objects: { id: number }[] }>();
}
const ids = async (query: string) => (await list(`${YEAR}&${query}`)).objects.map((r) => r.id);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

describe('GET /api/orders filters', () => {
  it('orders by date (then id) or by id, newest first by default', async () => {
    expect(await ids('sortBy=date')).toEqual([r1, r2, r3, r4]);
    expect(await ids('sortBy=-date')).toEqual([r4, r3, r2, r1]);
    expect(await ids('')).toEqual([r4, r3, r2, r1]);
    expect(await ids('sortBy=id')).toEqual([r1, r2, r3, r4]);
    expect(await ids('sortBy=-id')).toEqual([r4, r3, r2, r1]);
  });

  it('filters by status (one, several, repeated), paid, fleet, driver, customer and passenger', async () => {
    expect(await ids('status=PLANNED')).toEqual([r1]);
    expect(sorted(await ids('status=PLANNED,DONE'))).toEqual([r1, r2]);
    expect(sorted(await ids('status=PLANNED&status=NEW'))).toEqual([r1, r3]);
    expect(await ids('clientPaid=PAID')).toEqual([r1]);
    expect(sorted(await ids('clientPaid=NOT_PAID'))).toEqual([r2, r3, r4]);
    expect(sorted(await ids(`fleetManagerId=${p.fm.id}`))).toEqual([r1, r4]);
    expect(await ids(`driverId=${p.otherDriver.id}`)).toEqual([r2]);
    expect(sorted(await ids(`customerId=${p.customer.id}`))).toEqual([r1, r3]);
    expect(await ids(`passengerId=${p.passenger.id}`)).toEqual([r1]);
    expect(await ids(`customerId=${p.customer.id}&status=NEW`)).toEqual([r3]);
    expect(sorted(await ids('status=&driverId=&clientPaid='))).toEqual([r1, r2, r3, r4]);
  });

  it('searches addresses, names and flight numbers; % and _ are plain characters', async () => {
    expect(await ids(`q=${encodeURIComponent('paříž')}`)).toEqual([r1]);
    expect(await ids('q=ok%20651')).toEqual([r1]);
    expect(await ids('q=other%20driver')).toEqual([r2]);
    expect(await ids(`q=${encodeURIComponent('Klára')}`)).toEqual([r1, r3].reverse());
    expect(await ids(`q=${encodeURIComponent('%')}`)).toEqual([r2]);
    expect(await ids('q=_')).toEqual([]);
    expect(await ids('q=nowhere')).toEqual([]);
  });

  it('finds a ride by its passenger, and by one or two letters (below the trigram length) too', async () => {
    expect(await ids(`q=${encodeURIComponent('cestující')}`)).toEqual([r1]);
    expect(await ids(`q=${encodeURIComponent('Ří')}`)).toEqual([r1]);
    expect(await ids('q=ok')).toEqual([r1]);
    expect(await ids(`q=${encodeURIComponent('%')}`)).toEqual([r2]);
  });

  it('searches only the rides the caller sees', async () => {
    const own = async (query: string) =>
      (await p.fm.api.get(`/api/orders?${YEAR}&${query}`)).json<{ objects: { id: number }[] }>().objects.map((r) => r.id);
    expect(await own('q=driver')).toEqual([]);
    expect(await own(`q=${encodeURIComponent('Řidič')}`)).toEqual([r1]);
    expect(await own('q=nádraží')).toEqual([]);
  });

  it('has trigram indexes for the search (migration rides_search_trgm)', async () => {
    const rows = (await t.database.db.execute(
      sql`select indexname from pg_indexes where indexdef like '%gin_trgm_ops%' order by indexname`,
    )) as { rows: { indexname: string }[] };
    expect(rows.rows.map((r) => r.indexname)).toEqual([
      'ride_stops_address_trgm_idx',
      'rides_flight_number_trgm_idx',
      'users_name_trgm_idx',
    ]);
  });

  it('reads dateFrom and dateTo as Prague time, right across both changes of summer time', async () => {
    const at = async (iso: string) => (await buildRide(t.database, { date: new Date(iso) })).id;
    const beforeSpring = await at('2026-03-29T00:30:00Z'); // 01:30 CET
    const afterSpring = await at('2026-03-29T01:30:00Z'); // 03:30 CEST
    const summerRepeat = await at('2026-10-25T00:30:00Z'); // 02:30 CEST
    const winterRepeat = await at('2026-10-25T01:30:00Z'); // 02:30 CET
    const day = (from: string, to: string) => list(`dateFrom=${from}&dateTo=${to}&sortBy=date`).then((b) => b.objects.map((r) => r.id));
    expect(await day('2026-03-29_00:00:00', '2026-03-29_23:59:59')).toEqual([beforeSpring, afterSpring]);
    expect(await day('2026-03-29_03:00:00', '2026-03-29_23:59:59')).toEqual([afterSpring]);
    expect(await day('2026-03-29_00:00:00', '2026-03-29_01:59:59')).toEqual([beforeSpring]);
    expect(await day('2026-03-28_00:00:00', '2026-03-28_23:59:59')).toEqual([]);
    expect(await day('2026-10-25_02:30:00', '2026-10-25_23:59:59')).toEqual([summerRepeat, winterRepeat]);
    expect(await day('2026-10-25_00:00:00', '2026-10-25_02:30:00')).toEqual([summerRepeat]);
    expect(await day('2026-10-25_02:31:00', '2026-10-25_23:59:59')).toEqual([winterRepeat]);
  });

  it('answers 400 for every bad query value, never 500', async () => {
    const bad = [
      'size=201',
      'size=0',
      'size=abc',
      'page=-1',
      'page=1.5',
      'status=FOO',
      'status=PLANNED,NOPE',
      'clientPaid=YES',
      'sortBy=name',
      'driverId=abc',
      'driverId=0',
      'customerId=-3',
      'passengerId=99999999999',
      'fleetManagerId=1&fleetManagerId=2',
      'dateFrom=2037-01-01',
      'dateFrom=2037-02-30_00:00:00',
      'dateTo=2037-01-01T00:00:00Z',
      'dateTo=2037-01-01_24:00:00',
      `q=${'x'.repeat(201)}`,
    ];
    for (const query of bad) {
      const res = await p.admin.api.get(`/api/orders?${query}`);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(res.json()).toHaveProperty('message');
    }
    const date = await p.customer.api.get('/api/orders?dateFrom=2037-01-01');
    expect(date.json()).toMatchObject({ code: 'INVALID_DATE_FILTER', fields: { dateFrom: 'Dates are written as yyyy-MM-dd_HH:mm:ss.' } });
  });
});

describe('GET /api/orders paging', () => {
  it('pages from 0 with totalPages', async () => {
    const first = await list(`${YEAR}&size=3&sortBy=date`);
    expect([first.totalPages, first.objects.map((r) => r.id)]).toEqual([2, [r1, r2, r3]]);
    expect((await list(`${YEAR}&size=3&page=1&sortBy=date`)).objects.map((r) => r.id)).toEqual([r4]);
    expect(await list(`${YEAR}&size=3&page=7`)).toEqual({ totalPages: 2, objects: [] });
    expect(await list('dateFrom=2099-01-01_00:00:00')).toEqual({ totalPages: 0, objects: [] });
  });

  it('answers each page in its order with the people of its rides', async () => {
    const second = await list(`${YEAR}&size=2&page=1&sortBy=-date`);
    expect(second.objects.map((r) => r.id)).toEqual([r2, r1]);
    expect(second.objects[1]).toMatchObject({
      driverName: 'David Řidič',
      customerName: 'Klára Zákaznice',
      passengerName: 'Petr Cestující',
      fleetManagerName: 'Fleet One',
    });
  });

  it('answers 50 a page by default, 200 at most, and counts at most 10,001 rides', async () => {
    await t.database.db.execute(sql`
      insert into rides (secret_ident, status, date, busy_until)
      select 'cap-' || g, 'NEW', timestamptz '2040-01-01 00:00:00+00' + g * interval '1 minute',
             timestamptz '2040-01-01 01:30:00+00' + g * interval '1 minute'
      from generate_series(1, 10050) g`);
    const window = 'dateFrom=2040-01-01_00:00:00&dateTo=2040-12-31_23:59:59';
    const page = await list(window);
    expect([page.objects.length, page.totalPages]).toEqual([50, 201]);
    expect((await list(`${window}&size=200`)).objects).toHaveLength(200);
    expect((await list(`${window}&size=1`)).totalPages).toBe(10_001);
    expect((await list(`${window}&size=200`)).totalPages).toBe(51);
  });
});
