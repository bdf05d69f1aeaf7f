import { setMaxListeners } from 'node:events';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../../db/client.ts';
import { executorOf } from './sql-executor.ts';
import { counters } from '../../shared/counters.ts';

/** The schema pg-boss keeps its tables in. */
export const JOBS_SCHEMA = 'pgboss';

/** A kind of job: its queue, its retry policy and the handler that runs it (once per job, on any instance). */
export interface JobDefinition<T extends object> {
  name: string;
  handle(data: T, job: JobInfo): Promise<void>;
  /** Retries after a failure (default: RETRY below). */
  retryLimit?: number;
  /** A cron expression (Europe/Prague) when the job runs on a schedule. */
  cron?: string;
  /** Handlers of this queue running at once on one instance (default 2). */
  concurrency?: number;
}

/**
 * A job that runs on a schedule (cron, Europe/Prague) and carries no data: one handler at a time on an
 * instance, three retries; pg-boss runs each scheduled time once across the instances.
 */
export function scheduledJob(name: string, cron: string, handle: () => Promise<void>): JobDefinition<object> {
  return { name, cron, retryLimit: 3, concurrency: 1, handle };
}

export interface JobInfo {
  id: string;
  /** 0 on the first run. */
  retryCount: number;
  retryLimit: number;
  /** True when a failure of this run is the last: the queue gives the job up. */
  lastTry: boolean;
}

/**
 * Retries: the first within 15–30 s, then doubling (with jitter) — 11 retries span about a day
 * (15 s · 2^12 · ~1.5 ≈ 25 h) before the job ends FAILED.
 */
export const RETRY = { limit: 11, delaySeconds: 15 } as const;

export interface JobQueueOptions {
  /** Run the handlers here (default true). Tests turn them off and call `drain()`. */
  workers?: boolean;
  /** How often an idle worker asks for work (default 1 s; pg-boss allows ≥ 0.5 s). */
  pollingSeconds?: number;
  /** Seconds before the first retry (default RETRY.delaySeconds); tests shorten it. */
  retryDelaySeconds?: number;
  /** Retries of every queue (default: each definition's, else RETRY.limit); tests lower it. */
  retryLimit?: number;
  /** Archive and purge finished jobs, expire stuck ones (default true). */
  maintenance?: boolean;
  /**
   * How long `stop()` lets running handlers finish (default 10 s); a job still running then is handed back
   * (failed with "handed back", so another instance retries it) and the queue stops without it.
   */
  stopTimeoutMs?: number;
}

