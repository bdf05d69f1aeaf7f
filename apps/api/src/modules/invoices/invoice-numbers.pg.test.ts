import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInvoice } from '@vozka/domain';
import { invoices } from '../../db/schema/index.ts';
import { startTestApp } from '../../test/test-app.ts';
import { waitUntil } from '../../test/wait-until.ts';
import { caller, person, type Person } from '../pricing/test-support.ts';
import { nextInSeries } from './invoices.repository.ts';
import { insertTestRide, pragueNoon } from './test-support.ts';

/**
 * Gapless numbers under concurrency (issue 15 §3): real PostgreSQL only — PGlite runs one connection, so
 * nothing there is ever concurrent.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('invoice numbers on PostgreSQL', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let call: ReturnType<typeof caller>;
  let admin: Person, customer: Person;

  beforeAll(async () => {
    t = await startTestApp();
    call = caller(t.app);
    admin = await person(t.app, t.database, 'ADMIN');
    customer = await person(t.app, t.database, 'CUSTOMER');
  });
  afterAll(async () => {
    await t.close();
  });

  const ride = () => insertTestRide(t.database.db, { customerId: customer.id, date: pragueNoon('2026-11-02') });
  const issue = (rideIds: number[]) => call(admin, 'POST', '/api/invoices', { rideIds });

  it('20 invoices issued at once get 20 consecutive numbers: no gap, no duplicate', async () => {
    const rides = await Promise.all(Array.from({ length: 20 }, ride));
    const answers = await Promise.all(rides.map((id) => issue([id])));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const numbers = answers.map((a) => a.json<TInvoice>().number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `2026${String(i + 1).padStart(4, '0')}`));
  });

  it('two issues of one ride at once: one invoice, one 409', async () => {
    const id = await ride();
    const answers = await Promise.all([issue([id]), issue([id])]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({ code: 'INVOICE_RIDE_ALREADY_INVOICED' });
  });

  it('an issue rolled back leaves no gap, also while another one waited for its number', async () => {
    const rows = async (text: string) => (await t.database.executor.executeSql(text)).rows as Record<string, unknown>[];
    const last = Number((await rows(`select last from invoice_series where key = 'INVOICE-2026'`))[0]?.last);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // A transaction takes the next number, holds it, then fails.
    const failing = t.database.db
      .transaction(async (tx) => {
        expect(await nextInSeries(tx, 'INVOICE-2026')).toBe(last + 1);
        await held;
        throw new Error('rolled back on purpose');
      })
      .catch((err: unknown) => err);
    await waitUntil(
      async () => (await rows(`select last from invoice_series where key = 'INVOICE-2026' for update skip locked`)).length === 0,
      'the series row to be locked by the failing transaction',
    );
    // An issue meanwhile waits for the series row.
    const waiting = issue([await ride()]);
    await waitUntil(
      async () =>
        Number(
          (await rows(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`))[0]
            ?.n,
        ) > 0,
      'the issue to wait for the series lock',
    );
    release();
    expect(await failing).toBeInstanceOf(Error);
    const answer = await waiting;
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<TInvoice>().number).toBe(`2026${String(last + 1).padStart(4, '0')}`);
    // Every number of the series, 1..last, exactly once.
    const seqs = (await t.database.db.select({ seq: invoices.seq }).from(invoices)).map((r) => r.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
  });
});
