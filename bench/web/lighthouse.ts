import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo.ts';
import { DIST, PUBLIC_PAGES, pageWeight } from './initial-js.ts';

/**
 * Lighthouse's mobile preset (its default: a mid-range phone, simulated slow 4G and 4× CPU slowdown) on the
 * sign-in page and the public booking page — the ride's transport contract, /my-drive/{secret}, the page the
 * booking e-mail links to — of the built portal as `npm start` serves it (the production server with the
 * precompressed assets, a fresh embedded database with the demo data), in the Debian chromium. Prints the
 * performance score and LCP, the median of LIGHTHOUSE_RUNS runs (3). Issue 18: ≥ 95 and LCP ≤ 2.0 s.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'apps/api/dist/server.js');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FIRST_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4180);

/** The first port from FIRST_PORT on that nothing listens on (the machine runs other servers too). */
async function freePort(): Promise<number> {
  for (let port = FIRST_PORT; port < FIRST_PORT + 50; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '0.0.0.0', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${FIRST_PORT}`);
}
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const run = promisify(execFile);

interface Measure {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
}

/** The production server on a fresh embedded database with the demo data; `stop` ends its process group. */
async function startServer(): Promise<{ base: string; stop: () => void }> {
  if (!fs.existsSync(path.join(DIST, 'index.html')) || !fs.existsSync(SERVER)) throw new Error('no build: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-lighthouse-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    DEMO_SEED: '1',
  };
  const server: ChildProcess = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 600; i += 1) {
    if (server.exitCode !== null) break;
    if (
      await fetch(`${base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`the server did not get ready on ${base}`);
}

/** The transport contract of a demo ride: its secret, read as the demo admin. */
async function bookingPath(base: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.vozka.cz', password: DEMO_PASSWORD }),
  });
  const headers = { authorization: `Bearer ${await login.text()}` };
  // The demo data may still be coming in when the server is ready.
  let rides: { id: number }[] = [];
  for (let i = 0; i < 100 && rides.length === 0; i += 1) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 300));
    const answer = await fetch(`${base}/api/orders?size=1`, { headers });
    rides = answer.ok ? ((await answer.json()) as { objects: { id: number }[] }).objects : [];
  }
  if (rides.length === 0) throw new Error('the demo data has no ride');
  const ride = (await (await fetch(`${base}/api/orders/${rides[0]!.id}`, { headers })).json()) as { secretIdent: string };
  return `/my-drive/${ride.secretIdent}`;
}

async function lighthouse(url: string): Promise<Measure> {
  const bin = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
  const { stdout } = await run(
    process.execPath,
    [
      bin,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      '--chrome-flags=--headless=new --no-sandbox',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 256 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function lighthouseReport(): Promise<string> {
  const load = os.loadavg()[0]!.toFixed(1);
  const { base, stop } = await startServer();
  const rows: string[] = [];
  try {
    const pages = [
      { name: 'sign-in', path: '/auth/login', module: PUBLIC_PAGES['sign-in (/auth/login)']! },
      {
        name: 'booking (transport contract)',
        path: await bookingPath(base),
        module: PUBLIC_PAGES['booking: transport contract (/my-drive/:id)']!,
      },
    ];
    for (const page of pages) {
      const runs: Measure[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouse(base + page.path));
      const m = {
        score: median(runs.map((r) => r.score)),
        lcp: median(runs.map((r) => r.lcp)),
        fcp: median(runs.map((r) => r.fcp)),
        tbt: median(runs.map((r) => r.tbt)),
      };
      const js = pageWeight(page.module);
      const row = `| ${page.name} | ${m.score} | ${seconds(m.lcp)} | ${seconds(m.fcp)} | ${Math.round(m.tbt)} ms | ${(js.gzip / 1000).toFixed(1)} kB (${js.files.length} chunks) | ${runs.map((r) => r.score).join(', ')} |`;
      console.log(row);
      rows.push(row);
    }
  } finally {
    stop();
  }
  const chromium = (await run(CHROMIUM, ['--version'])).stdout.trim();
  return [
    '## Web: Lighthouse mobile (issue 18 §1)',
    '',
    `Lighthouse 12 mobile preset (simulated slow 4G, 4× CPU slowdown) against the production server; ${chromium}; median of ${RUNS} runs; load average ${load} on ${os.cpus().length} cores at the start (Lighthouse scales the CPU time it observes, so a busy machine scores lower).`,
    'Goal: performance ≥ 95 and LCP ≤ 2.0 s on both pages.',
    '',
    '| page | performance | LCP | FCP | TBT | initial JS (gzip) | scores of the runs |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
  ].join('\n');
}

if (import.meta.filename === process.argv[1]) console.log(await lighthouseReport());