interface Logger {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface JobQueue {
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Enqueues in `db` — pass the transaction of the change that causes the job. */
  send(
    db: Db,
    name: string,
    data: object,
    options?: Pick<PgBoss.SendOptions, 'startAfter' | 'singletonKey' | 'id'>,
  ): Promise<string | null>;
  /** Cancels jobs that have not started (e.g. a ride's reminders when its time moves). */
  cancel(name: string, ids: string[]): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Whether the queue is started and its tables answer (the readiness probe). */
  healthy(): Promise<boolean>;
  /**
   * Runs every job that is due now, in this process, until none is left (tests; a CLI): the handlers and
   * the queue's bookkeeping are the workers' own. Answers how many jobs ran.
   */
  drain(names?: string[]): Promise<number>;
  readonly boss: PgBoss;
}

/**
 * Installs (or updates) pg-boss's tables in `database` without starting anything: the test template has
 * them, so each test file's copy starts its queue at once.
 */
export async function installJobSchema(database: Database): Promise<void> {
  const boss = new PgBoss({ db: database.executor, schema: JOBS_SCHEMA, migrate: true, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/** pg-boss over the app's own database: PGlite embedded, or the PostgreSQL pool (docs/decisions/0026). */
export function createJobQueue(database: Database, logger: Logger, options: JobQueueOptions = {}): JobQueue {
  const maintenance = options.maintenance ?? true;
  const boss = new PgBoss({
    db: database.executor,
    schema: JOBS_SCHEMA,
    migrate: true,
    supervise: maintenance,
    schedule: options.workers !== false,
    // The queue's clock is the database's; cron in the company's time zone.
    cronWorkerIntervalSeconds: 30,
  });
  boss.on('error', (err: unknown) => {
    logger.error({ err }, 'job queue error');
  });
  const definitions = new Map<string, JobDefinition<object>>();
  let started = false;
  /**
   * While `start` runs: settles once every queue exists. A job sent meanwhile waits for it (the server starts
   * the queue after it listens: on a new database a request could otherwise name a queue not yet created).
   */
  let queuesReady: Promise<void> | null = null;
  let starting: Promise<void> | null = null;
  /** The worker loops running now, and how to wake the idle ones when the queue stops. */
  let loops: Promise<void>[] = [];
  let wakeUp = new AbortController();
  /** The jobs whose handlers run now: id → queue. */
  const running = new Map<string, string>();

  async function run(definition: JobDefinition<object>, job: PgBoss.JobWithMetadata) {
    const { retryCount, retryLimit } = job;
    await definition.handle(job.data, { id: job.id, retryCount, retryLimit, lastTry: retryCount >= retryLimit });
  }

  /** The database's clock: pg-boss compares a job's start with the database's `now()`, not this process's. */
  async function databaseNow(): Promise<Date> {
    const { rows } = await database.executor.executeSql('select now() as now', []);
    return new Date((rows[0] as { now: Date | string }).now);
  }

  /**
   * Whether a job of `names` that was due when a drain round began may have been missed by its fetch. pg-boss
   * fetches the jobs whose start is before the database's `now()`, and PGlite's clock counts whole
   * milliseconds: a job sent in the same millisecond as the fetch is not fetched yet (a drain right after a
   * send found nothing about once in ten runs). Such a job starts at or after the round's own start (`since`,
   * less a millisecond), so the drain goes round again; a job due before that was there for the fetch, and one
   * a policy holds stops counting once a later round begins. (Until 2026-11-29 the window was "the last 5 ms"
   * at the time of this check, which a loaded machine could outlast between the fetch and the check.)
   */
  async function missedSince(names: string[], since: Date): Promise<boolean> {
    const { rows } = await database.executor.executeSql(
      `select 1 from ${JOBS_SCHEMA}.job where name = any($1::text[]) and state in ('created', 'retry')
         and start_after <= now() and start_after >= $2::timestamptz - interval '1 millisecond' limit 1`,
      [names, since.toISOString()],
    );
    return rows.length > 0;
  }

  /** Fetches one job of `definition`, runs it and records the outcome; answers whether there was one. */
  async function runNext(definition: JobDefinition<object>): Promise<boolean> {
    const [job] = await boss.fetch<object>(definition.name, { includeMetadata: true, batchSize: 1 });
    if (!job) return false;
    running.set(job.id, definition.name);
    try {
      await run(definition, job);
      if (running.has(job.id)) await boss.complete(definition.name, job.id);
    } catch (err) {
      logger.warn({ err, job: definition.name }, 'job failed');
      counters.jobFailures.inc(definition.name);
      if (running.has(job.id)) await boss.fail(definition.name, job.id, { message: err instanceof Error ? err.message : String(err) });
    } finally {
      running.delete(job.id);
    }
    return true;
  }

  /**
   * One worker: takes the next job as soon as one is done, and waits `pollingSeconds` only when the queue is
   * empty (pg-boss's own `work()` waits its polling interval after every fetch, which caps a worker at one
   * job a second: docs/decisions/0026).
   */
  async function workLoop(definition: JobDefinition<object>) {
    const idleMs = (options.pollingSeconds ?? 1) * 1000;
    while (started) {
      let busy = false;
      try {
        busy = await runNext(definition);
      } catch (err) {
        logger.error({ err, job: definition.name }, 'job queue fetch failed');
      }
      if (!busy) await sleep(idleMs, wakeUp.signal);
    }
  }

  return {
    boss,
    define(definition) {
      if (started) throw new Error(`job ${definition.name} defined after the queue started`);
      definitions.set(definition.name, definition);
    },
    async send(db, name, data, sendOptions = {}) {
      if (queuesReady) await queuesReady;
      return boss.send(name, data, { ...sendOptions, db: executorOf(db) });
    },
    async cancel(name, ids) {
      if (ids.length > 0) await boss.cancel(name, ids);
    },
    start() {
      starting ??= startQueue();
      return starting;
    },
    async stop() {
      // A stop while the queue starts (SIGTERM right after the start) waits for the start, then stops it.
      if (starting) await starting.catch(() => undefined);
      await stopQueue();
    },
    async healthy() {
      if (!started) return false;
      try {
        await database.executor.executeSql(`select 1 from ${JOBS_SCHEMA}.version limit 1`);
        return true;
      } catch {
        return false;
      }
    },
    async drain(names) {
      let ran = 0;
      for (;;) {
        const roundStart = await databaseNow();
        let round = 0;
        for (const d of definitions.values()) {
          if (names && !names.includes(d.name)) continue;
          if (await runNext(d)) round++;
        }
        ran += round;
        if (round === 0 && !(await missedSince(names ?? [...definitions.keys()], roundStart))) return ran;
      }
    },
  };

  async function startQueue(): Promise<void> {
    let queuesCreated!: () => void;
    queuesReady = new Promise<void>((resolve) => {
      queuesCreated = resolve;
    });
    try {
      await createQueues();
    } finally {
      // A failed start fails the server's start; sends go on to pg-boss's own answer.
      queuesCreated();
      queuesReady = null;
    }
    started = true;
    wakeUp = new AbortController();
    // Every idle worker listens to it.
    setMaxListeners(0, wakeUp.signal);
    if (options.workers === false) return;
    loops = [...definitions.values()].flatMap((d) => Array.from({ length: d.concurrency ?? 2 }, () => workLoop(d)));
  }

  /**
   * Every defined queue with its policy, and each cron job's schedule. What the database already has as
   * wanted is left alone: a start on an existing database reads the queues and schedules once (two
   * statements) instead of reading and writing each queue (two statements a queue, about 25 a start).
   */
  async function createQueues(): Promise<void> {
    await boss.start();
    const queues = new Map((await boss.getQueues()).map((q) => [q.name, q]));
    // The rows of pg-boss's schedule table, which has the time zone its type leaves out.
    const schedules = new Map((await boss.getSchedules()).map((s) => [s.name, s as PgBoss.Schedule & { timezone?: string }]));
    for (const d of definitions.values()) {
      const policy = {
        name: d.name,
        retryLimit: options.retryLimit ?? d.retryLimit ?? RETRY.limit,
        retryDelay: options.retryDelaySeconds ?? RETRY.delaySeconds,
        retryBackoff: true,
        expireInSeconds: 15 * 60,
      };
      const found = queues.get(d.name);
      if (!found) await boss.createQueue(d.name, policy);
      else if (!samePolicy(found, policy)) await boss.updateQueue(d.name, policy);
      const scheduled = schedules.get(d.name);
      if (d.cron && options.workers !== false && (scheduled?.cron !== d.cron || scheduled.timezone !== PRAGUE)) {
        await boss.schedule(d.name, d.cron, {}, { tz: PRAGUE });
      }
    }
  }

  async function stopQueue(): Promise<void> {
    if (!started) return;
    started = false;
    wakeUp.abort();
    const patience = new AbortController();
    await Promise.race([Promise.all(loops), sleep(options.stopTimeoutMs ?? 10_000, patience.signal)]);
    patience.abort();
    loops = [];
    // Handlers still running are handed back: failed now, the job is retried (on another instance)
    // after its retry delay instead of waiting out its 15-minute expiry.
    const left = [...running];
    running.clear();
    for (const [id, name] of left) {
      logger.warn({ job: name }, 'job still running at shutdown: handed back');
      await boss.fail(name, id, { message: 'handed back: the instance shut down' }).catch((err: unknown) => {
        logger.error({ err, job: name }, 'job could not be handed back; it runs again after its expiry');
      });
    }
    await boss.stop({ graceful: true, wait: true, close: false, timeout: 1000 });
  }
}

/** The time zone of the cron schedules: the company's. */
const PRAGUE = 'Europe/Prague';

/** Whether a queue as the database has it carries `policy` (the fields createQueues sets). */
function samePolicy(
  found: Pick<PgBoss.Queue, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'>,
  policy: { retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds: number },
): boolean {
  return (
    found.retryLimit === policy.retryLimit &&
    found.retryDelay === policy.retryDelay &&
    found.retryBackoff === policy.retryBackoff &&
    found.expireInSeconds === policy.expireInSeconds
  );
}

/** Waits `ms`, or less when `signal` aborts. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve();
      return;
    }
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}
