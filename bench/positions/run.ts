import fs from 'node:fs';
import os from 'node:os';
import { openScratchPostgres } from '../../apps/api/src/test/test-database.ts';
import { createCast } from './setup.ts';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startListeners, startListenersThread } from './listeners.ts';
import { runLoad } from './load.ts';
import { sourcesOf, startServer } from './server.ts';
import { cpuSeconds, ms, percentile, postgresCpuSeconds, rssMb } from './stats.ts';

/**
 * `npm run bench:positions` (and a section of `npm run bench`): driver positions and live events against a
 * real server process on PostgreSQL. A fresh database on the server of `DATABASE_URL` (default
 * postgres://postgres@127.0.0.1:5432/postgres), BENCH_DRIVERS drivers (5000) each posting
 * `POST /api/drivers/me/position` every BENCH_INTERVAL_MS (2000) for BENCH_WARMUP_SECONDS (4) and then
 * BENCH_SECONDS (20) while BENCH_LISTENERS (100) clients listen on `GET /api/events` — a tenth ADMINs
 * (every position), the rest fleet managers (their fleet's). Prints fixes/s stored, post latency, delivery
 * latency to the listeners (from the position's time to its arrival), the server's CPU and memory, of the
 * posts after the warm-up, and the warm-up's own post latency. Every 2 s, not every second: the per-driver
 * limit allows 5 posts in any fixed 5-s window, so a phone posting exactly every second has its sixth post
 * in a window whenever the window's first post came a little late, and is answered 429 (the rule at work,
 * about one post in ten at the limit's own rate).
 *
 * The same load runs first against the baseline, the API of BENCH_BASELINE (default: the commit before
 * positions were batched; `none` skips it; BENCH_BASELINE_LABEL names it, BENCH_LABEL the working tree), so
 * the figures are compared in one run on one machine. Asserts
 * nothing about time. BENCH_KEEP=1 keeps the databases.
 */
const DRIVERS = Number(process.env.BENCH_DRIVERS ?? 5000);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 4);
const LISTENERS = Number(process.env.BENCH_LISTENERS ?? 100);
const FLEETS = Number(process.env.BENCH_FLEETS ?? 20);
const URL_ = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMINS = Math.max(1, Math.round(LISTENERS / 10));
/** The last commit that stored and notified each fix on its own (3 round trips a post, session included). */
const BEFORE_BATCHING = '0661dd8';
const BASELINE = process.env.BENCH_BASELINE ?? BEFORE_BATCHING;

export interface PositionsRun {
  label: string;
  /** Posts answered 204 per second of the run. */
  fixesPerSecond: number;
  sentPerSecond: number;
  statuses: string;
  p50: number;
  p99: number;
  deliveryP50: number;
  deliveryP99: number;
  deliveryMax: number;
  received: number;
  expected: number;
  serverCpuMsPerFix: number;
  serverCpuShare: number;
  postgresCpuShare: number;
  /** The bench's own process (load generator and listeners' thread): the machine's cores it shares. */
  benchCpuShare: number;
  rssMaxMb: number;
  loadAverage: number;
  /** The load generator's own event-loop delay (p99, ms): a post can be late by this much before it is sent. */
  generatorLagP99: number;
  /** The warm-up's posts: answers and latency. */
  warmupStatuses: string;
  warmupP99: number;
}

/** The listeners on the load generator's thread, as the thread's version answers them. */
async function onThisThread(base: string, tokens: string[]) {
  const listeners = startListeners(base, tokens);
  await listeners.ready;
  return {
    connected: listeners.connected,
    measureFrom: (epochMs: number) => listeners.measureFrom(epochMs),
    close: () => {
      listeners.close();
      return Promise.resolve({ received: listeners.received, delays: listeners.delays });
    },
  };
}

