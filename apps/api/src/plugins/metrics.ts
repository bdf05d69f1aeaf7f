import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { JOBS_SCHEMA } from '../adapters/jobs/queue.ts';
import { AppError } from '../shared/errors.ts';
import { counters } from '../shared/counters.ts';
import type { StreamGate } from '../shared/stream-gate.ts';

/** Latency buckets (seconds): most API answers take milliseconds; exports and reports take seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A scrape waits this long for the queue's counts; a slower database leaves them out of that scrape. */
const QUEUE_QUERY_TIMEOUT_MS = 2000;

export interface MetricsDeps {
  /** METRICS_TOKEN: the bearer token a scraper sends; undefined turns `/metrics` off (404). */
  token: string | undefined;
  database: Database;
  streams: StreamGate;
}

/** Whether `header` is `Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * `GET /metrics` in Prometheus's text format (docs/operations.md "What to watch"), for a scraper with
 * `Authorization: Bearer $METRICS_TOKEN`: requests and their latency by route pattern, open event streams,
 * the job queue, the database pool, GPS fixes and Node's own process metrics. Off (404) without a token,
 * and then nothing is measured either.
 */
export async function registerMetrics(app: FastifyInstance, deps: MetricsDeps): Promise<void> {
  const { token } = deps;
  const registry = token ? await measure(app, deps) : null;
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!token || !registry) throw new AppError(404, 'NOT_FOUND');
    if (!bearerMatches(request.headers.authorization, token)) throw new AppError(401, 'METRICS_TOKEN_INVALID');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/**
 * The metrics' registry, and what fills it. prom-client is loaded only when metrics are on: loading it took
 * about 12 ms of every start (issue 18 §5).
 */
async function measure(app: FastifyInstance, deps: MetricsDeps): Promise<Registry> {
  const { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } = await import('prom-client');
  const registry = new Registry();

  collectDefaultMetrics({ register: registry });
  new Counter({
    name: 'vozka_gps_fixes_total',
    help: 'GPS fixes accepted from drivers',
    registers: [registry],
    collect() {
      this.reset();
      for (const [, count] of counters.gpsFixes.entries()) this.inc(count);
    },
  });
  new Counter({
    name: 'vozka_job_failures_total',
    help: 'Job runs that failed, per queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [queue, count] of counters.jobFailures.entries()) this.inc({ queue }, count);
    },
  });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'vozka_http_requests_total', help: 'HTTP requests answered', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: 'vozka_http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the URL (ids and secrets in paths); a path no route answers is one label.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- typed as always there, but absent for a 404
    const route = request.routeOptions?.url ?? '(unmatched)';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  new Gauge({
    name: 'vozka_sse_streams_open',
    help: 'Server-sent event streams open on this instance, by kind (anonymous: tracking pages; user: signed in)',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      const open = deps.streams.counts();
      this.set({ kind: 'anonymous' }, open.anonymous);
      this.set({ kind: 'user' }, open.users);
    },
  });

  new Gauge({
    name: 'vozka_jobs',
    help: 'Jobs by queue and state (created and retry: due and waiting; scheduled: due later; active: running; completed; failed: given up)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await queueCounts(deps.database).catch(() => []);
      for (const row of rows) this.set({ queue: row.name, state: row.state }, Number(row.count));
    },
  });

  if (deps.database.kind === 'postgres') {
    // Drizzle keeps the driver's client: the node-postgres pool.
    const pool = (deps.database.db as unknown as { $client: pg.Pool & { options: pg.PoolConfig } }).$client;
    new Gauge({
      name: 'vozka_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total open, idle, waiting: queries waiting for a connection, max: the limit)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
        this.set({ state: 'max' }, pool.options.max);
      },
    });
  }
  return registry;
}

/** The queue's jobs counted by queue and state (pg-boss's job table), within QUEUE_QUERY_TIMEOUT_MS. */
async function queueCounts(database: Database): Promise<{ name: string; state: string; count: number | string }[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error('timeout'));
    }, QUEUE_QUERY_TIMEOUT_MS).unref();
  });
  try {
    const result = await Promise.race([
      // A job waiting for its time (a ride's reminder, a retry's delay) is `scheduled`, not queue depth.
      database.executor.executeSql(
        `select name, case when state in ('created', 'retry') and start_after > now() then 'scheduled' else state::text end as state,
           count(*)::int as count from ${JOBS_SCHEMA}.job group by 1, 2`,
      ),
      timeout,
    ]);
    return result.rows as { name: string; state: string; count: number }[];
  } finally {
    clearTimeout(timer);
  }
}
