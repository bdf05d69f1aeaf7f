import type { FastifyReply } from 'fastify';
import { EVENT_HEARTBEAT_MS, EVENT_RETRY_MS } from '@vozka/domain';

/** A slow client that lets this much pile up is dropped (it reconnects and refetches). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface SseOptions {
  /** The stream ends after this long (the browser reconnects); 0: the caller ends it after its first events. */
  lifetimeMs: number;
  heartbeatMs?: number;
}

export interface SseStream {
  /** `id`: the event's id, which the browser sends back as `Last-Event-ID` when it reconnects. */
  send(event: string, data: unknown, id?: number): void;
  /** Tells the browser how long to wait before it reconnects after this stream ends. */
  retry(ms: number): void;
  /** Resolves when the stream ends (the client left, the lifetime ran out, the server closes). */
  closed: Promise<void>;
  close(): void;
}

/**
 * Turns a request into a server-sent event stream (reply hijacked: Fastify sends nothing more). Writes
 * `retry:`, a `: ping` comment every 25 s, and ends after `lifetimeMs`.
 */
export function openSse(reply: FastifyReply, options: SseOptions): SseStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and similar proxies must pass events through at once.
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${EVENT_RETRY_MS}\n\n`);
  let done = false;
  let resolveClosed!: () => void;
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
  const heartbeat = setInterval(() => {
    write(': ping\n\n');
  }, options.heartbeatMs ?? EVENT_HEARTBEAT_MS);
  const lifetime =
    options.lifetimeMs > 0
      ? setTimeout(() => {
          close();
        }, options.lifetimeMs)
      : undefined;

  function close() {
    if (done) return;
    done = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    if (!raw.writableEnded) raw.end();
    resolveClosed();
  }
  function write(chunk: string) {
    if (done) return;
    if (raw.writableLength > MAX_BUFFERED_BYTES) {
      close();
      return;
    }
    // The events of one tick (a batch of positions) leave in one write, not a system call each.
    if (!corked) {
      corked = true;
      raw.cork();
      process.nextTick(uncork);
    }
    raw.write(chunk);
  }
  let corked = false;
  function uncork() {
    corked = false;
    raw.uncork();
  }
  raw.on('close', close);
  raw.on('error', close);
  return {
    send(event, data, id) {
      write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    retry(ms) {
      write(`retry: ${ms}\n\n`);
    },
    closed,
    close,
  };
}
