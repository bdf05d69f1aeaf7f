import autocannon from 'autocannon';

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
  p95: number;
  p99: number;
  failures: number;
}
export const NO_LOAD: LoadResult = { rps: NaN, p50: NaN, p95: NaN, p99: NaN, failures: 0 };

/** autocannon with 10 connections for `seconds`; percentiles from every response's own latency. */
export async function loadTest(url: string, token: string, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers: { authorization: `Bearer ${token}` }, connections: 10, duration: seconds }, (err, res) =>
      err ? reject(err as Error) : resolve(res),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    failures: result.errors + result.non2xx + result.timeouts,
  };
}
