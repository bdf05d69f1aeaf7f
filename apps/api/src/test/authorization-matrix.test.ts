import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@vozka/domain';
import { buildUser, login, startTestApp } from './test-app.ts';

type Caller = 'anonymous' | Role;
const CALLERS: Caller[] = ['anonymous', 'ADMIN', 'FLEET_MANAGER', 'DRIVER', 'CUSTOMER', 'PASSENGER'];

interface Entry {
  /** Expected status per caller, in the order of CALLERS. */
  expect: [number, number, number, number, number, number];
  payload?: object;
  /** Concrete URL when the route has parameters. */
  url?: string;
}

const everyone = (status: number): Entry['expect'] => [status, status, status, status, status, status];
const signedIn = (status: number): Entry['expect'] => [401, status, status, status, status, status];

/**
 * Every route of the API with the answer each caller gets. A route missing here fails the test; later
 * features add their rows (including another customer's or fleet's data).
 */
const MATRIX: Record<string, Entry> = {
  'GET /api/health': { expect: everyone(200) },
  'GET /api/ready': { expect: everyone(200) },
  'POST /api/login': { expect: everyone(400), payload: {} },
  'GET /api/user-details': { expect: signedIn(200) },
  'GET /api/logout': { expect: everyone(204) },
  'POST /api/logout': { expect: everyone(204) },
  'POST /api/registration': { expect: everyone(400), payload: {} },
  'GET /api/registration/:key': { expect: everyone(410), url: '/api/registration/unknown-key' },
  'POST /api/reset-password': { expect: everyone(400), payload: {} },
  'GET /api/setup-password/:key': { expect: everyone(410), url: '/api/setup-password/unknown-key' },
  'POST /api/setup-password/:key': { expect: everyone(400), url: '/api/setup-password/unknown-key', payload: {} },
};

let t: Awaited<ReturnType<typeof startTestApp>>;
const emails = new Map<Role, string>();

beforeAll(async () => {
  t = await startTestApp();
  for (const caller of CALLERS) {
    if (caller === 'anonymous') continue;
    const user = await buildUser(t.database, { role: caller });
    emails.set(caller, user.email!);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('authorization matrix', () => {
  it('lists every API route', () => {
    const missing = t.app.apiRoutes.filter((r) => !(r in MATRIX));
    expect(missing).toEqual([]);
    const stale = Object.keys(MATRIX).filter((r) => !t.app.apiRoutes.includes(r));
    expect(stale).toEqual([]);
  });

  for (const [route, entry] of Object.entries(MATRIX)) {
    it(route, async () => {
      const [method, path] = route.split(' ') as [string, string];
      const actual: number[] = [];
      for (const caller of CALLERS) {
        // A fresh session per call: logout rows must not end the session of the next row.
        const token = caller === 'anonymous' ? undefined : await login(t.app, emails.get(caller)!);
        const res = await t.app.inject({
          method: method as 'GET',
          url: entry.url ?? path,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(entry.payload ? { payload: entry.payload } : {}),
        });
        actual.push(res.statusCode);
        if (res.statusCode >= 400) expect(res.json()).toHaveProperty('message');
      }
      expect(actual).toEqual(entry.expect);
    });
  }
});
