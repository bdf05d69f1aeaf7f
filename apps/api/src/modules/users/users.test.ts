import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userTokens } from '../../db/schema/index.ts';
import { linkIn } from '../../test/mail-catcher.ts';
import { buildUser, login, PUBLIC_URL, TEST_PASSWORD, useTestApp } from '../../test/test-app.ts';
import { caller, fullUser, signIn, userRow, type TestApp } from './test-helpers.ts';
import { emailGuard, isUniqueViolation } from './user-rules.ts';
import { insertUser } from './users.repository.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
useTestApp(async (app) => {
  t = app;
  admin = await signIn(t, 'ADMIN');
});

const FILL = 'Fill in every field.';

describe('POST /api/users validation (spec §5)', () => {
  it('asks for name, e-mail, roles and phone, naming each missing field', async () => {
    const res = await admin.api.post('/api/users', { name: '  ', email: '', phone: null });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'FILL_EVERY_FIELD',
      message: FILL,
      fields: { name: FILL, email: FILL, roles: FILL, phone: FILL },
    });
    const cs = await caller(t, admin.token, { 'accept-language': 'cs' }).post('/api/users', { ...fullUser(), phone: '' });
    expect(cs.json()).toEqual({ code: 'FILL_EVERY_FIELD', message: 'Vyplňte všechna pole.', fields: { phone: 'Vyplňte všechna pole.' } });
  });

  it('a passenger needs only name, roles and its client; empty fields are stored as null', async () => {
    const client = await buildUser(t.database, { role: 'CUSTOMER' });
    expect((await admin.api.post('/api/users', { roles: ['PASSENGER'], clientId: client.id })).json().fields).toEqual({ name: FILL });
    const res = await admin.api.post('/api/users', {
      name: 'Pavel Pasažér',
      roles: [{ name: 'PASSENGER' }],
      clientId: client.id,
      email: '',
      phone: '',
      city: '  ',
    });
    expect(res.statusCode).toBe(201);
    const row = await userRow(t, res.json().id);
    expect(row).toMatchObject({
      name: 'Pavel Pasažér',
      roles: ['PASSENGER'],
      clientId: client.id,
      email: null,
      phone: null,
      city: null,
      status: 'ACTIVE',
      type: null,
      passwordHash: null,
    });
  });

  it('quick-create needs name, roles and an e-mail (not the phone); a passenger no e-mail', async () => {
    const missing = await admin.api.post('/api/users?quick=1', { name: 'Rychlý Klient', roles: ['CUSTOMER'] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ email: FILL });
    const client = await buildUser(t.database, { role: 'CUSTOMER' });
    const passenger = await admin.api.post('/api/users?quick=1', { name: 'Rychlý Pasažér', roles: ['PASSENGER'], clientId: client.id });
    expect(passenger.statusCode).toBe(201);
  });

  it('a new passenger needs a client: "Client is not selected" (spec §5), in cs too; nothing is stored', async () => {
    for (const url of ['/api/users', '/api/users?quick=1']) {
      const res = await admin.api.post(url, { name: 'Bez Klienta', roles: ['PASSENGER'] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'CLIENT_NOT_SELECTED',
        message: 'Client is not selected',
        fields: { clientId: 'Client is not selected' },
      });
    }
    const cs = await caller(t, admin.token, { 'accept-language': 'cs' }).post('/api/users', { name: 'Bez Klienta', roles: ['PASSENGER'] });
    expect(cs.json()).toMatchObject({ code: 'CLIENT_NOT_SELECTED', message: 'Klient není vybrán' });
    const driver = await buildUser(t.database, { role: 'DRIVER' });
    const notAClient = await admin.api.post('/api/users', { name: 'Bez Klienta', roles: ['PASSENGER'], clientId: driver.id });
    expect(notAClient.json().code).toBe('CLIENT_NOT_SELECTED');
    const list = await admin.api.get('/api/users?roleName=PASSENGER');
    expect(list.json().filter((u: { name: string }) => u.name === 'Bez Klienta')).toEqual([]);
  });

  it('a quick-created customer gets type CUSTOMER_ONE_TIME and the default bank account', async () => {
    const quick = await admin.api.post('/api/users?quick=1', {
      name: 'Rychlý Klient',
      roles: ['CUSTOMER'],
      email: 'quick.client@example.test',
    });
    expect(quick.statusCode).toBe(201);
    expect(quick.json()).toMatchObject({ type: 'CUSTOMER_ONE_TIME', bankAccount: '00000000/0000', status: 'ACTIVE', phone: null });
    const ownAccount = await admin.api.post('/api/users?quick=1', {
      name: 'K',
      roles: ['CUSTOMER'],
      email: 'quick.own@example.test',
      bankAccount: '123/0800',
    });
    expect(ownAccount.json().bankAccount).toBe('123/0800');
    const normal = await admin.api.post('/api/users', fullUser({ roles: ['CUSTOMER'] }));
    expect(normal.json()).toMatchObject({ type: 'CUSTOMER_ONE_TIME', bankAccount: null });
    const recurring = await admin.api.post('/api/users', fullUser({ roles: ['CUSTOMER'], type: 'CUSTOMER_RECURRING' }));
    expect(recurring.json().type).toBe('CUSTOMER_RECURRING');
    const driver = await admin.api.post('/api/users?quick=1', fullUser({ type: 'CUSTOMER_RECURRING' }));
    expect(driver.json()).toMatchObject({ type: null, bankAccount: null });
  });

  it('refuses an e-mail that is taken in any letter case with 409', async () => {
    const existing = await buildUser(t.database);
    const res = await admin.api.post('/api/users', fullUser({ email: existing.email!.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with this e-mail already exists.' });
  });

  it('refuses a fleet manager that is not one, and a bad e-mail', async () => {
    const customer = await buildUser(t.database, { role: 'CUSTOMER' });
    const res = await admin.api.post('/api/users', fullUser({ fleetManager: { id: customer.id } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FLEET_MANAGER_INVALID', fields: { fleetManager: expect.any(String) } });
    expect((await admin.api.post('/api/users', fullUser({ email: 'not-an-email' }))).json().code).toBe('INVALID_EMAIL');
  });

  it('ADMIN may create an ADMIN, and a driver in any fleet', async () => {
    const fleet = await buildUser(t.database, { role: 'FLEET_MANAGER', name: 'Flotila Jih' });
    const other = await admin.api.post('/api/users', fullUser({ roles: ['ADMIN'] }));
    expect(other.statusCode).toBe(201);
    const driver = await admin.api.post('/api/users', fullUser({ fleetManagerId: fleet.id }));
    expect(driver.json().fleetManager).toEqual({ id: fleet.id, name: 'Flotila Jih' });
  });
});

describe('invitation of a user created without a password', () => {
  it('e-mails a 7-day link that sets the password, after which the user signs in', async () => {
    const email = 'invited.driver@example.test';
    const res = await admin.api.post('/api/users', fullUser({ email, name: 'Ivo Pozvaný', language: 'cs' }));
    expect(res.statusCode).toBe(201);
    const mail = await t.mail.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Váš účet ve Vozce je připraven');
    expect(mail.text).toContain('Ivo Pozvaný');
    const link = linkIn(mail, '/auth/password-recovery/');
    expect(link.startsWith(`${PUBLIC_URL}/auth/password-recovery/`)).toBe(true);
    const [token] = await t.database.db.select().from(userTokens).where(eq(userTokens.userId, res.json().id));
    const days = (token!.expiresAt.getTime() - token!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const key = link.split('/').pop()!;
    const anon = caller(t);
    expect((await anon.get(`/api/setup-password/${key}`)).statusCode).toBe(200);
    expect((await anon.post(`/api/setup-password/${key}`, { password: 'Invited-pass-1' })).statusCode).toBe(200);
    expect(await login(t.app, email, 'Invited-pass-1')).toMatch(/^[\w-]{43}$/);
  });

  it('a user given a password signs in at once and gets no link', async () => {
    const email = 'with.password@example.test';
    const res = await admin.api.post('/api/users', fullUser({ email, password: TEST_PASSWORD }));
    expect(res.statusCode).toBe(201);
    expect(await login(t.app, email)).toBeTruthy();
    expect(await t.database.db.select().from(userTokens).where(eq(userTokens.userId, res.json().id))).toEqual([]);
  });
});

describe('GET /api/users and /api/uservos', () => {
  it('sorts by name with Czech collation and never lists deleted users', async () => {
    const names = ['Ivan Zahradník', 'Chrudoš Brabec', 'Hana Malá', 'Čeněk Novák', 'Cyril Dvořák'];
    const ids: number[] = [];
    for (const name of names) ids.push((await buildUser(t.database, { role: 'FLEET_MANAGER', name })).id);
    const gone = await buildUser(t.database, { role: 'FLEET_MANAGER', name: 'Adam Smazaný' });
    expect((await admin.api.del(`/api/users/${gone.id}`)).statusCode).toBe(204);

    const res = await admin.api.get('/api/users?roleName=FLEET_MANAGER');
    expect(res.statusCode).toBe(200);
    const listed = res.json<{ id: number; name: string }[]>().filter((u) => ids.includes(u.id) || u.id === gone.id);
    expect(listed.map((u) => u.name)).toEqual(['Cyril Dvořák', 'Čeněk Novák', 'Hana Malá', 'Chrudoš Brabec', 'Ivan Zahradník']);
    expect(res.json().every((u: { roles: { name: string }[] }) => u.roles.some((r) => r.name === 'FLEET_MANAGER'))).toBe(true);
  });

  it('filters customers by type', async () => {
    const recurring = await buildUser(t.database, { role: 'CUSTOMER', type: 'CUSTOMER_RECURRING' });
    const oneTime = await buildUser(t.database, { role: 'CUSTOMER', type: 'CUSTOMER_ONE_TIME' });
    const ids = (await admin.api.get('/api/users?roleName=CUSTOMER&type=CUSTOMER_RECURRING')).json().map((u: { id: number }) => u.id);
    expect(ids).toContain(recurring.id);
    expect(ids).not.toContain(oneTime.id);
    expect((await admin.api.get('/api/users?type=SOMETHING')).statusCode).toBe(400);
  });

  it('pages and searches name, e-mail, phone and company, case-insensitively and literally', async () => {
    await buildUser(t.database, { role: 'DRIVER', name: 'Quido Hledaný', phone: '+420 111 222 333' });
    await buildUser(t.database, { role: 'DRIVER', name: 'Oto Jiný', companyName: 'QUIDOVA s.r.o.' });
    await buildUser(t.database, { role: 'DRIVER', name: 'Xaver', email: 'quido.mail@example.test' });
    await buildUser(t.database, { role: 'DRIVER', name: '100% Řidič' });
    const first = await admin.api.get('/api/uservos?roleName=DRIVER&q=quido&page=0&size=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().totalPages).toBe(2);
    expect(first.json().objects.map((u: { name: string }) => u.name)).toEqual(['Oto Jiný', 'Quido Hledaný']);
    const second = await admin.api.get('/api/uservos?roleName=DRIVER&q=QUIDO&page=1&size=2');
    expect(second.json().objects.map((u: { name: string }) => u.name)).toEqual(['Xaver']);
    expect((await admin.api.get('/api/uservos?q=111%20222')).json().objects).toHaveLength(1);
    expect((await admin.api.get('/api/uservos?q=%25')).json().objects.map((u: { name: string }) => u.name)).toEqual(['100% Řidič']);
    const defaults = await admin.api.get('/api/uservos');
    expect(defaults.json().objects.length).toBeLessThanOrEqual(20);
  });

  it('refuses bad paging and bad ids with 400, unknown ids with 404', async () => {
    for (const url of [
      '/api/uservos?size=201',
      '/api/uservos?size=0',
      '/api/uservos?page=-1',
      '/api/uservos?page=abc',
      '/api/uservos?roleName=KING',
    ]) {
      expect((await admin.api.get(url)).statusCode, url).toBe(400);
    }
    for (const url of ['/api/users/abc', '/api/users/0', '/api/users/1.5', '/api/users/99999999999', '/api/users/-3']) {
      const res = await admin.api.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('INVALID_INPUT');
    }
    const unknown = await admin.api.get('/api/users/2147483647');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
    expect((await admin.api.put('/api/users/2147483647', fullUser())).statusCode).toBe(404);
    expect((await admin.api.del('/api/users/99999999999')).statusCode).toBe(400);
  });
});

describe('GET /api/users/:id', () => {
  it('answers the user with its paired vehicles and client', async () => {
    const customer = await buildUser(t.database, { role: 'CUSTOMER' });
    const passenger = await buildUser(t.database, { role: 'PASSENGER', clientId: customer.id });
    const res = await admin.api.get(`/api/users/${passenger.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: passenger.id, userId: passenger.id, clientId: customer.id, vehicles: [] });
    expect(res.json()).not.toHaveProperty('passwordHash');
  });
});

describe('e-mail uniqueness in the database', () => {
  it('a unique violation of either driver becomes 409 EMAIL_TAKEN (two writes racing past the check)', async () => {
    await insertUser(t.database.db, { name: 'First', email: 'race@example.test' });
    const err = await insertUser(t.database.db, { name: 'Second', email: 'RACE@example.test' }).catch((e: unknown) => e);
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
    await expect(emailGuard(() => insertUser(t.database.db, { name: 'Third', email: 'Race@Example.test' }))).rejects.toMatchObject({
      statusCode: 409,
      code: 'EMAIL_TAKEN',
    });
  });
});

describe('OpenAPI', () => {
  it('documents the people calls from their zod schemas', async () => {
    const doc = (await caller(t).get('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/users',
        '/api/uservos',
        '/api/users/{id}',
        '/api/passengers/{id}',
        '/api/profile/password',
        '/api/active-drivers',
        '/api/login-history',
      ]),
    );
    const size = doc.paths['/api/uservos'].get.parameters.find((p: { name: string }) => p.name === 'size');
    expect(size.schema).toMatchObject({ default: 20, maximum: 200 });
  });
});
