import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { z } from 'zod';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { buildApp } from '../../apps/api/src/app.ts';
import { fileMailer } from '../../apps/api/src/adapters/mail/mailer.ts';
import { securityHeaderSetter } from '../../apps/api/src/plugins/security-headers.ts';

/**
 * The API's own cost per request: requests/s of a trivial route inside the whole app (every hook, the
 * security headers, the production logger, zod validation and serialization) and of `/api/health`,
 * each as a ratio of a bare Fastify hello (no logger, no hooks) measured in the same run. Rounds
 * alternate baseline and app and the median ratio is reported: the machine may be shared.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 10;
const WORKER_CLIENT = process.env.BENCH_CLIENT === 'worker';

export interface ThroughputRow {
  name: string;
  /** Median requests/s over the rounds. */
  rps: number;
  /** Median of the per-round ratios to the bare hello. */
  ratio: number;
}

async function load(url: string): Promise<number> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...(WORKER_CLIENT ? { workers: 1 } : {}) });
  if (r.errors + r.non2xx > 0) throw new Error(`${url}: ${r.errors + r.non2xx} failed requests`);
  return r.requests.average;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A logger destination that drops the lines: the cost of making them counts, not the terminal's. */
const discard = new Writable({
  write(_chunk, _encoding, done) {
    done();
  },
});

export async function measureThroughput(): Promise<{ database: string; rows: ThroughputRow[] }> {
  const bare = Fastify({ logger: false });
  bare.get('/hello', () => ({ hello: 'world' }));
  // The same hello with the headers every API answer carries (a request id, the security headers of data,
  // `no-store`) and nothing else of the app: what of the gap is the answer's headers (decision 0052).
  const headers = securityHeaderSetter({ https: false, stripe: false, mapTiles: '' });
  bare.get('/hello-headers', (_request, reply) => {
    reply.raw.setHeader('x-request-id', randomUUID());
    headers.arrived(reply.raw);
    void reply.header('cache-control', 'no-store');
    return { hello: 'world' };
  });
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-bench-overhead-'));
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await database.migrate();
  // Production settings (config.ts with NODE_ENV=production): info level into a discarding stream, no request
  // log lines, answers serialized by the compiled serializers alone.
  const app = await buildApp({
    config: {
      publicUrl: 'http://127.0.0.1',
      logLevel: 'info',
      webDist: '/nonexistent',
      trustProxy: false,
      requestLog: 'off',
      checkResponses: false,
    },
    logStream: discard,
    database,
    mailer: fileMailer({ dir: path.join(dataDir, 'mail'), from: 'bench@vozka', logger: { info: () => undefined } }),
    jobs: { workers: false },
  });
  app.get(
    '/api/bench/trivial',
    {
      config: { access: 'public' },
      schema: { response: { 200: z.object({ hello: z.string() }) } },
    },
    () => ({ hello: 'world' }),
  );
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const scenarios = [
    { name: 'trivial API route (all hooks, zod schema)', url: `${appUrl}/api/bench/trivial` },
    { name: "bare Fastify hello with the API answer's headers", url: `${bareUrl}/hello-headers` },
    { name: 'GET /api/health (adds a database ping)', url: `${appUrl}/api/health` },
  ];
  const rps = new Map<string, number[]>(scenarios.map((s) => [s.name, []]));
  const ratios = new Map<string, number[]>(scenarios.map((s) => [s.name, []]));
  const bareRps: number[] = [];
  await load(`${bareUrl}/hello`); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const s of scenarios) {
      const base = await load(`${bareUrl}/hello`);
      const own = await load(s.url);
      bareRps.push(base);
      rps.get(s.name)!.push(own);
      ratios.get(s.name)!.push(own / base);
    }
  }
  await app.close();
  await bare.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    database: database.kind,
    rows: [
      { name: 'bare Fastify hello (baseline)', rps: median(bareRps), ratio: 1 },
      ...scenarios.map((s) => ({ name: s.name, rps: median(rps.get(s.name)!), ratio: median(ratios.get(s.name)!) })),
    ],
  };
}
