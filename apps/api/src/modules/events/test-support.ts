import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../../app.ts';
import { openPostgres, type Database } from '../../db/client.ts';
import { PUBLIC_URL, type TestApp } from '../../test/test-app.ts';

export interface ReceivedEvent {
  event: string;
  data: unknown;
  /** The event's `id:` (replayable events), if it had one. */
  id?: number;
}

/**
 * Reads a text/event-stream given chunk by chunk (the answer's chunks as they come): `onEvent(name, data)`
 * for each event with a name and data, `data` as sent (JSON in this API's streams).
 */
export function sseReader(onEvent: (name: string, data: string, id: number | undefined) => void): (chunk: string) => void {
  let buffer = '';
  return (chunk) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      const id = /^id: (\d+)$/m.exec(block)?.[1];
      if (name && data !== undefined) onEvent(name, data, id === undefined ? undefined : Number(id));
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
  const read = sseReader((event, data, id) => events.push({ event, data: JSON.parse(data), ...(id === undefined ? {} : { id }) }));
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

/**
 * A second API instance on the database of `a`, on the same clock, listening on a port: on PostgreSQL
 * with its own pool and LISTEN connection; on PGlite on the same embedded database (one process). It
 * runs no jobs (A's are A's test's). `close()` closes it (and its pool), not A's database.
 */
export async function startSecondInstance(a: TestApp, options: { eventStreamMs?: number } = {}) {
  let database: Database = a.database;
  if (a.database.kind === 'postgres') {
    const url = (a.database.db as unknown as { $client: pg.Pool & { options: pg.PoolConfig } }).$client.options.connectionString!;
    database = await openPostgres(url, { max: 2 });
  }
  const app: FastifyInstance = await buildApp({
    config: { publicUrl: PUBLIC_URL, logLevel: 'silent', webDist: '/nonexistent', trustProxy: false },
    database,
    mailer: { send: () => Promise.resolve(), close: () => undefined },
    events: { streamLifetimeMs: options.eventStreamMs ?? 0 },
    jobs: { workers: false },
    clock: a.clock,
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    base,
    async close() {
      await app.close();
      if (database !== a.database) await database.close();
    },
  };
}
