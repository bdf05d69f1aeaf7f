import { formatPragueFilterDate } from '@vozka/domain';
import type { Driver } from './database.ts';
import type { People } from './generation.ts';
import { loadTest, NO_LOAD, sequential } from './measure.ts';
import { planSummary, type Row } from './report.ts';

export interface Scenario {
  name: string;
  query: string;
  /** The fleet manager's token instead of ADMIN's. */
  asFleet?: boolean;
}

/** The filters measured: the list's defaults, the spec §3 filters, deep pages and the search. */
export function scenarios(now: Date, people: People): Scenario[] {
  const day = (days: number) => formatPragueFilterDate(new Date(now.getTime() + days * 86_400_000));
  return [
    { name: 'no filter (-date)', query: '' },
    { name: 'dateFrom/dateTo: last week', query: `dateFrom=${day(-7)}&dateTo=${day(0)}` },
    { name: 'status=PLANNED', query: 'status=PLANNED' },
    { name: 'status=PLANNED,ACCEPTED_BY_DRIVER', query: 'status=PLANNED,ACCEPTED_BY_DRIVER' },
    { name: 'driverId=X', query: `driverId=${people.drivers[41]}` },
    { name: 'customerId=Y', query: `customerId=${people.customers[17]}` },
    { name: 'page 100 of -date', query: 'page=100&sortBy=-date' },
    { name: 'page 2000 of -date', query: 'page=2000&sortBy=-date' },
    { name: 'as FLEET_MANAGER (fleet + pool)', query: '', asFleet: true },
    { name: 'q=Hilton (search)', query: 'q=Hilton' },
    { name: 'q=Řidič 42 (name)', query: `q=${encodeURIComponent('Řidič 42')}` },
    { name: 'q=OK12 (flight)', query: 'q=OK12' },
    { name: 'q=xyzzy (no match)', query: 'q=xyzzy' },
  ];
}

/**
 * One scenario: the app one request at a time and under 10 connections, then the very statements it ran
 * (captured from the driver) bare, and their plans. `explains` gets each EXPLAIN ANALYZE.
 */
export async function measure(
  driver: Driver,
  options: { name: string; url: string; token: string; seconds: number; appReady: boolean },
  explains: string[],
): Promise<Row> {
  const { name, url, token, seconds } = options;
  const get = async () => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  await driver.idle();
  const statements = (options.appReady ? await driver.capture(get) : []).filter((st) => /\b(rides|ride_stops)\b/.test(st.text));
  let app: number[] = [];
  let load = NO_LOAD;
  if (statements.length > 0) {
    app = await sequential(get, Math.min(seconds, 5), 200);
    load = await loadTest(url, token, seconds);
    await driver.idle();
  }
  const runAll = async () => {
    for (const st of statements) await driver.run(st.text, st.params);
  };
  const bare = statements.length > 0 ? await sequential(runAll, Math.min(seconds, 5), 500) : [];
  const plans: string[] = [];
  let matched = '';
  for (const st of statements) {
    const kind = /count\(\*\)/.test(st.text)
      ? 'count'
      : /"ride_stops"\."ride_id" in \(/.test(st.text)
        ? 'stops'
        : /"rides"\."id" in \(\$/.test(st.text)
          ? 'people'
          : 'list';
    if (kind === 'count') matched = String(Object.values((await driver.run(st.text, st.params)).rows[0] ?? {})[0] ?? '');
    const { rows: plan } = await driver.run(`explain (analyze, buffers) ${st.text}`, st.params);
    const text = plan.map((r) => String(Object.values(r)[0])).join('\n');
    explains.push(`## ${name} — ${kind}\n${st.text}\n-- params: ${JSON.stringify(st.params)}\n${text}\n`);
    if (kind === 'count' || kind === 'list') plans.push(`${kind}: ${planSummary(text)}`);
  }
  if (load.failures > 0) console.log(`  ${load.failures} failed requests`);
  return { name, matched, app, load, bare, plans };
}
