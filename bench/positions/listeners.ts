import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import http from 'node:http';
import { sseReader } from '../../apps/api/src/modules/events/test-support.ts';

/** SSE listeners of `GET /api/events` that measure how long each `driver.position` took to arrive. */
export function startListeners(base: string, tokens: string[]) {
  const delays: number[] = [];
  /** Positions recorded before this (epoch ms: the warm-up's) count as received but not in `delays`. */
  let measureFrom = 0;
  let received = 0;
  let connected = 0;
  const requests: http.ClientRequest[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: tokens.length + 1 });
  const ready = Promise.all(
    tokens.map(
      (token) =>
        new Promise<void>((resolve, reject) => {
          const req = http.get(
            `${base}/api/events`,
            { agent, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
            (res) => {
              if (res.statusCode !== 200) return reject(new Error(`events: ${res.statusCode}`));
              connected++;
              resolve();
              res.setEncoding('utf8');
              res.on(
                'data',
                sseReader((event, data) => {
                  if (event !== 'driver.position') return;
                  received++;
                  const at = Date.parse((JSON.parse(data) as { updatedAt: string }).updatedAt);
                  if (at >= measureFrom) delays.push(Date.now() - at);
                }),
              );
              res.on('error', () => undefined);
            },
          );
          req.on('error', reject);
          requests.push(req);
        }),
    ),
  );
  return {
    ready,
    get connected() {
      return connected;
    },
    get received() {
      return received;
    },
    delays,
    /** Counts delays of the positions recorded from `epochMs` on. */
    measureFrom(epochMs: number) {
      measureFrom = epochMs;
    },
    close() {
      for (const r of requests) r.destroy();
      agent.destroy();
    },
  };
}

/**
 * The same listeners on a thread of their own (`BENCH_LISTENERS_THREAD=0` keeps them on the load
 * generator's): parsing every position for 100 screens is tens of thousands of events a second, and on the
 * generator's event loop it would delay the posts it times. `close()` answers what they heard.
 */
export async function startListenersThread(base: string, tokens: string[]) {
  const worker = new Worker(new URL('./listeners-thread.mjs', import.meta.url), { workerData: { base, tokens } });
  const first = await new Promise<{ connected: number } | { error: string }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  if ('error' in first) throw new Error(first.error);
  return {
    connected: first.connected,
    measureFrom(epochMs: number) {
      worker.postMessage({ measureFrom: epochMs });
    },
    async close(): Promise<{ received: number; delays: number[] }> {
      const heard = new Promise<{ received: number; delays: Float64Array }>((resolve) => worker.once('message', resolve));
      worker.postMessage({ close: true });
      const { received, delays } = await heard;
      await worker.terminate();
      return { received, delays: Array.from(delays) };
    },
  };
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  const { base, tokens } = workerData as { base: string; tokens: string[] };
  const listeners = startListeners(base, tokens);
  listeners.ready.then(
    () => port.postMessage({ connected: listeners.connected }),
    (err: unknown) => port.postMessage({ error: String(err) }),
  );
  port.on('message', (m: { measureFrom?: number; close?: boolean }) => {
    if (m.measureFrom !== undefined) listeners.measureFrom(m.measureFrom);
    if (m.close) {
      listeners.close();
      const delays = Float64Array.from(listeners.delays);
      port.postMessage({ received: listeners.received, delays }, [delays.buffer]);
    }
  });
}
