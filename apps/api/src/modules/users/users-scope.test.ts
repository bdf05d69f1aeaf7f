import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { files, loginHistory, userTokens, vehicleDrivers, vehicles } from '../../db/schema/index.ts';
import { buildUser, login, TEST_PASSWORD, useTestApp } from '../../test/test-app.ts';
import { caller, fullUser, sessionCount, signIn, userRow, type TestApp } from './test-helpers.ts';
import { insertFile } from '../files/files.repository.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
useTestApp(async (app) => {
  t = app;
  admin = await signIn(t, 'ADMIN');
});

describe("a fleet manager's scope", () => {
  let fleet: Awaited<ReturnType<typeof signIn>>;
  let otherFleet: Awaited<ReturnType<typeof buildUser>>;
  let own: Awaited<ReturnType<typeof buildUser>>;
  let foreign: Awaited<ReturnType<typeof buildUser>>;
  beforeAll(async () => {
    fleet = await signIn(t, 'FLEET_MANAGER', { name: 'Flotila Sever' });
    otherFleet = await buildUser(t.database, { role: 'FLEET_MANAGER' });
    own = await buildUser(t.database, { role: 'DRIVER', fleetManagerId: fleet.user.id });
    foreign = await buildUser(t.database, { role: 'DRIVER', fleetManagerId: otherFleet.id });
  });

  it('lists only its own drivers, and no other role', async () => {
    const list = await fleet.api.get('/api/users?roleName=DRIVER');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((u: { id: number }) => u.id)).toEqual([own.id]);
    expect(list.json()[0].fleetManager).toEqual({ id: fleet.user.id, name: 'Flotila Sever' });
    expect((await fleet.api.get('/api/users')).json().map((u: { id: number }) => u.id)).toEqual([own.id]);
    const page = await fleet.api.get('/api/uservos?roleName=DRIVER');
    expect(page.json()).toMatchObject({ totalPages: 1, objects: [{ id: own.id }] });
    for (const role of ['ADMIN', 'CUSTOMER', 'FLEET_MANAGER']) {
      expect((await fleet.api.get(`/api/users?roleName=${role}`)).statusCode).toBe(403);
      expect((await fleet.api.get(`/api/uservos?roleName=${role}`)).statusCode).toBe(403);
    }
  });

  it("answers 404 for another fleet's driver (read, change, delete) and for anyone not its driver", async () => {
    expect((await fleet.api.get(`/api/users/${own.id}`)).statusCode).toBe(200);
    for (const id of [foreign.id, admin.user.id, fleet.user.id]) {
      const res = await fleet.api.get(`/api/users/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
    }
    const put = await fleet.api.put(`/api/users/${foreign.id}`, fullUser({ email: foreign.email }));
    expect(put.statusCode).toBe(404);
    expect((await fleet.api.del(`/api/users/${foreign.id}`)).statusCode).toBe(404);
    expect(await userRow(t, foreign.id)).toMatchObject({ name: foreign.name, deletedAt: null, fleetManagerId: otherFleet.id });
  });

  it("shows its driver's paired vehicles of its own fleet only, not another fleet's plate", async () => {
    const [mine, theirs] = await t.database.db
      .insert(vehicles)
      .values([
        { brand: 'Skoda', model: 'Octavia', registrationPlate: '5SC0001', fleetManagerId: fleet.user.id },
        { brand: 'Audi', model: 'A6', registrationPlate: '5SC0002', fleetManagerId: otherFleet.id },
      ])
      .returning();
    // ADMIN paired the fleet's driver with another fleet's car too.
    await t.database.db.insert(vehicleDrivers).values([
      { vehicleId: mine!.id, driverId: own.id },
      { vehicleId: theirs!.id, driverId: own.id },
    ]);
    const record = await fleet.api.get(`/api/users/${own.id}`);
    expect(record.json().vehicles.map((v: { id: number }) => v.id)).toEqual([mine!.id]);
    expect(record.body).not.toContain('5SC0002');
    expect((await admin.api.get(`/api/users/${own.id}`)).json().vehicles.map((v: { id: number }) => v.id)).toEqual([mine!.id, theirs!.id]);
  });

  it('creates drivers into its own fleet only, and never other roles', async () => {
    const created = await fleet.api.post('/api/users', fullUser({ fleetManager: null, password: TEST_PASSWORD }));
    expect(created.statusCode).toBe(201);
    expect(created.json().fleetManager).toEqual({ id: fleet.user.id, name: 'Flotila Sever' });
    expect((await userRow(t, created.json().id))!.fleetManagerId).toBe(fleet.user.id);
    for (const roles of [['ADMIN'], ['DRIVER', 'ADMIN'], ['FLEET_MANAGER'], ['CUSTOMER']]) {
      const res = await fleet.api.post('/api/users', fullUser({ roles }));
      expect(res.statusCode, roles.join()).toBe(403);
    }
    expect((await fleet.api.post('/api/users', fullUser({ fleetManagerId: otherFleet.id }))).statusCode).toBe(403);
  });

  it('updates its driver, which stays a driver of its fleet', async () => {
    const input = fullUser({ email: own.email, name: 'Nové Jméno' });
    expect((await fleet.api.put(`/api/users/${own.id}`, { ...input, roles: ['ADMIN'] })).statusCode).toBe(403);
    expect((await fleet.api.put(`/api/users/${own.id}`, { ...input, fleetManager: otherFleet.id })).statusCode).toBe(403);
    const ok = await fleet.api.put(`/api/users/${own.id}`, input);
    expect(ok.statusCode).toBe(200);
    expect(await userRow(t, own.id)).toMatchObject({ name: 'Nové Jméno', roles: ['DRIVER'], fleetManagerId: fleet.user.id });
  });

  it('deletes its own driver', async () => {
    const driver = await buildUser(t.database, { role: 'DRIVER', fleetManagerId: fleet.user.id });
    expect((await fleet.api.del(`/api/users/${driver.id}`)).statusCode).toBe(204);
    expect((await userRow(t, driver.id))!.deletedAt).not.toBeNull();
  });
});

describe('own roles and status', () => {
  it('nobody changes its own roles or status through PUT /api/users', async () => {
    const me = await signIn(t, 'ADMIN');
    const base = { name: me.user.name, email: me.user.email, roles: ['ADMIN'], status: 'ACTIVE' };
    for (const change of [{ roles: ['ADMIN', 'DRIVER'] }, { roles: ['CUSTOMER'] }, { status: 'INACTIVE' }]) {
      const res = await me.api.put(`/api/users/${me.user.id}`, { ...base, ...change });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CANNOT_CHANGE_OWN_ROLES', message: 'You cannot change your own roles or status.' });
    }
    const rename = await me.api.put(`/api/users/${me.user.id}`, { ...base, name: 'Renamed Admin' });
    expect(rename.statusCode).toBe(200);
    expect(await userRow(t, me.user.id)).toMatchObject({ name: 'Renamed Admin', roles: ['ADMIN'], status: 'ACTIVE' });
  });
});

describe('PUT /api/users/:id', () => {
  it('asks for e-mail, name, roles and status; a passenger only name and roles', async () => {
    const driver = await buildUser(t.database, { role: 'DRIVER' });
    const res = await admin.api.put(`/api/users/${driver.id}`, { name: 'X' });
    expect(res.json()).toMatchObject({
      code: 'FILL_EVERY_FIELD',
      fields: { email: 'Fill in every field.', roles: 'Fill in every field.', status: 'Fill in every field.' },
    });
    const passenger = await buildUser(t.database, { role: 'PASSENGER' });
    const ok = await admin.api.put(`/api/users/${passenger.id}`, { name: 'Petra', roles: ['PASSENGER'] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Petra', email: null, status: 'ACTIVE' });
  });

  it("refuses another user's e-mail with 409", async () => {
    const [a, b] = [await buildUser(t.database), await buildUser(t.database)];
    const res = await admin.api.put(`/api/users/${a.id}`, fullUser({ email: b.email!.toUpperCase(), roles: ['CUSTOMER'] }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
  });

  it('status INACTIVE ends the sessions of the user at once', async () => {
    const driver = await signIn(t, 'DRIVER');
    await login(t.app, driver.user.email!);
    expect(await sessionCount(t, driver.user.id)).toBe(2);
    const res = await admin.api.put(`/api/users/${driver.user.id}`, fullUser({ email: driver.user.email, status: 'INACTIVE' }));
    expect(res.statusCode).toBe(200);
    expect(await sessionCount(t, driver.user.id)).toBe(0);
    expect((await driver.api.get('/api/user-details')).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: driver.user.email, password: TEST_PASSWORD } });
    expect(again.json().code).toBe('ACCOUNT_INACTIVE');
  });
});

describe('DELETE /api/users/:id', () => {
  it('anonymises the user, keeps the row, ends its sessions and removes its files and pairings', async () => {
    const fleet = await buildUser(t.database, { role: 'FLEET_MANAGER' });
    const driver = await signIn(t, 'DRIVER', {
      name: 'Dana Mazaná',
      phone: '+420 603 000 111',
      city: 'Praha',
      street: 'Dlouhá 1',
      zipCode: '11000',
      companyName: 'Dana s.r.o.',
      companyId: '123',
      internalNote: 'tajné',
      bankAccount: '1/0100',
      fleetManagerId: fleet.id,
    });
    const follower = await buildUser(t.database, { role: 'DRIVER', fleetManagerId: fleet.id });
    const [vehicle] = await t.database.db
      .insert(vehicles)
      .values({ brand: 'Skoda', model: 'Superb', registrationPlate: `DEL${driver.user.id}` })
      .returning();
    await t.database.db.insert(vehicleDrivers).values({ vehicleId: vehicle!.id, driverId: driver.user.id });
    await insertFile(t.database.db, {
      userId: driver.user.id,
      type: 'CONTRACT',
      name: 'c.pdf',
      mimeType: 'application/pdf',
      data: Buffer.from('pdf'),
    });
    expect((await admin.api.get(`/api/users/${driver.user.id}`)).json().vehicles).toEqual([
      { id: vehicle!.id, registrationPlate: `DEL${driver.user.id}`, brand: 'Skoda', model: 'Superb' },
    ]);

    expect((await admin.api.del(`/api/users/${driver.user.id}`)).statusCode).toBe(204);
    const row = await userRow(t, driver.user.id);
    expect(row).toMatchObject({
      name: `Smazaný uživatel #${driver.user.id}`,
      email: null,
      phone: null,
      city: null,
      street: null,
      zipCode: null,
      companyName: null,
      companyId: null,
      internalNote: null,
      bankAccount: null,
      passwordHash: null,
      status: 'INACTIVE',
      roles: ['DRIVER'],
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await sessionCount(t, driver.user.id)).toBe(0);
    expect((await driver.api.get('/api/user-details')).statusCode).toBe(401);
    expect(await t.database.db.select().from(files).where(eq(files.userId, driver.user.id))).toEqual([]);
    expect(await t.database.db.select().from(vehicleDrivers).where(eq(vehicleDrivers.driverId, driver.user.id))).toEqual([]);
    expect(await t.database.db.select().from(loginHistory).where(eq(loginHistory.userId, driver.user.id))).toEqual([]);
    expect(await t.database.db.select().from(userTokens).where(eq(userTokens.userId, driver.user.id))).toEqual([]);
    expect((await userRow(t, follower.id))!.fleetManagerId).toBe(fleet.id);

    expect((await admin.api.get(`/api/users/${driver.user.id}`)).statusCode).toBe(404);
    expect((await admin.api.del(`/api/users/${driver.user.id}`)).statusCode).toBe(404);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: driver.user.email, password: TEST_PASSWORD },
    });
    expect(relogin.statusCode).toBe(401);
    // The e-mail is free again.
    expect((await admin.api.post('/api/users', fullUser({ email: driver.user.email }))).statusCode).toBe(201);
  });

  it("a deleted fleet manager's drivers leave the fleet", async () => {
    const fleet = await buildUser(t.database, { role: 'FLEET_MANAGER' });
    const driver = await buildUser(t.database, { role: 'DRIVER', fleetManagerId: fleet.id });
    expect((await admin.api.del(`/api/users/${fleet.id}`)).statusCode).toBe(204);
    expect((await userRow(t, driver.id))!.fleetManagerId).toBeNull();
  });

  it('ADMIN cannot delete itself here', async () => {
    const res = await admin.api.del(`/api/users/${admin.user.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CANNOT_DELETE_SELF');
    expect((await userRow(t, admin.user.id))!.deletedAt).toBeNull();
    expect((await caller(t, admin.token).get('/api/user-details')).statusCode).toBe(200);
  });
});
