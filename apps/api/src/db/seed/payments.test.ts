import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { seedDemo } from './demo.ts';

let database: Database;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as { rows: T[] }).rows;

beforeAll(async () => {
  database = await openTestDatabase();
  // A fixed moment: which rides are still on (and so unpaid) depends on the hour the seed runs at.
  expect(await seedDemo(database.db, new Date('2026-11-20T18:30:00Z'))).toBe(true);
});
afterAll(async () => {
  await database.close();
});

describe('demo payments', () => {
  it("keep every ride's paid state what its payments say (at least one, all paid)", async () => {
    const broken = await rows<{ id: number }>(sql`
      select r.id from rides r
       where r.paid is distinct from (exists (select 1 from payments p where p.ride_id = r.id)
                                      and not exists (select 1 from payments p where p.ride_id = r.id and not p.paid))`);
    expect(broken).toEqual([]);
  });

  it('include unpaid ONLINE payments of rides still on, cash the drivers took, and online payments paid through an intent', async () => {
    const [unpaidOnline] = await rows<{ n: number }>(sql`
      select count(*)::int as n from payments p join rides r on r.id = p.ride_id
       where p.type = 'ONLINE' and not p.paid and r.status not in ('DONE', 'DELETED', 'CANCELED_BY_CLIENT', 'CANCELED_BY_DRIVER', 'NOT_ARRIVED')`);
    expect(unpaidOnline!.n).toBeGreaterThanOrEqual(2);
    const [cash] = await rows<{ n: number }>(sql`
      select count(*)::int as n from payments p join rides r on r.id = p.ride_id
       where p.type = 'CASH_DRIVER' and p.paid and p.created_by = r.driver_id`);
    expect(cash!.n).toBeGreaterThanOrEqual(2);
    const [online] = await rows<{ n: number; bad: number }>(sql`
      select count(*)::int as n, count(*) filter (where i.status <> 'succeeded' or i.amount <> p.price or s.status <> 'succeeded')::int as bad
        from payments p join payment_intents i on i.id = p.intent_id join sandbox_intents s on s.id = i.provider_intent_id
       where p.type = 'ONLINE' and p.paid`);
    expect(online!.n).toBeGreaterThanOrEqual(1);
    expect(online!.bad).toBe(0);
    const [priceMismatch] = await rows<{ n: number }>(
      sql`select count(*)::int as n from payments p join rides r on r.id = p.ride_id where p.price <> r.client_price`,
    );
    expect(priceMismatch!.n).toBe(0);
  });
});
