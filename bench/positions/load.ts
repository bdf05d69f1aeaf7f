import http from 'node:http';

export interface LoadResult {
  sent: number;
  byStatus: Map<number | string, number>;
  latencies: number[];
  seconds: number;
  /** The posts sent during the warm-up: not in the figures above. */
  warmup: { sent: number; byStatus: Map<number | string, number>; latencies: number[] };
}

/**
 * Every driver posts its position once per `intervalMs`, the drivers spread evenly over the interval (the
 * open model: a post is sent when due, whether earlier ones have answered or not), for `warmupSeconds` and
 * then `seconds`. The figures are of the posts sent after the warm-up (a server that just started reads
 * every driver's session once and compiles its hot paths: that is what the warm-up's own figures show);
 * `onMeasure` runs when the warm-up ends.
 */
export async function runLoad(
  base: string,
  drivers: { id: number; token: string }[],
  intervalMs: number,
  seconds: number,
  warmupSeconds = 0,
  onMeasure: () => void = () => undefined,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const url = new URL('/api/drivers/me/position', base);
  const result: LoadResult = {
    sent: 0,
    byStatus: new Map(),
    latencies: [],
    seconds,
    warmup: { sent: 0, byStatus: new Map(), latencies: [] },
  };
  let measuring = warmupSeconds <= 0;
  if (measuring) onMeasure();
  const inflight = new Set<Promise<void>>();
  const post = (driver: { token: string }, i: number) => {
    const body = JSON.stringify({
      latitude: 50.0 + ((i * 37) % 200) / 1000,
      longitude: 14.3 + ((i * 53) % 300) / 1000,
      heading: (i * 7) % 360,
      speed: 30,
      recordedAt: new Date().toISOString(),
    });
    const started = performance.now();
    const into = measuring ? result : result.warmup;
    const count = (key: number | string) => into.byStatus.set(key, (into.byStatus.get(key) ?? 0) + 1);
    into.sent++;
    const p = new Promise<void>((resolve) => {
      const req = http.request(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            authorization: `Bearer ${driver.token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            into.latencies.push(performance.now() - started);
            count(res.statusCode ?? 0);
            resolve();
          });
        },
      );
      req.on('error', (err) => {
        count(err.message);
        resolve();
      });
      req.end(body);
    });
    inflight.add(p);
    void p.then(() => inflight.delete(p));
  };
  const start = performance.now();
  const measureAt = start + warmupSeconds * 1000;
  const end = measureAt + seconds * 1000;
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      if (!measuring && now >= measureAt) {
        measuring = true;
        onMeasure();
      }
      // the posts due by now: driver k of round r is due at start + r × interval + k × interval / N
      const due = Math.floor(((now - start) / intervalMs) * drivers.length);
      while (next <= due && start + (next / drivers.length) * intervalMs < end) {
        post(drivers[next % drivers.length]!, next);
        next++;
      }
      if (now >= end) return resolve();
      setTimeout(tick, 5);
    };
    tick();
  });
  await Promise.all(inflight);
  agent.destroy();
  return result;
}
