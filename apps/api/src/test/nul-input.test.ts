import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { translate } from '@vozka/domain';
import { findNul } from '../plugins/input-guard.ts';
import { serializeError } from '../shared/log-serializers.ts';
import { startTestApp } from './test-app.ts';
import { multipartBody, SAMPLES } from '../modules/files/test-support.ts';
import { asFirstAllowed, fillPath, useRouteWalk, type Caller, type RouteWalk, type WalkOperation } from './route-walk.ts';

let t: RouteWalk['t'];
let callers: Caller[];
let operations: WalkOperation[];

useRouteWalk((walk) => ({ t, callers, operations } = walk));

const NUL_URL = 'a%00b';
const INVALID = translate('INVALID_INPUT', 'en');
const NUL_TEXT = 'a\u0000b';

/** Every request that carries NUL in one input of `op`: each path parameter, query parameter and body property. */
function nulRequests(op: WalkOperation): { input: string; method: string; url: string; payload?: unknown }[] {
  const requests: { input: string; method: string; url: string; payload?: unknown }[] = [];
  for (const p of op.pathParams) requests.push({ input: `path ${p.name}`, method: op.method, url: fillPath(op, { [p.name]: NUL_URL }) });
  for (const q of op.queryParams)
    requests.push({ input: `query ${q.name}`, method: op.method, url: `${fillPath(op)}?${q.name}=${NUL_URL}` });
  for (const b of op.bodyProperties ?? [])
    requests.push({ input: `body ${b}`, method: op.method, url: fillPath(op), payload: { [b]: NUL_TEXT } });
  return requests;
}

describe('NUL characters in input', () => {
  it('answer 400 INVALID_INPUT on every route and input — path, query and JSON body — never 500', async () => {
    const answers: string[] = [];
    let sent = 0;
    for (const op of operations) {
      for (const request of nulRequests(op)) {
        const seen = await asFirstAllowed(t.app, callers, request);
        sent += seen.length;
        const last = seen.at(-1)!;
        // The first caller past the access guard gets the 400; everyone before it a 401/403.
        const answer = last.response.statusCode === 400 ? last.response.json<{ code: string }>().code : String(last.response.statusCode);
        answers.push(`${op.method} ${op.path} ${request.input}: ${answer}`);
      }
    }
    expect(answers.filter((a) => !a.endsWith(': INVALID_INPUT'))).toEqual([]);
    expect(answers.length).toBeGreaterThan(150);
    expect(sent).toBeGreaterThanOrEqual(answers.length);
  }, 120_000);

  it('names the field, nested bodies and keys too', async () => {
    const [admin] = callers;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${admin!.token}` },
      payload: { stops: [{ address: 'Praha' }, { address: 'Brno\u0000' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: INVALID, code: 'INVALID_INPUT', fields: { 'stops.1.address': INVALID } });
    expect(findNul({ ok: ['x', { 'k\u0000': 1 }] })).toBe('ok.1.k\u0000');
    expect(findNul({ ok: 'fine', n: 1, b: null })).toBeUndefined();
  });

  it('answers 400 to NUL in a multipart text field or file name, and takes NUL bytes inside the file', async () => {
    const [admin, , driver] = callers;
    const userId = (
      await t.app.inject({ method: 'GET', url: '/api/user-details', headers: { authorization: `Bearer ${driver!.token}` } })
    ).json<{ id: number }>().id;
    const upload = (fields: Record<string, string | number>, name: string) => {
      const { payload, headers } = multipartBody(fields, { name, data: SAMPLES.pdf });
      return t.app.inject({ method: 'POST', url: '/api/files', payload, headers: { ...headers, authorization: `Bearer ${admin!.token}` } });
    };
    const field = await upload({ type: 'CONCESSION', userId, note: NUL_TEXT }, 'a.pdf');
    expect([field.statusCode, field.json().fields]).toEqual([400, { note: INVALID }]);
    const name = await upload({ type: 'CONCESSION', userId }, NUL_TEXT);
    expect([name.statusCode, name.json().fields]).toEqual([400, { file: INVALID }]);
    expect(SAMPLES.pdf.includes(0)).toBe(false);
    const withNulBytes = multipartBody(
      { type: 'CONCESSION', userId },
      { name: 'a.pdf', data: Buffer.concat([SAMPLES.pdf, Buffer.from([0, 0])]) },
    );
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: withNulBytes.payload,
      headers: { ...withNulBytes.headers, authorization: `Bearer ${admin!.token}` },
    });
    expect(stored.statusCode).toBe(201);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNul(deep)).toBe(Array(100_000).fill('0').join('.'));
  });
});

describe('error logs', () => {
  it('a failing query logs its kind and SQL shape, never the parameters (a secret in the URL)', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write: (chunk, _enc, done) => {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await startTestApp({ log: { level: 'info', stream } });
    try {
      // A table gone: the contract overview's query by the ride's secret fails in the database.
      await logged.database.db.execute(sql`alter table rides rename to rides_gone`);
      const secret = 'Secret-Ident-4815162342';
      const res = await logged.app.inject({ method: 'GET', url: `/api/orders/${secret}/overview` });
      expect(res.statusCode).toBe(500);
      const failure = lines
        .map((l) => JSON.parse(l) as { msg: string; level: number; err?: { type: string; message: string } })
        .find((l) => l.msg === 'request failed');
      expect(failure?.level).toBe(50);
      expect(failure?.err?.message).toMatch(/^Failed query: select/);
      expect(lines.join('\n')).not.toContain(secret);
      expect(lines.join('\n')).not.toMatch(/params:/);
    } finally {
      await logged.close();
    }
  });

  it('the serializer drops drizzle params, PostgreSQL details and quoted values of a real failing query', async () => {
    const email = 'jana.novakova@example.test';
    const err = await t.database.db.execute(sql`select ${email}::int`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toContain(email); // what reached the logs before
    const logged = JSON.stringify(serializeError(err));
    expect(logged).not.toContain(email);
    expect(logged).toContain('invalid input syntax for type integer');
    expect(serializeError(err).cause).toMatchObject({ code: '22P02' });
  });
});
