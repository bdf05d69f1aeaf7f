import autocannon from 'autocannon';
import pg from 'pg';
import type { Statement } from './database.ts';

export const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;

/** Runs `once` one call at a time for `seconds` (at least 5 calls, at most `max`); answers sorted durations in ms. */
export async function sequential(once: () => Promise<void>, seconds: number, max: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (times.length < 5 || (performance.now() < until && times.length < max)) {
    const t = performance.now();
    await once();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}
export const NO_LOAD: LoadResult = { rps: NaN, p50: NaN, p99: NaN, failures: 0 };

/**
 * autocannon with `connections` for `seconds`, in a worker thread of its own (BENCH_CLIENT=main: in this
 * thread): the client's reading of the answers (about 100 kB each) is not the server's work, and in this
 * thread it ran in the app's event loop, between its requests. Percentiles from autocannon's histogram of
 * every response's latency.
 */
export async function loadTest(url: string, token: string, seconds: number, connections: number): Promise<LoadResult> {
  const inWorker = process.env.BENCH_CLIENT !== 'main';
  const result = await autocannon({
    url,
    headers: { authorization: `Bearer ${token}` },
    connections,
    duration: seconds,
    ...(inWorker ? { workers: 1 } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.non2xx + result.timeouts,
  };
}

/**
 * The bare baseline under load: `clients` callers, each on a connection of its own (a pg Pool of `clients`; on
 * PGlite the one connection through `run`), running `statements` one after another as a request does, for
 * `seconds`. Answers requests (statement sets) per second and their p50/p99.
 */
export async function bareLoad(
  target: { url: string } | { run: (text: string, params: unknown[]) => Promise<unknown> },
  statements: Statement[],
  seconds: number,
  clients: number,
): Promise<LoadResult> {
  const pool = 'url' in target ? new pg.Pool({ connectionString: target.url, max: clients }) : null;
  const run = pool
    ? (text: string, params: unknown[]) => pool.query(text, params)
    : (target as { run: (t: string, p: unknown[]) => Promise<unknown> }).run;
  try {
    if (pool) await Promise.all(Array.from({ length: clients }, () => pool.query('select 1'))); // all connections open first
    const times: number[] = [];
    const started = performance.now();
    const until = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < until) {
          const t = performance.now();
          for (const st of statements) await run(st.text, st.params);
          times.push(performance.now() - t);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    return { rps: times.length / elapsed, p50: percentile(times, 0.5), p99: percentile(times, 0.99), failures: 0 };
  } finally {
    await pool?.end();
  }
}
