import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openScratchPostgres } from '../../apps/api/src/test/test-database.ts';
import { createCast } from './setup.ts';
import { startListeners } from './listeners.ts';
import { runLoad } from './load.ts';
import { cpuSeconds, ms, percentile, postgresCpuSeconds, rssMb } from './stats.ts';

/**
 * `npm run bench:positions`: driver positions and live events against a real server process on PostgreSQL.
 * A fresh database on the server of `DATABASE_URL` (default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_DRIVERS drivers (2000) each posting `POST /api/drivers/me/position` every BENCH_INTERVAL_MS (5000)
 * for BENCH_SECONDS (60) while BENCH_LISTENERS (100) clients listen on `GET /api/events` — a tenth ADMINs
 * (every position), the rest fleet managers (their fleet's). Prints posts/s held, post latency, delivery
 * latency to the listeners (from the position's time to its arrival), the server's CPU and memory.
 * Asserts nothing about time. BENCH_KEEP=1 keeps the database.
 */
const DRIVERS = Number(process.env.BENCH_DRIVERS ?? 2000);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const LISTENERS = Number(process.env.BENCH_LISTENERS ?? 100);
const FLEETS = Number(process.env.BENCH_FLEETS ?? 20);
const URL_ = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMINS = Math.max(1, Math.round(LISTENERS / 10));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitReady(base: string, server: { exitCode: number | null }) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error('the server stopped');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

console.log(
  `${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  `${DRIVERS} drivers every ${INTERVAL_MS} ms (${Math.round((DRIVERS * 1000) / INTERVAL_MS)} posts/s) for ${SECONDS} s; ${LISTENERS} SSE listeners (${ADMINS} ADMIN, ${LISTENERS - ADMINS} FLEET_MANAGER over ${FLEETS} fleets)`,
);
const scratch = await openScratchPostgres(URL_, 'vozka_bench_pos', 4);
await scratch.database.migrate();
const cast = await createCast(scratch.database, { drivers: DRIVERS, fleets: FLEETS, admins: ADMINS, managers: LISTENERS - ADMINS });
const dbUrl = new URL(URL_);
dbUrl.pathname = `/${scratch.name}`;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-bench-pos-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: new URL('../..', import.meta.url).pathname,
  env: {
    ...process.env,
    DATABASE_URL: dbUrl.toString(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_SEED: '0',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let result;
try {
  await waitReady(base, server);
  const listeners = startListeners(
    base,
    cast.listeners.map((l) => l.token),
  );
  await listeners.ready;
  console.log(`server pid ${server.pid} on ${base}; ${listeners.connected} listeners connected; running …`);
  const pid = server.pid!;
  const cpu0 = cpuSeconds(pid);
  const pg0 = postgresCpuSeconds();
  const own0 = process.cpuUsage();
  let rssMax = rssMb(pid);
  const rssStart = rssMax;
  const sampler = setInterval(() => (rssMax = Math.max(rssMax, rssMb(pid))), 1000);
  const t0 = performance.now();
  result = await runLoad(base, cast.drivers, INTERVAL_MS, SECONDS);
  const wall = (performance.now() - t0) / 1000;
  await new Promise((r) => setTimeout(r, 1000)); // the last events arrive
  clearInterval(sampler);
  const cpu = cpuSeconds(pid) - cpu0;
  const pgCpu = postgresCpuSeconds() - pg0;
  const own = process.cpuUsage(own0);
  listeners.close();

  const ok = result.byStatus.get(204) ?? 0;
  const statuses = [...result.byStatus].map(([k, v]) => `${k}: ${v}`).join(', ');
  const perPost = ADMINS + (LISTENERS - ADMINS) / FLEETS;
  const lat = result.latencies;
  const del = listeners.delays;
  console.log('\nresults');
  console.log(
    `  posts sent            ${result.sent} in ${wall.toFixed(1)} s = ${(result.sent / wall).toFixed(0)} posts/s (target ${Math.round((DRIVERS * 1000) / INTERVAL_MS)}); answers ${statuses}`,
  );
  console.log(`  posts answered 204/s  ${(ok / wall).toFixed(0)}`);
  console.log(
    `  post latency ms       p50 ${ms(percentile(lat, 0.5))}  p95 ${ms(percentile(lat, 0.95))}  p99 ${ms(percentile(lat, 0.99))}  max ${ms(percentile(lat, 1))}`,
  );
  console.log(
    `  events delivered      ${listeners.received} (expected ≈ ${Math.round(ok * perPost)}), ${(listeners.received / wall).toFixed(0)} events/s to ${LISTENERS} listeners`,
  );
  console.log(
    `  delivery latency ms   p50 ${ms(percentile(del, 0.5))}  p95 ${ms(percentile(del, 0.95))}  p99 ${ms(percentile(del, 0.99))}  max ${ms(percentile(del, 1))}  (position time → arrival at the listener)`,
  );
  console.log(
    `  server CPU            ${cpu.toFixed(1)} s = ${((cpu / wall) * 100).toFixed(0)} % of one core; RSS ${rssStart.toFixed(0)} → max ${rssMax.toFixed(0)} MB`,
  );
  console.log(
    `  PostgreSQL CPU        ${pgCpu.toFixed(1)} s = ${((pgCpu / wall) * 100).toFixed(0)} % of one core (all backends on the machine)`,
  );
  console.log(`  bench process CPU     ${((own.user + own.system) / 1e6).toFixed(1)} s (load generator and listeners share the machine)`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (process.env.BENCH_KEEP === '1') {
    await scratch.database.close();
    console.log(`kept database ${scratch.name}`);
  } else await scratch.drop();
}
