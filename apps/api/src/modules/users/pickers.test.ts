import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildUser, login, useTestApp } from '../../test/test-app.ts';
import { signIn, type TestApp } from './test-helpers.ts';
import { buildRide } from '../rides/test-support.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
useTestApp(async (app) => {
  t = app;
  admin = await signIn(t, 'ADMIN');
});

const ids = (res: { json(): { objects: { id: number }[] } }) => res.json().objects.map((o) => o.id);
const minutesAgo = (m: number) => new Date(t.clock.now().getTime() - m * 60_000);

describe('GET /api/active-drivers', () => {
  it('offers active drivers only, online when seen within 2 minutes like the dispatch map; a fleet manager its own', async () => {
    const fleet = await signIn(t, 'FLEET_MANAGER', { name: 'Flotila Picker' });
    const fresh = await buildUser(t.database, {
      role: 'DRIVER',
      name: 'Picker Online',
      fleetManagerId: fleet.user.id,
      lastSeenAt: minutesAgo(1),
    });
    const stale = await buildUser(t.database, {
      role: 'DRIVER',
      name: 'Picker Offline',
      fleetManagerId: fleet.user.id,
      lastSeenAt: minutesAgo(3),
    });
    const inactive = await buildUser(t.database, {
      role: 'DRIVER',
      name: 'Picker Inactive',
      fleetManagerId: fleet.user.id,
      status: 'INACTIVE',
    });
    const foreign = await buildUser(t.database, { role: 'DRIVER', name: 'Picker Foreign' });
    const deleted = await buildUser(t.database, { role: 'DRIVER', name: 'Picker Deleted', fleetManagerId: fleet.user.id });
    await admin.api.del(`/api/users/${deleted.id}`);

    const all = await admin.api.get('/api/active-drivers?q=picker&size=200');
    expect(all.statusCode).toBe(200);
    expect(all.json().objects).toEqual([
      { id: foreign.id, userId: foreign.id, name: 'Picker Foreign', phone: null, email: foreign.email, online: false, fleetManager: null },
      {
        id: stale.id,
        userId: stale.id,
        name: 'Picker Offline',
        phone: null,
        email: stale.email,
        online: false,
        fleetManager: { id: fleet.user.id, name: 'Flotila Picker' },
      },
      {
        id: fresh.id,
        userId: fresh.id,
        name: 'Picker Online',
        phone: null,
        email: fresh.email,
        online: true,
        fleetManager: { id: fleet.user.id, name: 'Flotila Picker' },
      },
    ]);
    expect(ids(all)).not.toContain(inactive.id);
    const own = await fleet.api.get('/api/active-drivers');
    expect(ids(own).sort()).toEqual([fresh.id, stale.id].sort());
  });

  it('pages without duplicates', async () => {
    for (let i = 0; i < 5; i++) await buildUser(t.database, { role: 'DRIVER', name: `Stránka ${i}` });
    const seen: number[] = [];
    const first = await admin.api.get('/api/active-drivers?q=str%C3%A1nka&size=2');
    expect(first.json().totalPages).toBe(3);
    for (let page = 0; page < 3; page++) seen.push(...ids(await admin.api.get(`/api/active-drivers?q=stránka&size=2&page=${page}`)));
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });
});

describe('GET /api/active-fleets', () => {
  it('offers active fleet managers; a fleet manager only itself', async () => {
    const fleet = await signIn(t, 'FLEET_MANAGER', { name: 'Flotila Aktivní', companyName: 'Aktivní s.r.o.' });
    const idle = await buildUser(t.database, { role: 'FLEET_MANAGER', status: 'INACTIVE' });
    const all = await admin.api.get('/api/active-fleets?size=200');
    expect(all.json().objects).toContainEqual({
      id: fleet.user.id,
      userId: fleet.user.id,
      name: 'Flotila Aktivní',
      companyName: 'Aktivní s.r.o.',
    });
    expect(ids(all)).not.toContain(idle.id);
    expect((await fleet.api.get('/api/active-fleets')).json()).toEqual({
      totalPages: 1,
      objects: [{ id: fleet.user.id, userId: fleet.user.id, name: 'Flotila Aktivní', companyName: 'Aktivní s.r.o.' }],
    });
  });
});

