import http from 'node:http';

/** SSE listeners of `GET /api/events` that measure how long each `driver.position` took to arrive. */
export function startListeners(base: string, tokens: string[]) {
  const delays: number[] = [];
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
              let buffer = '';
              res.on('data', (chunk: string) => {
                buffer += chunk;
                let end: number;
                while ((end = buffer.indexOf('\n\n')) >= 0) {
                  const block = buffer.slice(0, end);
                  buffer = buffer.slice(end + 2);
                  if (!block.startsWith('event: driver.position')) continue;
                  const data = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { updatedAt: string };
                  received++;
                  delays.push(Date.now() - Date.parse(data.updatedAt));
                }
              });
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
    close() {
      for (const r of requests) r.destroy();
      agent.destroy();
    },
  };
}
