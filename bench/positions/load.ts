import http from 'node:http';

export interface LoadResult {
  sent: number;
  byStatus: Map<number | string, number>;
  latencies: number[];
  seconds: number;
}

/**
 * Every driver posts its position once per `intervalMs`, the drivers spread evenly over the interval (the
 * open model: a post is sent when due, whether earlier ones have answered or not), for `seconds`.
 */
export async function runLoad(
  base: string,
  drivers: { id: number; token: string }[],
  intervalMs: number,
  seconds: number,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const url = new URL('/api/drivers/me/position', base);
  const result: LoadResult = { sent: 0, byStatus: new Map(), latencies: [], seconds };
  const count = (key: number | string) => result.byStatus.set(key, (result.byStatus.get(key) ?? 0) + 1);
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
    result.sent++;
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
            result.latencies.push(performance.now() - started);
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
  const end = start + seconds * 1000;
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
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