describe('GET /api/customers', () => {
  it('offers active customers by type; a customer only itself', async () => {
    const customer = await signIn(t, 'CUSTOMER', {
      type: 'CUSTOMER_RECURRING',
      companyName: 'Zákazník a.s.',
      internalNote: 'platí pozdě',
      internalNumber: 'K-7',
    });
    const oneTime = await buildUser(t.database, { role: 'CUSTOMER', type: 'CUSTOMER_ONE_TIME' });
    const inactive = await buildUser(t.database, { role: 'CUSTOMER', status: 'INACTIVE' });
    const all = await admin.api.get('/api/customers?size=200');
    expect(ids(all)).toEqual(expect.arrayContaining([customer.user.id, oneTime.id]));
    expect(ids(all)).not.toContain(inactive.id);
    const recurring = await admin.api.get('/api/customers?type=CUSTOMER_RECURRING&size=200');
    expect(ids(recurring)).toContain(customer.user.id);
    expect(ids(recurring)).not.toContain(oneTime.id);
    expect(ids(await admin.api.get('/api/customers?q=zákazník'))).toEqual([customer.user.id]);
    const fromAdmin = recurring.json().objects.find((c: { id: number }) => c.id === customer.user.id);
    expect(fromAdmin).toMatchObject({ companyName: 'Zákazník a.s.', internalNote: 'platí pozdě', internalNumber: 'K-7' });
    const self = await customer.api.get('/api/customers');
    expect(self.json()).toMatchObject({
      totalPages: 1,
      objects: [{ id: customer.user.id, companyName: 'Zákazník a.s.', internalNote: null }],
    });
  });

  it("offers a fleet manager only its rides' customers, with id, name and phone only", async () => {
    const fleet = await signIn(t, 'FLEET_MANAGER');
    const secret = {
      bankAccount: '19-2000145399/0800',
      companyTin: 'CZ99887766',
      companyName: 'Tajná a.s.',
      email: `tajna-${Math.random().toString(36).slice(2, 10)}@example.test`,
      dateOfBirth: '1980-01-02',
      street: 'Tajná 1',
    };
    const ours = await buildUser(t.database, { role: 'CUSTOMER', name: 'Flotilový Klient', phone: '+420 603 000 111', ...secret });
    const viaPassenger = await buildUser(t.database, { role: 'CUSTOMER', name: 'Klient Přes Pasažéra' });
    const passenger = await buildUser(t.database, { role: 'PASSENGER', clientId: viaPassenger.id });
    const elsewhere = await buildUser(t.database, {
      role: 'CUSTOMER',
      name: 'Cizí Klient',
      ...secret,
      email: `cizi-${Math.random().toString(36).slice(2, 10)}@example.test`,
    });
    const gone = await buildUser(t.database, { role: 'CUSTOMER', name: 'Klient Smazané Jízdy' });
    const otherFleet = await buildUser(t.database, { role: 'FLEET_MANAGER' });
    await buildRide(t.database, { fleetManagerId: fleet.user.id, customerId: ours.id, status: 'PLANNED' });
    await buildRide(t.database, { fleetManagerId: fleet.user.id, customerId: null, passengerId: passenger.id, status: 'DONE' });
    await buildRide(t.database, { fleetManagerId: otherFleet.id, customerId: elsewhere.id, status: 'PLANNED' });
    await buildRide(t.database, { status: 'FREE', customerId: elsewhere.id });
    await buildRide(t.database, { fleetManagerId: fleet.user.id, customerId: gone.id, status: 'DELETED' });

    const res = await fleet.api.get('/api/customers?size=200');
    expect(res.statusCode, res.body).toBe(200);
    // The passenger's client is not a customer of the fleet's rides: only rows of its rides' customers.
    expect(res.json()).toEqual({
      totalPages: 1,
      objects: [{ id: ours.id, userId: ours.id, name: 'Flotilový Klient', phone: '+420 603 000 111' }],
    });
    expect(res.body).not.toMatch(/19-2000145399|CZ99887766|Tajná|1980-01-02|tajna-/);
    // The full record stays ADMIN's.
    const forAdmin = (await admin.api.get('/api/customers?q=Flotilový')).json().objects[0];
    expect(forAdmin).toMatchObject({ bankAccount: '19-2000145399/0800', companyTin: 'CZ99887766' });
  });
});