/** One run: a fresh database and cast, the server of `dir`, the listeners, the load. */
async function runOnce(label: string, dir: string): Promise<PositionsRun> {
  const scratch = await openScratchPostgres(URL_, 'vozka_bench_pos', 4);
  await scratch.database.migrate();
  const cast = await createCast(scratch.database, { drivers: DRIVERS, fleets: FLEETS, admins: ADMINS, managers: LISTENERS - ADMINS });
  const dbUrl = new URL(URL_);
  dbUrl.pathname = `/${scratch.name}`;
  const server = await startServer(dir, dbUrl.toString());
  try {
    const tokens = cast.listeners.map((l) => l.token);
    const listeners =
      process.env.BENCH_LISTENERS_THREAD === '0'
        ? await onThisThread(server.base, tokens)
        : await startListenersThread(server.base, tokens);
    const lag = monitorEventLoopDelay({ resolution: 5 });
    console.log(`${label}: server pid ${server.pid} on ${server.base}; ${listeners.connected} listeners connected; running …`);
    let cpu0 = 0;
    let pg0 = 0;
    let own0 = process.cpuUsage();
    let t0 = 0;
    let rssMax = rssMb(server.pid);
    const sampler = setInterval(() => (rssMax = Math.max(rssMax, rssMb(server.pid))), 1000);
    const result = await runLoad(server.base, cast.drivers, INTERVAL_MS, SECONDS, WARMUP_SECONDS, () => {
      lag.enable();
      cpu0 = cpuSeconds(server.pid);
      pg0 = postgresCpuSeconds();
      own0 = process.cpuUsage();
      t0 = performance.now();
      listeners.measureFrom(Date.now());
    });
    const wall = (performance.now() - t0) / 1000;
    lag.disable();
    await new Promise((r) => setTimeout(r, 1000)); // the last events arrive
    clearInterval(sampler);
    const cpu = cpuSeconds(server.pid) - cpu0;
    const pgCpu = postgresCpuSeconds() - pg0;
    const own = process.cpuUsage(own0);
    const heard = await listeners.close();
    const ok = result.byStatus.get(204) ?? 0;
    const lat = result.latencies;
    const del = heard.delays;
    const statuses = (m: Map<number | string, number>) => [...m].map(([k, v]) => `${k}: ${v}`).join(', ');
    return {
      label,
      fixesPerSecond: ok / wall,
      sentPerSecond: result.sent / wall,
      statuses: statuses(result.byStatus),
      warmupStatuses: statuses(result.warmup.byStatus),
      warmupP99: percentile(result.warmup.latencies, 0.99),
      p50: percentile(lat, 0.5),
      p99: percentile(lat, 0.99),
      deliveryP50: percentile(del, 0.5),
      deliveryP99: percentile(del, 0.99),
      deliveryMax: percentile(del, 1),
      received: heard.received,
      generatorLagP99: lag.percentile(99) / 1e6,
      expected: Math.round((ok + (result.warmup.byStatus.get(204) ?? 0)) * (ADMINS + (LISTENERS - ADMINS) / FLEETS)),
      serverCpuMsPerFix: ok > 0 ? (cpu * 1000) / ok : NaN,
      serverCpuShare: cpu / wall,
      postgresCpuShare: pgCpu / wall,
      benchCpuShare: (own.user + own.system) / 1e6 / wall,
      rssMaxMb: rssMax,
      loadAverage: os.loadavg()[0]!,
    };
  } finally {
    await server.stop();
    if (process.env.BENCH_KEEP === '1') {
      await scratch.database.close();
      console.log(`kept database ${scratch.name}`);
    } else await scratch.drop();
  }
}

function printRun(r: PositionsRun) {
  console.log(`\n${r.label}`);
  console.log(`  fixes stored/s        ${r.fixesPerSecond.toFixed(0)} (sent ${r.sentPerSecond.toFixed(0)}/s; answers ${r.statuses})`);
  console.log(`  post latency ms       p50 ${ms(r.p50)}  p99 ${ms(r.p99)}`);
  if (WARMUP_SECONDS > 0)
    console.log(`  warm-up (${WARMUP_SECONDS} s)        p99 ${ms(r.warmupP99)} ms (answers ${r.warmupStatuses}; not in the figures)`);
  console.log(`  events delivered      ${r.received} (expected ≈ ${r.expected})`);
  console.log(
    `  delivery latency ms   p50 ${ms(r.deliveryP50)}  p99 ${ms(r.deliveryP99)}  max ${ms(r.deliveryMax)}  (position time → arrival at the listener)`,
  );
  console.log(
    `  server CPU            ${r.serverCpuMsPerFix.toFixed(2)} ms a fix, ${(r.serverCpuShare * 100).toFixed(0)} % of one core; RSS max ${r.rssMaxMb.toFixed(0)} MB`,
  );
  console.log(`  PostgreSQL CPU        ${(r.postgresCpuShare * 100).toFixed(0)} % of one core (all backends on the machine)`);
  console.log(
    `  the bench's own CPU   ${(r.benchCpuShare * 100).toFixed(0)} % of one core (load generator and listeners, on the same cores)`,
  );
  console.log(`  load average          ${r.loadAverage.toFixed(1)} at the end`);
  console.log(
    `  generator's own lag   p99 ${ms(r.generatorLagP99)} ms (its event loop: a post can leave this late; the listeners run on a thread of their own)`,
  );
}

