import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeRideCursor } from '../apps/api/src/modules/rides/rides-page.ts';
import { seededApp } from './rides-list/seeded-app.ts';
import { goals, table, type Row } from './rides-list/report.ts';
import { measure, scenarios } from './rides-list/scenarios.ts';

/**
 * `npm run bench:rides`: `GET /api/orders` on a million rides (issue 18 §3). Fills a fresh database (a new
 * database on the PostgreSQL server of `DATABASE_URL`, else PGlite in a temporary directory) with 1,000,000
 * rides of two stops each, in bulk SQL (`INSERT … SELECT generate_series`, rides-list/generation.ts), then per
 * filter of the rides list (rides-list/scenarios.ts):
 *   - the app through HTTP (production settings) under autocannon, in a worker thread (rides-list/measure.ts),
 *     with 5 connections (p50/p99 of its histogram of every response's latency) and with 50 (req/s);
 *   - the very SQL statements of the list the app ran for that request (captured from the driver) from a pg
 *     Pool of 50 clients, each running them one after another as fast as it can (req/s): the bare baseline
 *     the app's req/s is divided by; and one at a time (p50/p99, the database's own time);
 *   - EXPLAIN ANALYZE of those statements: which index each one uses (full plans in .tmp/).
 * Prints a table and each goal of issue 18 §3 against its figure; asserts nothing about time. Settings:
 * BENCH_RIDES (1000000), BENCH_SECONDS (8), BENCH_KEEP=1 keeps the PostgreSQL database (its name is printed),
 * BENCH_DATABASE=<that name> runs on it again without loading, BENCH_ONLY=<text> measures the scenarios
 * whose name contains it.
 */
const RIDES = Number(process.env.BENCH_RIDES ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

const { now, fresh, driver, people, app, address, tokenOf } = await seededApp(RIDES);
const adminToken = await tokenOf('admin@demo.vozka.cz');
const fleetToken = await tokenOf('bench-fleet-001@bench.vozka.test');

// Page 5,000 of the default list (-date, size 50) starts past ride 249,999 of it: the cursor its caller holds.
const { rows: before } = await driver.run(
  `select id, (extract(epoch from date) * 1000)::float8 as ms from rides where status <> 'DELETED' order by date desc, id desc offset $1 limit 1`,
  [5000 * 50 - 1],
);
const page5000 = before[0] ? encodeRideCursor('-date', { id: Number(before[0].id), date: new Date(Number(before[0].ms)) }) : '';

const explainFile = path.resolve('.tmp/bench-rides-explain.txt');
fs.mkdirSync(path.dirname(explainFile), { recursive: true });
const explains: string[] = [];
const rows: Row[] = [];
for (const s of scenarios(now, people, page5000).filter((s) => s.name.includes(process.env.BENCH_ONLY ?? ''))) {
  process.stdout.write(`${s.name} …\n`);
  const url = `${address}/api/orders${s.query ? `?${s.query}` : ''}`;
  const token = s.asFleet ? fleetToken : adminToken;
  rows.push(await measure(driver, { name: s.name, url, token, seconds: SECONDS, databaseUrl: fresh.url, search: s.search }, explains));
}
fs.writeFileSync(explainFile, explains.join('\n'));

const load = os.loadavg().map((l) => l.toFixed(1));
console.log(
  `\n${RIDES.toLocaleString('en')} rides, ${fresh.label}, size 50, ADMIN unless said otherwise; load average at the end ${load.join(' ')}`,
);
console.log(table(rows));
console.log(`\n"list stmts" = statements on rides/ride_stops one request runs; "bare" = those statements of that request`);
console.log(`run directly (a pg Pool of 50, each client one request's statements after another). EXPLAIN ANALYZE: ${explainFile}`);
console.log(`\nIssue 18 §3 goals, ${SECONDS} s per measurement:\n${goals(rows)}`);
await app.close();
await fresh.drop();
