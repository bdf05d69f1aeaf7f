import { describe, expect, it } from 'vitest';
import { MAX_INT4 } from '@vozka/domain';
import { buildUser } from './test-app.ts';
import { asFirstAllowed, fillPath, isUrlInt, useRouteWalk, type Caller, type RouteWalk, type WalkOperation } from './route-walk.ts';

let t: RouteWalk['t'];
let callers: Caller[];
let operations: WalkOperation[];

useRouteWalk((walk) => ({ t, callers, operations } = walk));

/**
 * Numbers in forms `z.coerce.number` took; none is a plain decimal integer in int4. (An empty optional
 * query value means "not given", as the web's forms send it.)
 */
const NOT_PLAIN = ['0x10', '1e0', '+5', '-1', '1.0', '05', ' 5', '5 ', String(MAX_INT4 + 1), '99999999999', 'Infinity'];

describe('numbers in URLs', () => {
  it('every id, page and size of every route answers 400 to hex, exponent, sign, fraction, padding and beyond int4', async () => {
    const answers: string[] = [];
    for (const op of operations) {
      const numeric = [...op.pathParams.map((p) => ({ ...p, in: 'path' })), ...op.queryParams.map((p) => ({ ...p, in: 'query' }))].filter(
        (p) => isUrlInt(p.schema),
      );
      for (const param of numeric) {
        for (const bad of NOT_PLAIN) {
          // A blank path segment routes elsewhere.
          if (param.in === 'path' && bad.trim() === '') continue;
          const value = encodeURIComponent(bad);
          const url = param.in === 'path' ? fillPath(op, { [param.name]: value }) : `${fillPath(op)}?${param.name}=${value}`;
          const last = (await asFirstAllowed(t.app, callers, { method: op.method, url })).at(-1)!.response;
          answers.push(`${op.method} ${op.path} ${param.name}=${JSON.stringify(bad)}: ${last.statusCode}`);
        }
      }
    }
    expect(answers.filter((a) => !a.endsWith(': 400'))).toEqual([]);
    expect(answers.length).toBeGreaterThan(300);
  }, 120_000);

  it('takes plain decimals up to the int4 limit', async () => {
    const [admin] = callers;
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin!.token}` } });
    expect((await get(`/api/users/${MAX_INT4}`)).statusCode).toBe(404);
    expect((await get('/api/uservos?page=0&size=200')).statusCode).toBe(200);
    expect((await get('/api/uservos?page=0&size=201')).statusCode).toBe(400);
    expect((await get('/api/orders?size=1&driverId=7')).statusCode).toBe(200);
  });
});

describe('ids in JSON bodies', () => {
  it('beyond int4 answer 400, not a database error', async () => {
    const [admin] = callers;
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${admin!.token}` } });
    for (const tooBig of [MAX_INT4 + 1, 8_670_953_212_519_924, { id: MAX_INT4 + 1 }]) {
      const passenger = await post('/api/passengers', { name: 'Jana Nová', phone: '+420777123456', clientId: tooBig });
      expect([JSON.stringify(tooBig), passenger.statusCode, passenger.json().code]).toEqual([JSON.stringify(tooBig), 400, 'INVALID_INPUT']);
      const user = await post('/api/users', {
        name: 'Petr Malý',
        email: 'petr.maly@example.test',
        roles: ['DRIVER'],
        fleetManagerId: tooBig,
      });
      expect([JSON.stringify(tooBig), user.statusCode]).toEqual([JSON.stringify(tooBig), 400]);
    }
  });
});

describe('search text', () => {
  it('matches `%`, `_` and `\\` literally, not as LIKE wildcards', async () => {
    const [admin] = callers;
    const names = ['Literal_Under', 'LiteralXUnder', 'Literal%Percent', 'LiteralPercent', 'Literal\\Slash'];
    for (const name of names) await buildUser(t.database, { role: 'CUSTOMER', name });
    const search = async (q: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/uservos?size=200&roleName=CUSTOMER&q=${encodeURIComponent(q)}`,
        headers: { authorization: `Bearer ${admin!.token}` },
      });
      expect(res.statusCode).toBe(200);
      return res
        .json<{ objects: { name: string }[] }>()
        .objects.map((u) => u.name)
        .sort();
    };
    expect(await search('_')).toEqual(['Literal_Under']);
    expect(await search('l_u')).toEqual(['Literal_Under']);
    expect(await search('%')).toEqual(['Literal%Percent']);
    expect(await search('\\')).toEqual(['Literal\\Slash']);
    expect(await search('literal%p')).toEqual(['Literal%Percent']);
  });
});
