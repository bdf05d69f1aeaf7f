import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.ts';
import { buildUser, TEST_PASSWORD, useTestApp, type TestApp } from '../../test/test-app.ts';
import { SESSION_CAP } from './sessions.service.ts';

let t: TestApp;
useTestApp((app) => (t = app));

async function signIn(email: string, from = '198.51.100.20', userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: TEST_PASSWORD },
    remoteAddress: from,
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
}

const as = (token: string) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }),
  del: (url: string) => t.app.inject({ method: 'DELETE', url, headers: { authorization: `Bearer ${token}` } }),
  post: (url: string) => t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: {} }),
});

describe('GET /api/sessions', () => {
  it('lists own live sessions with address, browser, times, the calling one marked', async () => {
    const user = await buildUser(t.database);
    const phone = await signIn(user.email!, '203.0.113.5', 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile');
    const laptop = await signIn(user.email!, '198.51.100.20');
    const other = await buildUser(t.database);
    await signIn(other.email!);

    const res = await as(laptop).get('/api/sessions');
    expect(res.statusCode).toBe(200);
    const list = res.json<
      {
        id: number;
        ip: string;
        userAgent: string;
        current: boolean;
        createdAt: string;
        lastUsedAt: string;
        expiresAt: string;
      }[]
    >();
    expect(list).toHaveLength(2);
    expect(list.map((s) => [s.ip, s.current])).toEqual(
      expect.arrayContaining([
        ['203.0.113.5', false],
        ['198.51.100.20', true],
      ]),
    );
    expect(list.find((s) => s.ip === '203.0.113.5')!.userAgent).toMatch(/Android 14/);
    for (const s of list) {
      expect(Date.parse(s.expiresAt) - Date.parse(s.createdAt)).toBe(24 * 60 * 60 * 1000);
      expect(s.lastUsedAt).toBe(s.createdAt);
      expect(s).not.toHaveProperty('tokenHash');
    }
    expect((await as(phone).get('/api/sessions')).json().filter((s: { current: boolean }) => s.current)).toHaveLength(1);
  });

  it('records the last use, at most every few minutes', async () => {
    const user = await buildUser(t.database);
    const token = await signIn(user.email!);
    await t.database.db.execute(sql`update sessions set last_used_at = created_at - interval '1 hour' where user_id = ${user.id}`);
    const [stale] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    await as(token).get('/api/profile');
    const [touched] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(touched!.lastUsedAt.getTime()).toBeGreaterThan(stale!.lastUsedAt.getTime());
    await as(token).get('/api/profile');
    const [again] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(again!.lastUsedAt).toEqual(touched!.lastUsedAt);
  });
});

describe('session cap', () => {
  it(`keeps ${SESSION_CAP} sessions per user: signing in once more ends the oldest`, async () => {
    const user = await buildUser(t.database);
    const tokens: string[] = [];
    for (let i = 0; i <= SESSION_CAP; i++) tokens.push(await signIn(user.email!));
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(SESSION_CAP);
    expect((await as(tokens[0]!).get('/api/profile')).statusCode).toBe(401);
    for (const token of tokens.slice(1)) expect((await as(token).get('/api/profile')).statusCode).toBe(200);
  });
});

describe('DELETE /api/sessions/:id', () => {
  it("ends one of one's own sessions; another user's or an unknown one is 404 and stays", async () => {
    const me = await buildUser(t.database);
    const mine = await signIn(me.email!);
    const myOther = await signIn(me.email!, '203.0.113.80');
    const stranger = await buildUser(t.database);
    const theirs = await signIn(stranger.email!);
    const idOf = async (token: string) =>
      (await as(token).get('/api/sessions')).json<{ id: number; current: boolean }[]>().find((s) => s.current)!.id;
    const myOtherId = await idOf(myOther);
    const theirId = await idOf(theirs);

    const foreign = await as(mine).del(`/api/sessions/${theirId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    expect((await as(theirs).get('/api/profile')).statusCode).toBe(200);
    expect((await as(mine).del('/api/sessions/2147483000')).statusCode).toBe(404);

    const ended = await as(mine).del(`/api/sessions/${myOtherId}`);
    expect(ended.statusCode).toBe(204);
    expect(ended.headers['set-cookie']).toBeUndefined();
    expect((await as(myOther).get('/api/profile')).statusCode).toBe(401);
    expect((await as(mine).get('/api/profile')).statusCode).toBe(200);
  });

  it('ending the calling session signs it out and clears the cookie', async () => {
    const me = await buildUser(t.database);
    const token = await signIn(me.email!);
    const id = (await as(token).get('/api/sessions')).json<{ id: number }[]>()[0]!.id;
    const res = await as(token).del(`/api/sessions/${id}`);
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/vozka_session=;/);
    expect((await as(token).get('/api/profile')).statusCode).toBe(401);
  });
});

describe('POST /api/sessions/revoke-others', () => {
  it('signs out everywhere else and keeps the calling session', async () => {
    const me = await buildUser(t.database);
    const others = [await signIn(me.email!), await signIn(me.email!, '203.0.113.81')];
    const here = await signIn(me.email!);
    const someoneElse = await buildUser(t.database);
    const theirs = await signIn(someoneElse.email!);

    const res = await as(here).post('/api/sessions/revoke-others');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    for (const token of others) expect((await as(token).get('/api/profile')).statusCode).toBe(401);
    expect((await as(here).get('/api/sessions')).json()).toHaveLength(1);
    expect((await as(theirs).get('/api/profile')).statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents the session calls and the current password of account deletion', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/sessions', '/api/sessions/{id}', '/api/sessions/revoke-others']));
    expect(Object.keys(doc.paths['/api/sessions/{id}'].delete.responses)).toEqual(expect.arrayContaining(['204', '404']));
    expect(doc.paths['/api/profile'].delete.requestBody.content['application/json'].schema.required).toEqual(['currentPassword']);
  });
});
