import { describe, expect, it } from 'vitest';
import { buildRide, ridePeople, TWO_STOPS, type RidePeople, type TestApp } from './test-support.ts';
import { useTestApp } from '../../test/test-app.ts';
import { encodeRideCursor } from './rides-page.ts';

let t: TestApp;
let p: RidePeople;
const YEAR = 'dateFrom=2045-01-01_00:00:00&dateTo=2045-12-31_23:59:59';
const HILTON = [{ ...TWO_STOPS[0]!, address: 'Hotel Hilton Prague, Pobřežní 1' }, TWO_STOPS[1]!];

useTestApp(async (app) => {
  t = app;
  p = await ridePeople(t);
  // 24 rides of 2045 in 8 instants (3 rides share each: the order's tie goes by id), of both fleets, both
  // customers, the pool and no one; a third of them to the Hilton. DONE and FREE hold no driver's time.
  const kinds = [
    { status: 'DONE', fleetManagerId: p.fm.id, driverId: p.driver.id, customerId: p.customer.id, passengerId: p.passenger.id },
    { status: 'FREE', customerId: p.otherCustomer.id },
    { status: 'DONE', fleetManagerId: p.otherFm.id, driverId: p.otherDriver.id, customerId: p.otherCustomer.id },
    { status: 'NEW', customerId: p.customer.id },
  ];
  for (let i = 0; i < 24; i++) {
    const date = new Date(Date.UTC(2045, 2, 1 + ((i * 5) % 8), 9));
    await buildRide(t.database, { ...kinds[i % kinds.length], date, paid: i % 2 === 0, stops: i % 3 === 0 ? HILTON : TWO_STOPS });
  }
});

type Page = { totalPages: number; objects: { id: number }[]; nextCursor?: string };
type Api = RidePeople['admin']['api'];

async function get(api: Api, query: string): Promise<Page> {
  const res = await api.get(`/api/orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

/** The ids of every page by `page`, from 0 to totalPages. */
async function byPages(api: Api, query: string): Promise<number[]> {
  const ids: number[] = [];
  const { totalPages } = await get(api, query);
  for (let page = 0; page < totalPages; page++) ids.push(...(await get(api, `${query}&page=${page}`)).objects.map((r) => r.id));
  return ids;
}

/** The ids of every page by `cursor`, from the first page until one comes without `nextCursor`. */
async function byCursor(api: Api, query: string): Promise<number[]> {
  let page = await get(api, query);
  const ids = page.objects.map((r) => r.id);
  while (page.nextCursor !== undefined) {
    expect(page.objects.length).toBeGreaterThan(0);
    page = await get(api, `${query}&cursor=${page.nextCursor}`);
    ids.push(...page.objects.map((r) => r.id));
  }
  return ids;
}

describe('GET /api/orders cursor (keyset paging)', () => {
  const QUERIES = [
    '',
    'sortBy=date',
    'sortBy=id',
    'sortBy=-id',
    'status=DONE,FREE',
    'clientPaid=PAID&sortBy=date',
    'q=Hilton',
    'q=hilton&sortBy=date',
  ];
  // Every caller sees its own share of the 24 rides: ADMIN all, a fleet manager its fleet's and the pool.
  const ROLES = [
    ['admin', 24],
    ['fm', 12],
    ['otherFm', 12],
    ['driver', 6],
    ['poolDriver', 6],
    ['customer', 12],
  ] as const;

  it.each(ROLES)('walks exactly the rides of the page walk, in order, for every order and filter: %s', async (role, rides) => {
    const api = p[role].api;
    for (const query of QUERIES) {
      const q = `${YEAR}&size=5${query ? `&${query}` : ''}`;
      const pages = await byPages(api, q);
      expect([q, await byCursor(api, q)]).toEqual([q, pages]);
      if (query === '') expect(pages).toHaveLength(rides);
    }
  });

  it('walks one ride a page the same way too', async () => {
    for (const query of ['sortBy=date', 'q=Hilton']) {
      const q = `${YEAR}&size=1&${query}`;
      expect(await byCursor(p.admin.api, q)).toEqual(await byPages(p.admin.api, q));
    }
  });

  it('gives no nextCursor on the last page, and starts past the cursor whatever page says', async () => {
    const all = await get(p.admin.api, `${YEAR}&size=24&sortBy=date`);
    expect(all.objects).toHaveLength(24);
    expect(all.nextCursor).toBeUndefined();
    const first = await get(p.admin.api, `${YEAR}&size=5&sortBy=date`);
    expect(first.totalPages).toBe(5);
    const second = await get(p.admin.api, `${YEAR}&size=5&sortBy=date&page=3&cursor=${first.nextCursor}`);
    expect(second.objects.map((r) => r.id)).toEqual(all.objects.slice(5, 10).map((r) => r.id));
    expect(second.totalPages).toBe(5);
  });

  it('answers 400 for a cursor of another order or one it did not make', async () => {
    const first = await get(p.admin.api, `${YEAR}&size=2&sortBy=date`);
    for (const cursor of [first.nextCursor!, 'nonsense', encodeRideCursor('date', { id: 0, date: new Date() }), 'x'.repeat(201)]) {
      const res = await p.admin.api.get(`/api/orders?${YEAR}&size=2&sortBy=-date&cursor=${encodeURIComponent(cursor)}`);
      expect([cursor, res.statusCode]).toEqual([cursor, 400]);
    }
    expect((await p.admin.api.get(`/api/orders?${YEAR}&size=2&sortBy=date&cursor=`)).statusCode).toBe(200);
  });

  it('lists each ride as GET /api/orders/:id answers it, for every role', async () => {
    for (const caller of [p.admin, p.fm, p.driver, p.poolDriver, p.customer, p.passenger]) {
      const page = await get(caller.api, `${YEAR}&size=200`);
      for (const ride of page.objects) {
        const one = await caller.api.get(`/api/orders/${ride.id}`);
        expect(ride).toEqual(one.json());
      }
    }
  });
});
