import type { FastifyReply } from 'fastify';
import { EVENT_HEARTBEAT_MS, EVENT_RETRY_MS } from '@vozka/domain';

/** A slow client that lets this much pile up is dropped (it reconnects and refetches). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * A stream writes at most once in this long: what follows a write sooner waits and leaves with the rest in
 * one system call (docs/performance.md "GPS ingest"). The first event after a quiet spell goes at once.
 */
export const SSE_FLUSH_MS = 250;

/** One event as the stream sends it; `id` is what the browser sends back as `Last-Event-ID`. */
export function sseEvent(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export interface SseOptions {
  /** The stream ends after this long (the browser reconnects); 0: the caller ends it after its first events. */
  lifetimeMs: number;
  heartbeatMs?: number;
  /** Default SSE_FLUSH_MS. */
  flushMs?: number;
}

export interface SseStream {
  /** `id`: the event's id, which the browser sends back as `Last-Event-ID` when it reconnects. */
  send(event: string, data: unknown, id?: number): void;
  /** Sends an event already made by `sseEvent` (one text for every stream that sends it). */
  sendText(text: string): void;
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
    clearTimeout(flushTimer);
    clearTimeout(lifetime);
    if (!raw.writableEnded) {
      if (pending.length > 0) raw.write(pending.join(''));
      raw.end();
    }
    resolveClosed();
  }
  /**
   * The events of one tick, or of the flush interval after a write, leave together: one string, one chunk
   * of the answer and one system call, however many events (a stream of every position gets hundreds
   * between two writes, each its own buffered chunk before).
   */
  function write(text: string) {
    if (done) return;
    if (raw.writableLength + pendingBytes > MAX_BUFFERED_BYTES) {
      close();
      return;
    }
    if (pending.length === 0) {
      const wait = lastFlush + flushMs - performance.now();
      if (wait > 0) flushTimer = setTimeout(flush, wait);
      else process.nextTick(flush);
    }
    pending.push(text);
    pendingBytes += text.length;
  }
  const flushMs = options.flushMs ?? SSE_FLUSH_MS;
  let pending: string[] = [];
  let pendingBytes = 0;
  let lastFlush = -Infinity;
  let flushTimer: NodeJS.Timeout | undefined;
  function flush() {
    if (done || pending.length === 0) return;
    lastFlush = performance.now();
    const text = pending.length === 1 ? pending[0]! : pending.join('');
    pending = [];
    pendingBytes = 0;
    raw.write(text);
  }
  raw.on('close', close);
  raw.on('error', close);
  return {
    send(event, data, id) {
      write(sseEvent(event, data, id));
    },
    sendText: write,
    retry(ms) {
      write(`retry: ${ms}\n\n`);
    },
    closed,
    close,
  };
}
