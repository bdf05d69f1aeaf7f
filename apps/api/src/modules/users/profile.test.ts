import { describe, expect, it } from 'vitest';
import { buildUser, login, TEST_PASSWORD, useTestApp } from '../../test/test-app.ts';
import { caller, sessionCount, signIn, userRow, type TestApp } from './test-helpers.ts';

let t: TestApp;
useTestApp((app) => (t = app));

describe('GET and PUT /api/profile', () => {
  it('answers own details with the fleet', async () => {
    const fleet = await buildUser(t.database, { role: 'FLEET_MANAGER', name: 'Moje Flotila' });
    const driver = await signIn(t, 'DRIVER', { fleetManagerId: fleet.id });
    const res = await driver.api.get('/api/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: driver.user.id,
      email: driver.user.email,
      fleetManager: { id: fleet.id, name: 'Moje Flotila' },
    });
    expect(res.json()).not.toHaveProperty('passwordHash');
  });

  it('changes own data; e-mail and name are required', async () => {
    const me = await signIn(t, 'CUSTOMER', { language: 'en', phone: '+420 1' });
    const missing = await me.api.put('/api/profile', { name: '', email: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'FILL_EVERY_FIELD',
      message: 'Fill in every field.',
      fields: { email: 'Fill in every field.', name: 'Fill in every field.' },
    });

    const res = await me.api.put('/api/profile', {
      name: 'Nové Jméno',
      email: 'New.Address@Example.test',
      phone: '',
      city: 'Brno',
      language: 'CZ',
      vatPayer: true,
      currentPassword: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Nové Jméno',
      email: 'new.address@example.test',
      phone: null,
      city: 'Brno',
      language: 'cs',
      vatPayer: true,
    });
    expect(await login(t.app, 'new.address@example.test')).toBeTruthy();
  });

  it('refuses an e-mail of another account with 409', async () => {
    const me = await signIn(t, 'DRIVER');
    const other = await buildUser(t.database);
    const res = await me.api.put('/api/profile', { name: 'X', email: other.email!.toUpperCase(), currentPassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
    // Keeping one's own e-mail is no conflict.
    expect((await me.api.put('/api/profile', { name: 'X', email: me.user.email })).statusCode).toBe(200);
  });

  it('cannot raise own roles, status or fleet', async () => {
    const me = await signIn(t, 'CUSTOMER');
    const fleet = await buildUser(t.database, { role: 'FLEET_MANAGER' });
    const res = await me.api.put('/api/profile', {
      name: 'Ambitious',
      email: me.user.email,
      roles: [{ name: 'ADMIN' }],
      status: 'NEW',
      type: 'CUSTOMER_RECURRING',
      fleetManagerId: fleet.id,
      clientId: fleet.id,
      internalNote: 'vip',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ roles: [{ name: 'CUSTOMER' }], status: 'ACTIVE', fleetManager: null });
    expect(await userRow(t, me.user.id)).toMatchObject({
      name: 'Ambitious',
      roles: ['CUSTOMER'],
      status: 'ACTIVE',
      fleetManagerId: null,
      clientId: null,
      internalNote: null,
    });
    expect((await me.api.get('/api/users')).statusCode).toBe(403);
  });
});

describe('changing the e-mail asks for the current password', () => {
  it('name and phone change without it; a new e-mail without it or with a wrong one is refused', async () => {
    const me = await signIn(t, 'DRIVER');
    const plain = await me.api.put('/api/profile', { name: 'Jen Jméno', phone: '+420 700 000 001', email: me.user.email!.toUpperCase() });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ name: 'Jen Jméno', phone: '+420 700 000 001' });

    const missing = await me.api.put('/api/profile', { name: 'Jen Jméno', email: 'taken-over@example.test' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'CURRENT_PASSWORD_REQUIRED',
      message: 'Enter your current password to confirm this change.',
      fields: { currentPassword: 'Enter your current password to confirm this change.' },
    });
    const wrong = await caller(t, me.token, { 'accept-language': 'cs' }).put('/api/profile', {
      name: 'Jen Jméno',
      email: 'taken-over@example.test',
      currentPassword: 'guess-1234',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG', message: 'Současné heslo není správné.' });
    expect((await userRow(t, me.user.id))!.email).toBe(me.user.email);

    const right = await me.api.put('/api/profile', { name: 'Jen Jméno', email: 'taken-over@example.test', currentPassword: TEST_PASSWORD });
    expect(right.statusCode).toBe(200);
    expect((await userRow(t, me.user.id))!.email).toBe('taken-over@example.test');
  });
});

describe('PUT /api/profile/password', () => {
  it('needs the current password', async () => {
    const me = await signIn(t, 'DRIVER');
    const res = await me.api.put('/api/profile/password', { currentPassword: 'wrong-password', newPassword: 'Another-pass-7' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG', message: 'The current password is not correct.' });
    const short = await me.api.put('/api/profile/password', { currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(short.json().code).toBe('PASSWORD_TOO_SHORT');
    expect(await login(t.app, me.user.email!)).toBeTruthy();
  });

  it('changes it, ends every other session and keeps the calling one', async () => {
    const me = await signIn(t, 'CUSTOMER');
    const elsewhere = await login(t.app, me.user.email!);
    const res = await me.api.put('/api/profile/password', { currentPassword: TEST_PASSWORD, newPassword: 'Changed-pass-8' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been changed.' });
    expect(await sessionCount(t, me.user.id)).toBe(1);
    expect((await caller(t, elsewhere).get('/api/profile')).statusCode).toBe(401);
    expect((await me.api.get('/api/profile')).statusCode).toBe(200);
    const old = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: me.user.email, password: TEST_PASSWORD } });
    expect(old.statusCode).toBe(401);
    expect(await login(t.app, me.user.email!, 'Changed-pass-8')).toBeTruthy();
  });
});

describe('DELETE /api/profile', () => {
  it('deletes own account: anonymised, every session ended, cookie cleared, no sign-in', async () => {
    const me = await signIn(t, 'CUSTOMER', { name: 'Odcházející', phone: '+420 9' });
    await login(t.app, me.user.email!);
    const res = await me.api.del('/api/profile', { currentPassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(String(res.headers['set-cookie'])).toMatch(/vozka_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await sessionCount(t, me.user.id)).toBe(0);
    expect(await userRow(t, me.user.id)).toMatchObject({
      name: `Smazaný uživatel #${me.user.id}`,
      email: null,
      phone: null,
      passwordHash: null,
      status: 'INACTIVE',
    });
    expect((await me.api.get('/api/profile')).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: me.user.email, password: TEST_PASSWORD } });
    expect(again.statusCode).toBe(401);
  });
});

describe('DELETE /api/profile asks for the current password', () => {
  it('without it or with a wrong one the account stays', async () => {
    const me = await signIn(t, 'DRIVER');
    const missing = await me.api.del('/api/profile', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_REQUIRED',
      fields: { currentPassword: 'Enter your current password to confirm this change.' },
    });
    const wrong = await me.api.del('/api/profile', { currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_WRONG',
      fields: { currentPassword: 'The current password is not correct.' },
    });
    expect(await userRow(t, me.user.id)).toMatchObject({ status: 'ACTIVE', email: me.user.email });
    expect((await me.api.get('/api/profile')).statusCode).toBe(200);
  });
});

describe('the limits of the profile calls', () => {
  it('count per user, not per address: a colleague on the same address keeps its own budget', async () => {
    const first = await signIn(t, 'CUSTOMER');
    const colleague = await signIn(t, 'CUSTOMER');
    const wrong = { currentPassword: 'not-the-password', newPassword: 'Nove-heslo-2026' };
    const answers: number[] = [];
    for (let i = 0; i < 21; i += 1) answers.push((await first.api.put('/api/profile/password', wrong)).statusCode);
    expect(answers.slice(0, 20).every((status) => status !== 429)).toBe(true);
    expect(answers[20]).toBe(429);
    expect((await colleague.api.put('/api/profile/password', wrong)).statusCode).not.toBe(429);
  });
});
