import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, seedDemo } from '../apps/api/src/db/seed/demo.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { fileMailer } from '../apps/api/src/adapters/mail/mailer.ts';
import { driverOf, freshDatabase } from './rides-list/database.ts';
import { load } from './rides-list/generation.ts';
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

const now = new Date();
const fresh = await freshDatabase(process.env.DATABASE_URL, process.env.BENCH_KEEP === '1');
const driver = driverOf(fresh.database);
console.log(
  `${fresh.label}; ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
await fresh.database.migrate();
await seedDemo(fresh.database.db, now);
const started = performance.now();
console.log(`loading ${RIDES.toLocaleString('en')} rides with 2 stops each …`);
const people = await load(driver, now, RIDES);
console.log(`  took ${((performance.now() - started) / 1000).toFixed(0)} s`);

const app = await buildApp({
  config: { publicUrl: 'http://127.0.0.1', logLevel: 'silent', webDist: '/nonexistent', trustProxy: false },
  database: fresh.database,
  mailer: fileMailer({ dir: path.join(os.tmpdir(), 'vozka-bench-mail'), from: 'bench@vozka', logger: { info: () => undefined } }),
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
async function tokenOf(email: string): Promise<string> {
  const res = await fetch(`${address}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return res.text();
}
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