describe('GET /api/active-passengers', () => {
  it("offers the chosen client's active passengers to ADMIN; a customer its own", async () => {
    const client = await signIn(t, 'CUSTOMER', { name: 'Klient Pasažérů' });
    const other = await buildUser(t.database, { role: 'CUSTOMER' });
    const anna = await buildUser(t.database, {
      role: 'PASSENGER',
      name: 'Anna Pasažérka',
      phone: '+420 777 000 111',
      clientId: client.user.id,
    });
    const bedrich = await buildUser(t.database, { role: 'PASSENGER', name: 'Bedřich Pasažér', clientId: client.user.id });
    const inactive = await buildUser(t.database, {
      role: 'PASSENGER',
      name: 'Cyril Neaktivní',
      clientId: client.user.id,
      status: 'INACTIVE',
    });
    const foreign = await buildUser(t.database, { role: 'PASSENGER', name: 'Dana Cizí', clientId: other.id });

    const forAdmin = await admin.api.get(`/api/active-passengers?clientId=${client.user.id}`);
    expect(forAdmin.statusCode, forAdmin.body).toBe(200);
    expect(forAdmin.json()).toEqual({
      totalPages: 1,
      objects: [
        { id: anna.id, name: 'Anna Pasažérka', phone: '+420 777 000 111', email: anna.email, clientId: client.user.id },
        { id: bedrich.id, name: 'Bedřich Pasažér', phone: null, email: bedrich.email, clientId: client.user.id },
      ],
    });
    expect(ids(forAdmin)).not.toContain(inactive.id);
    expect(ids(await admin.api.get(`/api/active-passengers?clientId=${client.user.id}&q=bed`))).toEqual([bedrich.id]);
    expect(ids(await admin.api.get(`/api/active-passengers?clientId=${other.id}`))).toEqual([foreign.id]);
    // A customer gets its own passengers, whichever client it names.
    expect(ids(await client.api.get(`/api/active-passengers?clientId=${other.id}`))).toEqual([anna.id, bedrich.id]);
  });

  it("offers a fleet manager its rides' passengers of one of its rides' clients, with id, name and phone only", async () => {
    const fleet = await signIn(t, 'FLEET_MANAGER');
    const client = await buildUser(t.database, { role: 'CUSTOMER' });
    const rode = await buildUser(t.database, { role: 'PASSENGER', name: 'Eva Jela', phone: '+420 604 000 222', clientId: client.id });
    const never = await buildUser(t.database, { role: 'PASSENGER', name: 'Filip Nejel', clientId: client.id });
    const stranger = await buildUser(t.database, { role: 'CUSTOMER' });
    await buildUser(t.database, { role: 'PASSENGER', clientId: stranger.id });
    await buildRide(t.database, { fleetManagerId: fleet.user.id, customerId: client.id, passengerId: rode.id, status: 'PLANNED' });

    const res = await fleet.api.get(`/api/active-passengers?clientId=${client.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ totalPages: 1, objects: [{ id: rode.id, userId: rode.id, name: 'Eva Jela', phone: '+420 604 000 222' }] });
    expect(ids(res)).not.toContain(never.id);
    // Another client answers as one that does not exist.
    const foreign = await fleet.api.get(`/api/active-passengers?clientId=${stranger.id}`);
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'CLIENT_NOT_SELECTED']);
  });

  it('answers 400 CLIENT_NOT_SELECTED without a client or for one that is not a customer; read-only for a fleet manager', async () => {
    const fleet = await signIn(t, 'FLEET_MANAGER');
    const driver = await buildUser(t.database, { role: 'DRIVER' });
    for (const query of ['', '?clientId=', `?clientId=${driver.id}`, '?clientId=99999999']) {
      const res = await fleet.api.get(`/api/active-passengers${query}`);
      expect([query, res.statusCode, res.json().code]).toEqual([query, 400, 'CLIENT_NOT_SELECTED']);
    }
    expect((await fleet.api.get('/api/active-passengers?clientId=abc')).statusCode).toBe(400);
    const client = await buildUser(t.database, { role: 'CUSTOMER' });
    expect((await fleet.api.post('/api/passengers', { name: 'Nový', clientId: client.id })).statusCode).toBe(403);
    expect((await fleet.api.get(`/api/passengers?clientId=${client.id}`)).statusCode).toBe(403);
  });
});

describe('GET /api/login-history', () => {
  it('lists sign-ins newest first, paged, optionally of one user', async () => {
    const user = await buildUser(t.database);
    for (let i = 0; i < 3; i++) await login(t.app, user.email!);
    await t.database.db.execute(sql`update login_history set at = at - (id * interval '1 second') where user_id = ${user.id}`);
    const res = await admin.api.get(`/api/login-history?userId=${user.id}&size=2`);
    expect(res.statusCode).toBe(200);
    expect(res.json().totalPages).toBe(2);
    const entries = res.json().objects;
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ userId: user.id, userName: user.name, email: user.email, ip: '127.0.0.1' });
    expect(Date.parse(entries[0].at)).toBeGreaterThan(Date.parse(entries[1].at));
    expect((await admin.api.get(`/api/login-history?userId=${user.id}&size=2&page=1`)).json().objects).toHaveLength(1);

    const everyone = await admin.api.get('/api/login-history?size=200');
    expect(new Set(everyone.json().objects.map((e: { userId: number }) => e.userId)).size).toBeGreaterThan(1);
    expect((await admin.api.get('/api/login-history?userId=abc')).statusCode).toBe(400);
  });
});
