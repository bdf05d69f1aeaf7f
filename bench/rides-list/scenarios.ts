import { formatPragueFilterDate } from '@vozka/domain';
import type { Driver } from './database.ts';
import type { People } from './generation.ts';
import { bareLoad, loadTest, NO_LOAD, sequential } from './measure.ts';
import { planSummary, type Row } from './report.ts';

export interface Scenario {
  name: string;
  query: string;
  /** The fleet manager's token instead of ADMIN's. */
  asFleet?: boolean;
  /** A `q=` search (its own goal). */
  search?: boolean;
}

/**
 * The filters measured: the list's defaults, the spec §3 filters, deep pages (by offset, and page 5,000 by the
 * keyset `cursor` its caller gets) and the search.
 */
export function scenarios(now: Date, people: People, page5000Cursor: string): Scenario[] {
  const day = (days: number) => formatPragueFilterDate(new Date(now.getTime() + days * 86_400_000));
  const search = (text: string) => ({ query: `q=${encodeURIComponent(text)}`, search: true });
  return [
    { name: 'no filter (-date), page 1', query: '' },
    { name: 'dateFrom/dateTo: last week', query: `dateFrom=${day(-7)}&dateTo=${day(0)}` },
    { name: 'status=PLANNED', query: 'status=PLANNED' },
    { name: 'status=PLANNED,ACCEPTED_BY_DRIVER', query: 'status=PLANNED,ACCEPTED_BY_DRIVER' },
    { name: 'driverId=X', query: `driverId=${people.drivers[41]}` },
    { name: 'customerId=Y', query: `customerId=${people.customers[17]}` },
    { name: 'page 100 of -date (offset)', query: 'page=100&sortBy=-date' },
    { name: 'page 2000 of -date (offset)', query: 'page=2000&sortBy=-date' },
    { name: 'page 5000 of -date (cursor)', query: `cursor=${page5000Cursor}` },
    { name: 'as FLEET_MANAGER (fleet + pool)', query: '', asFleet: true },
    { name: 'q=Hilton (in ~13 % of rides)', ...search('Hilton') },
    // Eleven drivers' names hold it (Řidič 4, 40–49): too many matches to gather, too few for the walk of
    // 1,000 rides there was before.
    { name: 'q=Řidič 4 (11 names, ~5 %)', ...search('Řidič 4') },
    { name: 'q=Řidič 42 (name)', ...search('Řidič 42') },
    { name: 'q=OK12 (flight)', ...search('OK12') },
    { name: 'q=xyzzy (no match)', ...search('xyzzy') },
  ];
}

export interface MeasureOptions {
  name: string;
  url: string;
  token: string;
  seconds: number;
  /** The bench database for the bare pool (PostgreSQL), else the statements go through the app's driver. */
  databaseUrl?: string;
  search?: boolean;
}

/**
 * One scenario: the statements one request runs (captured from the driver; those of `rides` and `ride_stops`
 * are the list's, the others the session's), the app under 5 and 50 connections (autocannon), the list's
 * statements bare from a pool of 50 clients, one at a time (the database's own time), and their plans.
 */
export async function measure(driver: Driver, options: MeasureOptions, explains: string[]): Promise<Row> {
  const { name, url, token, seconds } = options;
  const get = async () => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  await get(); // a warm cache (the session's, the count's) is the steady state measured
  await driver.idle();
  const statements = (await driver.capture(get)).filter((st) => /\b(rides|ride_stops)\b/.test(st.text));
  const app5 = await loadTest(url, token, seconds, 5);
  await driver.idle();
  const app50 = await loadTest(url, token, seconds, 50);
  await driver.idle();
  const bare50 =
    statements.length === 0
      ? NO_LOAD
      : await bareLoad(options.databaseUrl ? { url: options.databaseUrl } : { run: driver.run }, statements, seconds, 50);
  const bare1 = await sequential(
    async () => {
      for (const st of statements) await driver.run(st.text, st.params);
    },
    Math.min(seconds, 3),
    300,
  );
  const plans: string[] = [];
  let matched = '';
  for (const st of statements) {
    const { rows } = await driver.run(st.text, st.params);
    const total = rows[0]?.total;
    if (total !== undefined && total !== null) matched = String(total);
    const { rows: plan } = await driver.run(`explain (analyze, buffers) ${st.text}`, st.params);
    const text = plan.map((r) => String(Object.values(r)[0])).join('\n');
    explains.push(`## ${name}\n${st.text}\n-- params: ${JSON.stringify(st.params)}\n${text}\n`);
    plans.push(planSummary(text));
  }
  const failures = app5.failures + app50.failures;
  if (failures > 0) console.log(`  ${failures} failed requests`);
  return { name, matched, search: options.search ?? false, trips: statements.length, app5, app50, bare50, bare1, plans };
}
