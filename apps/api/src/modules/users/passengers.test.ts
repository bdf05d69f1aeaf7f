import { describe, expect, it } from 'vitest';
import { buildUser, useTestApp } from '../../test/test-app.ts';
import { signIn, userRow, type TestApp } from './test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let client: Awaited<ReturnType<typeof signIn>>;
let otherClient: Awaited<ReturnType<typeof buildUser>>;
useTestApp(async (app) => {
  t = app;
  admin = await signIn(t, 'ADMIN');
  client = await signIn(t, 'CUSTOMER', { language: 'cs' });
  otherClient = await buildUser(t.database, { role: 'CUSTOMER' });
});

describe('a customer manages its own passengers', () => {
  it('creates a passenger for itself: role PASSENGER, ACTIVE, no password; a given clientId is ignored', async () => {
    const res = await client.api.post('/api/passengers', {
      name: ' Eva Cestující ',
      phone: '',
      email: 'Eva@Example.test',
      clientId: otherClient.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Eva Cestující',
      phone: null,
      email: 'eva@example.test',
      clientId: client.user.id,
    });
    const row = await userRow(t, res.json().id);
    expect(row).toMatchObject({ roles: ['PASSENGER'], status: 'ACTIVE', passwordHash: null, clientId: client.user.id, language: 'cs' });
  });

  it('needs a name', async () => {
    const res = await client.api.post('/api/passengers', { name: '  ', phone: '+420 1' });
    expect(res.statusCode).toBe(400);
    // The customer's language (cs) when the request names none.
    expect(res.json()).toEqual({ code: 'FILL_EVERY_FIELD', message: 'Vyplňte všechna pole.', fields: { name: 'Vyplňte všechna pole.' } });
    expect((await client.api.post('/api/passengers', {})).json().code).toBe('FILL_EVERY_FIELD');
  });

  it('refuses a taken e-mail with 409', async () => {
    const res = await client.api.post('/api/passengers', { name: 'Dvojník', email: client.user.email!.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
  });

  it("lists, changes and deletes only its own; another client's passenger is 404", async () => {
    const mine = await buildUser(t.database, { role: 'PASSENGER', clientId: client.user.id, name: 'Aleš Můj' });
    const theirs = await buildUser(t.database, { role: 'PASSENGER', clientId: otherClient.id, name: 'Aleš Cizí' });
    const list = await client.api.get(`/api/passengers?clientId=${otherClient.id}&q=aleš`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      totalPages: 1,
      objects: [{ id: mine.id, name: 'Aleš Můj', phone: null, email: mine.email, clientId: client.user.id }],
    });

    expect((await client.api.put(`/api/passengers/${theirs.id}`, { name: 'Hacked' })).statusCode).toBe(404);
    expect((await client.api.del(`/api/passengers/${theirs.id}`)).statusCode).toBe(404);
    expect((await userRow(t, theirs.id))!.name).toBe('Aleš Cizí');
    // A customer is not its own passenger, nor is another customer.
    expect((await client.api.put(`/api/passengers/${otherClient.id}`, { name: 'X' })).statusCode).toBe(404);

    const changed = await client.api.put(`/api/passengers/${mine.id}`, { name: 'Aleš Nový', phone: '+420 605', clientId: otherClient.id });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Aleš Nový', phone: '+420 605', email: null, clientId: client.user.id });

    expect((await client.api.del(`/api/passengers/${mine.id}`)).statusCode).toBe(204);
    const row = await userRow(t, mine.id);
    expect(row).toMatchObject({ name: `Smazaný uživatel #${mine.id}`, phone: null, email: null, status: 'INACTIVE' });
    expect(row!.deletedAt).not.toBeNull();
    const after = await client.api.get('/api/passengers');
    expect(after.json().objects.map((p: { id: number }) => p.id)).not.toContain(mine.id);
  });
});

describe('ADMIN and passengers', () => {
  it('needs a client: "Client is not selected"', async () => {
    for (const res of [await admin.api.get('/api/passengers'), await admin.api.post('/api/passengers', { name: 'Bez klienta' })]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'CLIENT_NOT_SELECTED', message: 'Client is not selected' });
    }
    const notAClient = await admin.api.post('/api/passengers', { name: 'X', clientId: admin.user.id });
    expect(notAClient.json().code).toBe('CLIENT_NOT_SELECTED');
    expect((await admin.api.post('/api/passengers', { name: 'X', clientId: 0 })).json().code).toBe('CLIENT_NOT_SELECTED');
  });

  it("manages any client's passengers and may move one to another client", async () => {
    const created = await admin.api.post('/api/passengers', { name: 'Adéla', clientId: otherClient.id });
    expect(created.statusCode).toBe(201);
    expect(created.json().clientId).toBe(otherClient.id);
    const list = await admin.api.get(`/api/passengers?clientId=${otherClient.id}&size=1`);
    expect(list.json().objects).toHaveLength(1);
    const moved = await admin.api.put(`/api/passengers/${created.json().id}`, { name: 'Adéla', clientId: client.user.id });
    expect(moved.json().clientId).toBe(client.user.id);
    const kept = await admin.api.put(`/api/passengers/${created.json().id}`, { name: 'Adéla B' });
    expect(kept.json()).toMatchObject({ name: 'Adéla B', clientId: client.user.id });
    expect((await admin.api.del(`/api/passengers/${created.json().id}`)).statusCode).toBe(204);
    expect((await admin.api.put(`/api/passengers/${created.json().id}`, { name: 'Zpět' })).statusCode).toBe(404);
  });

  it('a passenger is not a user of any other kind', async () => {
    const driver = await buildUser(t.database, { role: 'DRIVER' });
    expect((await admin.api.del(`/api/passengers/${driver.id}`)).statusCode).toBe(404);
    expect((await userRow(t, driver.id))!.deletedAt).toBeNull();
  });
});
