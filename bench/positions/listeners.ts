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
