import net, { type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openSse, sseEvent, type SseStream } from './sse-stream.ts';
import { waitUntil } from '../test/wait-until.ts';

const until = (check: () => boolean, what: string) => waitUntil(() => Promise.resolve(check()), what);

/**
 * A server whose one route opens a stream; the test drives it and reads what arrives on the socket, read by
 * read (a plain TCP client: an HTTP client would hand over each chunk of the chunked answer on its own).
 */
async function streamServer(flushMs: number) {
  const app = Fastify();
  let stream!: SseStream;
  let opened!: () => void;
  const ready = new Promise<void>((resolve) => (opened = resolve));
  app.get('/events', (_request, reply) => {
    stream = openSse(reply, { lifetimeMs: 60_000, flushMs });
    opened();
    return reply;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const reads: string[] = [];
  const socket = net.connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  socket.on('data', (read: string) => reads.push(read));
  socket.write('GET /events HTTP/1.1\r\nhost: localhost\r\naccept: text/event-stream\r\n\r\n');
  await ready;
  const received = () => reads.map((r) => [...r.matchAll(/^event: (.*)$/gm)].map((m) => m[1])).filter((names) => names.length > 0);
  const count = () => received().flat().length;
  return {
    stream: () => stream,
    /** The names of the events of each read that had any. */
    received,
    text: () => reads.join(''),
    /** Sends an event and waits until it has arrived. */
    async delivered(event: string, data: unknown) {
      const before = count();
      stream.send(event, data);
      await until(() => count() === before + 1, `the event ${event}`);
    },
    /** The answer's last chunk came (the connection itself stays open). */
    ended: () => reads.join('').endsWith('\r\n0\r\n\r\n'),
    async close() {
      socket.destroy();
      stream.close();
      await app.close();
    },
  };
}

describe('an event stream', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('sends the first event at once and what follows within the interval in one write', async () => {
    const s = await streamServer(1_000);
    close = () => s.close();
    await until(() => s.text().includes('retry: '), 'the retry line');
    await s.delivered('first', { n: 1 });
    // Three events in three different turns of the event loop, all within the interval after the first write.
    s.stream().send('second', { n: 2 });
    await new Promise((r) => setImmediate(r));
    s.stream().sendText(sseEvent('third', { n: 3 }, 7));
    await new Promise((r) => setImmediate(r));
    s.stream().send('fourth', { n: 4 });
    await until(() => s.received().flat().length === 4, '4 events');
    expect(s.received()).toEqual([['first'], ['second', 'third', 'fourth']]);
    expect(s.text()).toContain('id: 7\nevent: third\ndata: {"n":3}\n\n');
  });

  it('without an interval, sends the events of each turn in their own write', async () => {
    const s = await streamServer(0);
    close = () => s.close();
    await s.delivered('one', 1);
    await s.delivered('two', 2);
    expect(s.received()).toEqual([['one'], ['two']]);
  });

  it('sends the events still held when it closes', async () => {
    const s = await streamServer(60_000);
    close = () => s.close();
    await s.delivered('first', 1);
    s.stream().send('held', 2);
    await new Promise((r) => setImmediate(r));
    s.stream().close();
    await until(() => s.ended(), 'the end of the stream');
    expect(s.received().flat()).toEqual(['first', 'held']);
  });
});
