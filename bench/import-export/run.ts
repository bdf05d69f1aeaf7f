import os from 'node:os';
import { RIDE_STATUSES } from '@vozka/domain';
import { seededApp } from '../rides-list/seeded-app.ts';
import { benchImport } from './import.ts';

/**
 * `npm run bench:import-export` (issue 16): the rides export through the API on BENCH_EXPORT_RIDES (100,000)
 * rides, the body streamed to nowhere: time to the first byte, total time, size, and the process's peak RSS
 * (goal ≤ 10 s, ≤ 400 MB), and the CPU time this process spent; then the import bench of ./import.ts (`benchImport`).
 * A fresh database on the PostgreSQL server of DATABASE_URL (PGlite without one), seeded in bulk SQL
 * (rides-list/generation.ts: generate_series), dropped at the end (BENCH_KEEP=1 keeps it). Asserts nothing.
 * `--import-only` (`npm run bench:import-export -- --import-only`) skips the exports (the rides are seeded all the same).
 */
const RIDES = Number(process.env.BENCH_EXPORT_RIDES ?? 100_000);
const IMPORT_ONLY = process.argv.includes('--import-only');

let peakRss = 0;
let atPeak = process.memoryUsage();
const sampler = setInterval(() => {
  const rss = process.memoryUsage.rss();
  if (rss > peakRss) {
    peakRss = rss;
    atPeak = process.memoryUsage();
  }
}, 20);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const { fresh, driver, address, tokenOf, app } = await seededApp(RIDES, 'error');

/** One export, its body read and dropped chunk by chunk; the peak RSS is the process's (app and client). */
async function measureExport(label: string, token: string, query: string) {
  global.gc?.();
  peakRss = process.memoryUsage.rss();
  const before = peakRss;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const res = await fetch(`${address}/api/orders/export?${query}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'cs' },
  });
  const firstByte = performance.now() - started;
  if (!res.ok || !res.body) throw new Error(`${label}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  console.log(
    `${label}: ${seconds.toFixed(2)} s (first byte after ${firstByte.toFixed(0)} ms), ${mb(bytes)} xlsx, ` +
      `this process's CPU ${((used.user + used.system) / 1e6).toFixed(2)} s, RSS ${mb(before)} before, peak ${mb(peakRss)} ${seconds <= 10 && peakRss <= 400 * 1024 * 1024 ? '(within' : '(OVER'} the goal ≤ 10 s, ≤ 400 MB)`,
  );
  console.log(
    `  at the peak: heap ${mb(atPeak.heapUsed)} used of ${mb(atPeak.heapTotal)}, buffers ${mb(atPeak.arrayBuffers)}; ${res.headers.get('content-disposition') ?? ''}`,
  );
}

const admin = await tokenOf('admin@demo.vozka.cz');
if (!IMPORT_ONLY) {
  const everyStatus = `status=${RIDE_STATUSES.join(',')}`;
  const { rows } = await driver.run('select count(*)::int as n from rides');
  console.log(`\nexporting (${String(rows[0]?.n)} rides in the database, ${os.loadavg()[0]?.toFixed(1)} load) …`);
  await measureExport(`admin, every ride (${RIDES.toLocaleString('en')})`, admin, `for=admin&${everyStatus}&sortBy=date`);
  await measureExport('admin, the default list (-date, no deleted)', admin, 'for=admin');
  await measureExport('fleet manager 001, its fleet and the free pool', await tokenOf('bench-fleet-001@bench.vozka.test'), 'for=fleet');
}

await benchImport({ database: fresh.database, address, adminToken: admin });

clearInterval(sampler);
await app.close();
await fresh.drop();