const ratio = (a: number, b: number) => (Number.isFinite(a / b) ? (a / b).toFixed(2) : '–');

/** Runs the baseline (unless `none`) and the working tree, and answers the RESULTS.md section. */
export async function positionsReport(): Promise<string> {
  const load = `${DRIVERS} drivers each posting every ${INTERVAL_MS} ms (${Math.round((DRIVERS * 1000) / INTERVAL_MS)} posts/s) for ${SECONDS} s after a warm-up of ${WARMUP_SECONDS} s; ${LISTENERS} SSE listeners (${ADMINS} ADMIN, ${LISTENERS - ADMINS} FLEET_MANAGER over ${FLEETS} fleets)`;
  console.log(`${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}; ${load}`);
  const runs: PositionsRun[] = [];
  if (BASELINE !== 'none') {
    const what = BASELINE === BEFORE_BATCHING ? 'per-fix insert and NOTIFY' : (process.env.BENCH_BASELINE_LABEL ?? 'an earlier commit');
    runs.push(await runOnce(`baseline: ${what} (${BASELINE})`, sourcesOf(BASELINE)));
    printRun(runs[0]!);
  }
  const current = await runOnce(process.env.BENCH_LABEL ?? 'batched (working tree)', sourcesOf(null));
  printRun(current);
  runs.push(current);
  const base = runs.length > 1 ? runs[0]! : null;
  const row = (r: PositionsRun) =>
    `| ${r.label} | ${r.fixesPerSecond.toFixed(0)} | ${base ? ratio(r.fixesPerSecond, base.fixesPerSecond) : '–'} | ${ms(r.p50)} / ${ms(r.p99)} ms | ${ms(r.warmupP99)} ms | ${ms(r.deliveryP50)} / ${ms(r.deliveryP99)} ms | ${r.received} of ≈ ${r.expected} | ${r.serverCpuMsPerFix.toFixed(2)} ms | ${r.loadAverage.toFixed(1)} |`;
  return [
    '## GPS ingest',
    '',
    `Run ${new Date().toISOString().slice(0, 16)}Z on ${os.cpus().length} cores shared with other work (load average in the table: figures taken under load); PostgreSQL; ${load}.`,
    '',
    '| Server | fixes stored/s | ratio to baseline | post p50 / p99 | warm-up post p99 | delivery p50 / p99 | events delivered | server CPU a fix | load avg |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...runs.map(row),
    '',
    'Goal: ≥ 2,500 fixes/s with post p99 < 50 ms on PostgreSQL, each fix on the screens within 1 s.',
    '',
  ].join('\n');
}

/** Puts `section` (from its `## ` heading to the next) into bench/RESULTS.md, replacing the previous one. */
export function writeSection(section: string) {
  const file = new URL('../RESULTS.md', import.meta.url);
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Bench results\n';
  const heading = section.split('\n')[0]!;
  const start = text.indexOf(`${heading}\n`);
  const next = start < 0 ? -1 : text.indexOf('\n## ', start + heading.length);
  const updated =
    start < 0 ? `${text.trimEnd()}\n\n${section}` : `${text.slice(0, start)}${section}${next < 0 ? '' : text.slice(next + 1)}`;
  fs.writeFileSync(file, updated.endsWith('\n') ? updated : `${updated}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const section = await positionsReport();
  console.log(`\n${section}`);
  if (process.env.BENCH_WRITE !== '0') writeSection(section);
}
