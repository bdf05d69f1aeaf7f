import { describe, expect, it } from 'vitest';
import type { SessionsWatcher } from '../../adapters/events/event-bus.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { startSecondInstance } from '../events/test-support.ts';
import { buildUser, login, useTestApp, type TestApp } from '../../test/test-app.ts';
import { waitUntil } from '../../test/wait-until.ts';
import { fullUser } from '../users/test-helpers.ts';
import { createSessionCache, forgetSessions, type CachedSession } from './session-cache.ts';
import { countStatements } from './test-support.ts';

let t: TestApp;
useTestApp((app) => (t = app));

const get = (app: TestApp['app'], token: string, url = '/api/user-details') =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('session cache (the access guard)', () => {
  it('a session read once answers the next requests without a database query', async () => {
    const user = await buildUser(t.database);
    const token = await login(t.app, user.email!);
    expect(
      await countStatements(t.database, '"sessions"', async () => {
        expect((await get(t.app, token)).statusCode).toBe(200);
      }),
    ).toBe(1);
    expect(
      await countStatements(t.database, '"sessions"', async () => {
        for (let i = 0; i < 3; i++) expect((await get(t.app, token)).statusCode).toBe(200);
      }),
    ).toBe(0);
  });

  it('the sessions of requests that arrive together are read together, each answering its own user', async () => {
    const users = [];
    for (let i = 0; i < 4; i++) users.push(await buildUser(t.database));
    const tokens: string[] = [];
    for (const user of users) tokens.push(await login(t.app, user.email!));
    let answers: Awaited<ReturnType<typeof get>>[] = [];
    const reads = await countStatements(t.database, '"sessions"', async () => {
      answers = await Promise.all([...tokens, 'not-a-token', ...tokens].map((token) => get(t.app, token)));
    });
    expect(reads).toBe(1);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 401, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.statusCode === 200).map((a) => a.json<{ email: string }>().email)).toEqual(
      [...users, ...users].map((u) => u.email),
    );
  });

  it('a logged-out token is refused at once, though it was cached', async () => {
    const user = await buildUser(t.database);
    const token = await login(t.app, user.email!);
    expect((await get(t.app, token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(
      204,
    );
    expect((await get(t.app, token)).statusCode).toBe(401);
  });

  it('a revoked session and the other sessions after a password change are refused at once', async () => {
    const user = await buildUser(t.database);
    const laptop = await login(t.app, user.email!);
    const phone = await login(t.app, user.email!);
    const tablet = await login(t.app, user.email!);
    for (const token of [laptop, phone, tablet]) expect((await get(t.app, token)).statusCode).toBe(200);
    const list = (await get(t.app, laptop, '/api/sessions')).json<{ id: number; current: boolean }[]>();
    const phoneSession = list.find((s) => !s.current)!;
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${phoneSession.id}`,
      headers: { authorization: `Bearer ${laptop}` },
    });
    expect(revoked.statusCode).toBe(204);
    const codes = await Promise.all([laptop, phone, tablet].map(async (token) => (await get(t.app, token)).statusCode));
    expect(codes.filter((c) => c === 401)).toHaveLength(1);
    expect(codes[0]).toBe(200);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: { authorization: `Bearer ${laptop}` },
      payload: { currentPassword: 'Test-password-1', newPassword: 'Another-pass-22' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await get(t.app, laptop)).statusCode).toBe(200);
    for (const token of [phone, tablet]) expect((await get(t.app, token)).statusCode).toBe(401);
  });

  it('a deactivated user is refused at once, and a role change is seen at once', async () => {
    const admin = await buildUser(t.database, { role: 'ADMIN' });
    const adminToken = await login(t.app, admin.email!);
    const driver = await buildUser(t.database, { role: 'DRIVER' });
    const driverToken = await login(t.app, driver.email!);
    expect((await get(t.app, driverToken)).json()).toMatchObject({ roles: [{ name: 'DRIVER' }] });

    const put = (body: object) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${driver.id}`, headers: { authorization: `Bearer ${adminToken}` }, payload: body });
    // The same user made a customer: its cached session must not keep the driver's role.
    const asCustomer = await put(fullUser({ email: driver.email, roles: ['CUSTOMER'] }));
    expect(asCustomer.statusCode, asCustomer.body).toBe(200);
    expect((await get(t.app, driverToken)).json()).toMatchObject({ roles: [{ name: 'CUSTOMER' }] });

    const off = await put(fullUser({ email: driver.email, roles: ['CUSTOMER'], status: 'INACTIVE' }));
    expect(off.statusCode, off.body).toBe(200);
    expect((await get(t.app, driverToken)).statusCode).toBe(401);
  });

  it('another API process refuses a token logged out here as soon as the change reaches it on the bus', async () => {
    const b = await startSecondInstance(t);
    try {
      const user = await buildUser(t.database);
      const token = await login(t.app, user.email!);
      expect((await get(b.app, token)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(
        204,
      );
      await waitUntil(async () => (await get(b.app, token)).statusCode === 401, 'the logout to reach the second process');
    } finally {
      await b.close();
    }
  });
});

/** A bus that the test drives: `deliver` hands a notification to the watchers, `drop` loses the connection. */
function fakeBus() {
  const watchers = new Set<SessionsWatcher>();
  let up = true;
  return {
    watchSessions(w: SessionsWatcher) {
      watchers.add(w);
      return () => void watchers.delete(w);
    },
    listening: () => up,
    deliver(users: number[] | null, nonce = 'elsewhere.1') {
      for (const w of watchers) w.message({ t: 'auth', users, nonce });
    },
    drop() {
      up = false;
      for (const w of watchers) w.reset();
    },
    listen() {
      up = true;
    },
    close() {
      for (const w of [...watchers]) w.closed();
    },
  };
}

function session(userId: number, id = userId): CachedSession {
  return {
    id,
    user: { id: userId } as UserRow,
    lastUsedAt: new Date('2026-01-01T00:00:00Z'),
    expiresAt: new Date('2026-01-02T00:00:00Z'),
  };
}

describe('createSessionCache', () => {
  it('answers an entry until its time is up; a lookup that ran across a change is not stored', () => {
    let ms = 0;
    const bus = fakeBus();
    const cache = createSessionCache(bus, { ttlMs: 5000, monotonic: () => ms });
    cache.set('a', session(1), cache.stamp());
    expect(cache.get('a')?.user.id).toBe(1);
    ms = 5000;
    expect(cache.get('a')).toBeUndefined();

    const stamp = cache.stamp();
    bus.deliver([2]);
    cache.set('b', session(1), stamp);
    expect(cache.get('b')).toBeUndefined();
    bus.close();
  });

  it("drops a user's sessions on its message, everything on a message for all and when the bus drops", () => {
    const bus = fakeBus();
    const cache = createSessionCache(bus, { monotonic: () => 0 });
    for (const [hash, user] of [
      ['a', 1],
      ['b', 1],
      ['c', 2],
    ] as const)
      cache.set(hash, session(user), cache.stamp());
    bus.deliver([1]);
    expect([cache.get('a'), cache.get('b'), cache.get('c')?.user.id]).toEqual([undefined, undefined, 2]);
    bus.deliver(null);
    expect(cache.size).toBe(0);

    cache.set('c', session(2), cache.stamp());
    bus.drop();
    expect(cache.size).toBe(0);
    // Not listening: nothing is stored (notifications may be lost meanwhile).
    cache.set('c', session(2), cache.stamp());
    expect(cache.get('c')).toBeUndefined();
    bus.listen();
    cache.set('c', session(2), cache.stamp());
    expect(cache.get('c')?.user.id).toBe(2);
    bus.close();
    expect(cache.size).toBe(0);
  });

  it('keeps a user changed by this process out until the change comes back from the bus', async () => {
    const bus = fakeBus();
    const cache = createSessionCache(bus, { monotonic: () => 0 });
    cache.set('a', session(7), cache.stamp());
    let statements = 0;
    // The change's own statement (its notification) is sent, but its message has not come back yet.
    const db = { execute: () => (statements++, Promise.resolve()) };
    await forgetSessions(db as never, [7]);
    expect(statements).toBe(1);
    expect(cache.get('a')).toBeUndefined();
    // A lookup that began after the change but read before its commit: not stored.
    cache.set('a', session(7), cache.stamp());
    expect(cache.get('a')).toBeUndefined();
    cache.set('z', session(8), cache.stamp());
    expect(cache.get('z')?.user.id).toBe(8);
    bus.deliver([7], 'elsewhere.2');
    cache.set('a', session(7), cache.stamp());
    expect(cache.get('a')).toBeUndefined();
    bus.close();
  });

  it('holds at most `max` sessions, the oldest going first', () => {
    const bus = fakeBus();
    const cache = createSessionCache(bus, { max: 2, monotonic: () => 0 });
    for (const hash of ['a', 'b', 'c']) cache.set(hash, session(1), cache.stamp());
    expect([cache.get('a'), cache.get('b')?.id, cache.get('c')?.id]).toEqual([undefined, 1, 1]);
    bus.close();
  });
});
