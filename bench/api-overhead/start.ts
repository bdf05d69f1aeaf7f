import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openScratchPostgres } from '../../apps/api/src/test/test-database.ts';

/**
 * Start and memory of the built API (`node --v8-pool-size=1 apps/api/dist/server.js`: `npm run serve`, as `npm start` runs it): the time from
 * starting the process to its first healthy `/api/health` on an existing embedded database, and the
 * resident memory after IDLE_SECONDS of idling — each beside a bare Fastify hello process measured in the
 * same run. With DATABASE_URL, the memory on PostgreSQL too (the server process only).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'apps/api/dist/server.js');
/** What `npm start` runs after its build step: `npm run serve`, node's options and the entry (decision 0057). */
const SERVE = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { serve: string } }).scripts.serve;
const BARE = path.join(import.meta.dirname, 'bare-server.mjs');
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);

export interface StartRow {
  name: string;
  /** Median milliseconds from spawn to the first healthy answer. */
  startMs: number;
  /** Resident memory after idling, MB. */
  rssMb: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => {
        resolve(port);
      });
    });
  });
}

const sleep = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Node's arguments for `script`: the options `npm run serve` gives node (for the bare hello too), then the script. */
function argsOf(script: string): string[] {
  const [node, ...args] = SERVE.split(/\s+/);
  if (node !== 'node' || args.at(-1) !== path.relative(ROOT, SERVER)) throw new Error(`unexpected serve script: ${SERVE}`);
  return [...args.slice(0, -1), script];
}

/** Starts `script`; answers once /api/health says 200, with the milliseconds it took. */
async function startAndTime(script: string, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; ms: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, argsOf(script), {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} stopped with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, ms: performance.now() - started };
    await sleep(5);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median start time over STARTS starts; the memory of the last after IDLE_SECONDS. */
async function measure(name: string, script: string, env: NodeJS.ProcessEnv): Promise<StartRow> {
  const times: number[] = [];
  let rss = 0;
  for (let i = 0; i < STARTS; i++) {
    const { child, ms } = await startAndTime(script, env);
    times.push(ms);
    if (i === STARTS - 1) {
      await sleep(IDLE_SECONDS * 1000);
      rss = rssMb(child.pid!);
    }
    await stop(child);
  }
  return { name, startMs: Math.round(median(times)), rssMb: rss };
}

export async function measureStart(): Promise<StartRow[]> {
  if (!fs.existsSync(SERVER)) spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-api.mjs')], { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-bench-start-'));
  // The embedded default as `npm start` has it (demo data, demo drivers); the first start creates it.
  const embedded = { DATA_DIR: dataDir, DATABASE_URL: '' };
  await stop((await startAndTime(SERVER, embedded)).child);
  const rows = [
    await measure('bare Fastify hello (baseline)', BARE, {}),
    await measure('API on an existing embedded database', SERVER, embedded),
  ];
  if (process.env.DATABASE_URL) {
    // A scratch database on that server, migrated and seeded like the embedded one, dropped after.
    const scratch = await openScratchPostgres(process.env.DATABASE_URL, 'vozka_bench_start', 1);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${scratch.name}`;
    const postgres = { DATA_DIR: dataDir, DATABASE_URL: url.toString(), DEMO_SEED: '1' };
    try {
      await stop((await startAndTime(SERVER, postgres)).child);
      rows.push(await measure('API on PostgreSQL (DATABASE_URL)', SERVER, postgres));
    } finally {
      await scratch.drop().catch(() => undefined);
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  return rows;
}
