import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DRIVER_BUSY_STATUSES, RIDE_STATUSES } from '@vozka/domain';
import type { Database } from '../client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { seedDemo } from './demo.ts';
import { TEST_START } from '../../test/test-clock.ts';

let database: Database;
// A fixed "today" (seedDemo takes it as a parameter): the demo's fortnight is the same on every run.
const now = TEST_START;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as { rows: T[] }).rows;

beforeAll(async () => {
  database = await openTestDatabase();
  expect(await seedDemo(database.db, now)).toBe(true);
});
afterAll(async () => {
  await database.close();
});

describe('demo rides', () => {
  it('are a fortnight around today in every status', async () => {
    const stats = await rows<{ status: string; n: number; min: string; max: string }>(
      sql`select status, count(*)::int as n, min(date)::text as min, max(date)::text as max from rides group by status`,
    );
    expect(stats.map((s) => s.status).sort()).toEqual([...RIDE_STATUSES].sort());
    const total = stats.reduce((sum, s) => sum + s.n, 0);
    expect(total).toBeGreaterThanOrEqual(55);
    expect(total).toBeLessThanOrEqual(70);
    const day = 24 * 3_600_000;
    for (const s of stats) {
      expect(new Date(s.min).getTime()).toBeGreaterThanOrEqual(now.getTime() - 8 * day);
      expect(new Date(s.max).getTime()).toBeLessThanOrEqual(now.getTime() + 8 * day);
    }
  });

  it('never give one driver two overlapping rides', async () => {
    const overlaps = await rows<{ a: number; b: number }>(sql`
      select a.id as a, b.id as b from rides a join rides b
        on a.driver_id = b.driver_id and a.id < b.id
       and tstzrange(a.date, a.busy_until) && tstzrange(b.date, b.busy_until)`);
    expect(overlaps).toEqual([]);
    // The ones the database constraint guards are there: drivers do have active rides.
    const [active] = await rows<{ n: number }>(
      sql`select count(*)::int as n from rides where driver_id is not null and status in ${DRIVER_BUSY_STATUSES}`,
    );
    expect(active!.n).toBeGreaterThan(5);
  });

  it('give every ride a route of two or three stops, and the parties of their status', async () => {
    const routes = await rows<{ id: number; stops: number }>(
      sql`select r.id, count(s.id)::int as stops from rides r left join ride_stops s on s.ride_id = r.id group by r.id`,
    );
    expect(routes.filter((r) => r.stops < 2 || r.stops > 3)).toEqual([]);
    const broken = await rows<{ id: number; status: string }>(sql`
      select id, status from rides
       where (status in ${DRIVER_BUSY_STATUSES} and (driver_id is null or vehicle_id is null))
          or (status in ('NEW', 'FREE') and driver_id is not null)
          or customer_id is null or passenger_id is null or busy_until <= date`);
    expect(broken).toEqual([]);
  });

  it('keep each passenger with its customer, and prices in range', async () => {
    const strays = await rows<{ id: number }>(sql`
      select r.id from rides r join users p on p.id = r.passenger_id where p.client_id is distinct from r.customer_id`);
    expect(strays).toEqual([]);
    const [prices] = await rows<{ min: number; max: number; ratio: number }>(sql`
      select min(client_price)::int as min, max(client_price)::int as max,
             avg(driver_price::float / client_price)::float as ratio
        from rides where client_price is not null`);
    expect(prices!.min).toBeGreaterThanOrEqual(650_00);
    expect(prices!.max).toBeLessThanOrEqual(4500_00);
    expect(prices!.ratio).toBeGreaterThan(0.6);
    expect(prices!.ratio).toBeLessThan(0.8);
  });
});
