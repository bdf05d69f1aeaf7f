import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../test/test-app.ts';

/** The app's log lines (JSON, one per line) as they are written. */
const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
    callback();
  },
});

let t: TestApp;
useTestApp((app) => (t = app), { log: { level: 'info', stream: logStream } });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('keeps a sane X-Request-ID from the proxy, answers it and puts it on every log line of the request', async () => {
    const id = 'caddy.req_4f2A-9';
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    const own = lines.filter((l) => l.reqId === id);
    expect(own.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    // Every line about a request names it: none without an id.
    expect(lines.filter((l) => l.req !== undefined || l.res !== undefined).every((l) => typeof l.reqId === 'string')).toBe(true);
  });

  it('makes a new id when the header is missing, too long or holds other characters', async () => {
    const seen = new Set<string>();
    for (const given of [undefined, 'x'.repeat(101), 'has space', 'quote"d', 'line\tbreak', '']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health/live',
        headers: given === undefined ? {} : { 'x-request-id': given },
      });
      const answered = res.headers['x-request-id'] as string;
      expect(answered).toMatch(UUID);
      seen.add(answered);
    }
    expect(seen.size).toBe(6);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'x'.repeat(100) } })).headers[
        'x-request-id'
      ],
    ).toBe('x'.repeat(100));
  });

  it('answers the id on an error and on a path no route answers, and logs the error with it', async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'x-request-id': 'abc-404' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe('abc-404');
    expect(lines.filter((l) => l.reqId === 'abc-404').length).toBeGreaterThan(0);
  });
});
