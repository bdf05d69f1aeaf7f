import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { loginHistory, users, userTokens } from '../../db/schema/index.ts';
import { linkIn } from '../../test/mail-catcher.ts';
import { buildUser, login, PUBLIC_URL, TEST_PASSWORD, useTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
useTestApp((app) => (t = app));

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('POST /api/login', () => {
  it('answers the token as text and sets an HttpOnly SameSite=Strict cookie for one day', async () => {
    const user = await buildUser(t.database, { role: 'ADMIN' });
    const res = await post('/api/login', { email: user.email!.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`vozka_session=${res.body}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Max-Age=86400/);
  });

  it('gives the same 401 for an unknown e-mail and a wrong password, in the caller language', async () => {
    const user = await buildUser(t.database);
    const wrong = await post('/api/login', { email: user.email, password: 'not-the-password' });
    const unknown = await post('/api/login', { email: 'nobody@example.test', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ message: 'Login details are not correct', code: 'LOGIN_INCORRECT' });
    const cs = await post('/api/login', { email: 'nobody@example.test', password: 'x' }, { 'accept-language': 'cs-CZ,cs;q=0.9' });
    expect(cs.json().message).toBe('Přihlašovací údaje nejsou správné');
  });

  it('refuses unverified and deactivated accounts with the reason, but only after the right password', async () => {
    const fresh = await buildUser(t.database, { status: 'NEW' });
    const gone = await buildUser(t.database, { status: 'INACTIVE' });
    expect((await post('/api/login', { email: fresh.email, password: TEST_PASSWORD })).json().code).toBe('ACCOUNT_NOT_VERIFIED');
    const inactive = await post('/api/login', { email: gone.email, password: TEST_PASSWORD });
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().code).toBe('ACCOUNT_INACTIVE');
    expect((await post('/api/login', { email: gone.email, password: 'wrong-password' })).statusCode).toBe(401);
  });

  it('asks to fill in the fields when they are empty', async () => {
    const res = await post('/api/login', { email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FILL_ALL_FIELDS', message: 'Please fill in all the fields.' });
  });

  it('answers malformed JSON with a 400 body, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect(res.body).not.toMatch(/at .*\.ts|stack/i);
  });

  it('records every successful sign-in with time, IP and user agent', async () => {
    const user = await buildUser(t.database);
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      headers: { 'user-agent': 'VozkaTest/1.0' },
    });
    const rows = await t.database.db.select().from(loginHistory).where(eq(loginHistory.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ip: '127.0.0.1', userAgent: 'VozkaTest/1.0' });
    expect(rows[0]!.at).toEqual(t.clock.now());
  });
});

describe('sessions', () => {
  it('reads the user with the bearer header or the cookie, and 401 without a valid token', async () => {
    const user = await buildUser(t.database, { role: 'DRIVER', name: 'Řidič Novák' });
    const token = await login(t.app, user.email!);
    const viaHeader = await get('/api/user-details', { authorization: `Bearer ${token}` });
    expect(viaHeader.statusCode).toBe(200);
    expect(viaHeader.json()).toMatchObject({
      id: user.id,
      userId: user.id,
      name: 'Řidič Novák',
      roles: [{ name: 'DRIVER' }],
      status: 'ACTIVE',
    });
    expect(viaHeader.json()).not.toHaveProperty('passwordHash');
    const viaCookie = await t.app.inject({ method: 'GET', url: '/api/user-details', cookies: { vozka_session: token } });
    expect(viaCookie.json().id).toBe(user.id);
    const none = await get('/api/user-details');
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('LOGIN_REQUIRED');
    expect((await get('/api/user-details', { authorization: 'Bearer forged' })).statusCode).toBe(401);
  });

  it('logout (GET or POST) revokes the token at once', async () => {
    const user = await buildUser(t.database);
    for (const method of ['GET', 'POST'] as const) {
      const token = await login(t.app, user.email!);
      const out = await t.app.inject({ method, url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
      expect(out.statusCode).toBe(204);
      expect((await get('/api/user-details', { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    }
  });

  it('a deactivated user loses the sessions it had', async () => {
    const user = await buildUser(t.database);
    const token = await login(t.app, user.email!);
    await t.database.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, user.id));
    expect((await get('/api/user-details', { authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });
});

describe('registration', () => {
  it('creates a NEW customer, e-mails a link that verifies once, then the customer can sign in', async () => {
    const email = 'jana.registrace@example.test';
    const res = await post('/api/registration', { email, password: 'Secret-pass-9', name: 'Jana Nová', language: 'cs' });
    expect(res.statusCode).toBe(201);
    // The account is created after the answer (the same answer time for a taken e-mail); its mail comes after it.
    const mail = await t.mail.waitFor((m) => m.to.includes(email));
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ status: 'NEW', roles: ['CUSTOMER'], language: 'cs', name: 'Jana Nová' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await post('/api/login', { email, password: 'Secret-pass-9' })).json().code).toBe('ACCOUNT_NOT_VERIFIED');

    expect(mail.subject).toBe('Potvrďte registraci do Vozky');
    const link = linkIn(mail, '/auth/register/');
    expect(link.startsWith(`${PUBLIC_URL}/auth/register/`)).toBe(true);
    const key = link.split('/').pop()!;
    expect(Buffer.from(key, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [stored] = await t.database.db.select().from(userTokens).where(eq(userTokens.userId, row!.id));
    expect(stored!.tokenHash).not.toContain(key);

    expect((await get(`/api/registration/${key}`)).statusCode).toBe(200);
    expect((await get(`/api/registration/${key}`)).statusCode).toBe(410);
    expect((await post('/api/login', { email, password: 'Secret-pass-9' })).statusCode).toBe(200);
  });

  it('registering an existing e-mail changes nothing, answers the same, and tells the owner', async () => {
    const owner = await buildUser(t.database, { name: 'Owner Person' });
    const before = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    const fresh = await post('/api/registration', { email: 'someone.else@example.test', password: 'Another-pass-1', name: 'X' });
    const dup = await post('/api/registration', { email: owner.email, password: 'Another-pass-1', name: 'Intruder' });
    expect(dup.statusCode).toBe(fresh.statusCode);
    expect(dup.json()).toEqual(fresh.json());
    const notice = await t.mail.waitFor((m) => m.to.includes(owner.email!));
    expect(notice.subject).toBe('Someone tried to register with your e-mail');
    const after = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(after).toEqual(before);
  });

  it('an expired verification link is refused', async () => {
    const email = 'late@example.test';
    await post('/api/registration', { email, password: 'Secret-pass-9', name: 'Late' });
    const key = linkIn(await t.mail.waitFor((m) => m.to.includes(email)), '/auth/register/')
      .split('/')
      .pop()!;
    // The app judges links by its clock, not the database's now(): the times come from t.clock.
    await t.database.db.execute(
      sql`update user_tokens set expires_at = ${t.clock.now().toISOString()}::timestamptz - interval '1 minute' where used_at is null`,
    );
    const res = await get(`/api/registration/${key}`);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'LINK_EXPIRED', message: 'Link expired' });
  });

  it('validates the input with the spec messages', async () => {
    const empty = await post('/api/registration', { email: '', password: '', name: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('FILL_EVERY_FIELD');
    const short = await post('/api/registration', { email: 'a@b.cz', password: 'short', name: 'A' });
    expect(short.json()).toMatchObject({
      code: 'PASSWORD_TOO_SHORT',
      fields: { password: 'The password must have at least 8 characters.' },
    });
  });
});

describe('password reset', () => {
  it('answers the same for unknown e-mails, and a link sets the password once and ends every session', async () => {
    const user = await buildUser(t.database);
    const session = await login(t.app, user.email!);
    const known = await post('/api/reset-password', { email: user.email });
    const unknown = await post('/api/reset-password', { email: 'ghost@example.test' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const key = linkIn(await t.mail.waitFor((m) => m.to.includes(user.email!)), '/auth/password-recovery/')
      .split('/')
      .pop()!;
    expect((await get(`/api/setup-password/${key}`)).json()).toEqual({ valid: true });
    const set = await post(`/api/setup-password/${key}`, { password: 'Brand-new-pass-2' });
    expect(set.statusCode).toBe(200);
    expect((await get('/api/user-details', { authorization: `Bearer ${session}` })).statusCode).toBe(401);
    expect((await post('/api/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/login', { email: user.email, password: 'Brand-new-pass-2' })).statusCode).toBe(200);
    expect((await get(`/api/setup-password/${key}`)).statusCode).toBe(410);
    expect((await post(`/api/setup-password/${key}`, { password: 'Third-pass-3x' })).statusCode).toBe(410);
  });

  it('a link older than 60 minutes is expired', async () => {
    const user = await buildUser(t.database);
    await post('/api/reset-password', { email: user.email });
    const key = linkIn(await t.mail.waitFor((m) => m.to.includes(user.email!)), '/auth/password-recovery/')
      .split('/')
      .pop()!;
    // The app's clock moves on: valid for its first hour, expired after.
    t.clock.advance(59 * 60_000);
    expect((await get(`/api/setup-password/${key}`)).json()).toEqual({ valid: true });
    t.clock.advance(2 * 60_000);
    const res = await get(`/api/setup-password/${key}`, { 'accept-language': 'cs' });
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('Link vypršel');
  });
});
