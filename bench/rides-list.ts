import fs from 'node:fs';
import path from 'node:path';
import { seededApp } from './rides-list/seeded-app.ts';
import { table, type Row } from './rides-list/report.ts';
import { measure, scenarios } from './rides-list/scenarios.ts';

/**
 * `npm run bench:rides`: `GET /api/orders` on a million rides. Fills a fresh database (a new database on the
 * PostgreSQL server of `DATABASE_URL`, else PGlite in a temporary directory) with 1,000,000 rides of two
 * stops each, in bulk SQL (`INSERT … SELECT generate_series`, rides-list/generation.ts), then per filter of
 * the rides list (rides-list/scenarios.ts):
 *   - the app through HTTP: one request at a time (p50/p95), and autocannon with 10 connections (req/s,
 *     p50/p95/p99 from every response's own latency, so p95 is exact);
 *   - the very SQL statements the app ran for that request (captured from the driver), run directly one
 *     after another (p50/p95 of their sum);
 *   - EXPLAIN ANALYZE of those statements: which index each one uses (full plans in .tmp/).
 * Prints a table; asserts nothing about time. Settings: BENCH_RIDES (1000000), BENCH_SECONDS (8),
 * BENCH_KEEP=1 keeps the PostgreSQL database (its name is printed).
 */
const RIDES = Number(process.env.BENCH_RIDES ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

const { now, fresh, driver, people, app, address, tokenOf } = await seededApp(RIDES);
const adminToken = await tokenOf('admin@demo.vozka.cz');
const fleetToken = await tokenOf('bench-fleet-001@bench.vozka.test');

const probe = await fetch(`${address}/api/orders?size=1`, { headers: { authorization: `Bearer ${adminToken}` } });
if (probe.status === 404) console.log('GET /api/orders is not there yet: only the bare SQL half could run (see docs/api/rides.md).');

const explainFile = path.resolve('.tmp/bench-rides-explain.txt');
fs.mkdirSync(path.dirname(explainFile), { recursive: true });
const explains: string[] = [];
const rows: Row[] = [];
for (const s of scenarios(now, people)) {
  process.stdout.write(`${s.name} …\n`);
  const url = `${address}/api/orders${s.query ? `?${s.query}` : ''}`;
  const token = s.asFleet ? fleetToken : adminToken;
  rows.push(await measure(driver, { name: s.name, url, token, seconds: SECONDS, appReady: probe.status !== 404 }, explains));
}
fs.writeFileSync(explainFile, explains.join('\n'));

console.log(`\n${RIDES.toLocaleString('en')} rides, ${fresh.label}, size 50, ADMIN unless said otherwise`);
console.log(table(rows));
console.log(`\n"bare SQL" = the statements the app ran for the request (count, page ids, people, stops) run directly in a row.`);
console.log(`EXPLAIN ANALYZE of every statement: ${explainFile}`);
await app.close();
await fresh.drop();
