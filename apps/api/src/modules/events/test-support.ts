import http from 'node:http';

export interface ReceivedEvent {
  event: string;
  data: unknown;
}

/**
 * Reads a text/event-stream given chunk by chunk (the answer's chunks as they come): `onEvent(name, data)`
 * for each event with a name and data, `data` as sent (JSON in this API's streams).
 */
export function sseReader(onEvent: (name: string, data: string) => void): (chunk: string) => void {
  let buffer = '';
  return (chunk) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (name && data !== undefined) onEvent(name, data);
    }
  };
}

/**
 * A minimal EventSource for tests: connects to `url` with the given headers, collects the events, and
 * `waitFor` resolves with the first event matching a predicate (rejecting after `timeoutMs`).
 */
export async function listen(url: string, headers: Record<string, string> = {}) {
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  const read = sseReader((event, data) => events.push({ event, data: JSON.parse(data) }));
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, resolve);
    req.on('error', reject);
  });
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    read(chunk);
    for (const w of waiters) w();
  });
  response.on('error', () => undefined);
  return {
    status: response.statusCode,
    headers: response.headers,
    events,
    waitFor(match: (e: ReceivedEvent) => boolean, timeoutMs = 10_000): Promise<ReceivedEvent> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    /** Calls back when the server ends the stream. */
    onEnd(callback: () => void) {
      if (response.complete || response.destroyed) {
        callback();
        return;
      }
      response.once('close', callback);
    },
    close() {
      response.destroy();
    },
  };
}
export type Listening = Awaited<ReturnType<typeof listen>>;
