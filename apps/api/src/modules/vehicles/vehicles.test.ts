import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TVehicleInput } from '@vozka/domain';
import { files, users } from '../../db/schema/index.ts';
import { buildUser, login, startTestApp } from '../../test/test-app.ts';
import { insertTestFile } from '../files/test-support.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let people: Record<'admin' | 'fm' | 'driver' | 'driver2' | 'otherFm' | 'otherDriver' | 'customer', { id: number; token: string }>;

beforeAll(async () => {
  t = await startTestApp();
  const make = async (overrides: Parameters<typeof buildUser>[1]) => {
    const row = await buildUser(t.database, overrides);
    return { id: row.id, token: await login(t.app, row.email!) };
  };
  const fm = await make({ role: 'FLEET_MANAGER', name: 'Fleet One' });
  const otherFm = await make({ role: 'FLEET_MANAGER', name: 'Fleet Two' });
  people = {
    admin: await make({ role: 'ADMIN' }),
    fm,
    driver: await make({ role: 'DRIVER', name: 'Žofie Řidičová', fleetManagerId: fm.id }),
    driver2: await make({ role: 'DRIVER', name: 'Adam Novák', fleetManagerId: fm.id }),
    otherFm,
    otherDriver: await make({ role: 'DRIVER', fleetManagerId: otherFm.id }),
    customer: await make({ role: 'CUSTOMER' }),
  };
});
afterAll(async () => {
  await t.close();
});

type Who = keyof typeof people;
function call(who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { authorization: `Bearer ${people[who].token}` }, ...(payload ? { payload } : {}) });
}

let plateNo = 0;
function vehicleBody(overrides: Partial<TVehicleInput> = {}): TVehicleInput {
  plateNo += 1;
  return { brand: 'Skoda', model: 'Superb', registrationPlate: `1T${String(plateNo).padStart(5, '0')}`, ...overrides };
}

async function createAs(who: Who, overrides: Partial<TVehicleInput> = {}) {
  const res = await call(who, 'POST', '/api/vehicles', vehicleBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('vehicles: create, read, update, delete', () => {
  it('ADMIN creates a vehicle with a fleet and paired drivers; the plate is normalised', async () => {
    const res = await call('admin', 'POST', '/api/vehicles', {
      brand: 'Mercedes-Benz',
      model: 'V-Class',
      registrationPlate: ' 2ab 34 56 ',
      category: 'VAN',
      color: 'BLACK',
      interior: 'LEATHER',
      firstRegistration: '2022-03-01',
      technicalInspectionValidUntil: '2027-03-01',
      insuranceValidUntil: '2026-12-31',
      numberOfPeople: 7,
      numberOfLuggage: 6,
      fleetManagerId: people.fm.id,
      driverIds: [people.driver.id, people.driver2.id, people.driver.id],
      note: 'Dětská sedačka v kufru',
    });
    expect(res.statusCode, res.body).toBe(201);
    const v = res.json();
    expect(v).toMatchObject({
      registrationPlate: '2AB3456',
      category: 'VAN',
      color: 'BLACK',
      interior: 'LEATHER',
      technicalInspectionValidUntil: '2027-03-01',
      numberOfPeople: 7,
      active: true,
      fleetManager: { id: people.fm.id, name: 'Fleet One' },
      note: 'Dětská sedačka v kufru',
    });
    // Czech order: "Adam" before "Žofie".
    expect(v.drivers).toEqual([
      { id: people.driver2.id, name: 'Adam Novák' },
      { id: people.driver.id, name: 'Žofie Řidičová' },
    ]);
    expect((await call('admin', 'GET', `/api/vehicles/${v.id}`)).json()).toEqual(v);
  });

  it('applies defaults and replaces fields and pairings on PUT', async () => {
    const v = await createAs('admin', { fleetManagerId: people.fm.id, driverIds: [people.driver.id] });
    expect(v).toMatchObject({ category: 'STANDARD', color: null, numberOfPeople: 4, numberOfLuggage: 2, active: true });
    const res = await call('admin', 'PUT', `/api/vehicles/${v.id}`, {
      ...vehicleBody({ registrationPlate: v.registrationPlate }),
      model: 'Octavia',
      active: false,
      fleetManagerId: people.fm.id,
      driverIds: [people.driver2.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ model: 'Octavia', active: false, drivers: [{ id: people.driver2.id }] });
  });

  it('leaves deleted (anonymised) drivers out of the pairings', async () => {
    const gone = await buildUser(t.database, { role: 'DRIVER', fleetManagerId: people.fm.id });
    const v = await createAs('fm', { driverIds: [gone.id, people.driver.id] });
    expect(v.drivers).toHaveLength(2);
    await t.database.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, gone.id));
    expect((await call('fm', 'GET', `/api/vehicles/${v.id}`)).json().drivers).toEqual([{ id: people.driver.id, name: 'Žofie Řidičová' }]);
    expect((await call('fm', 'POST', '/api/vehicles', vehicleBody({ driverIds: [gone.id] }))).statusCode).toBe(400);
  });

  it('deletes a vehicle with its files; then it is gone', async () => {
    const v = await createAs('admin');
    await insertTestFile(t.database, { vehicleId: v.id }, 'INSURANCE');
    expect((await call('admin', 'DELETE', `/api/vehicles/${v.id}`)).statusCode).toBe(204);
    expect((await call('admin', 'GET', `/api/vehicles/${v.id}`)).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `/api/vehicles/${v.id}`)).statusCode).toBe(404);
    expect(await t.database.db.select({ id: files.id }).from(files).where(eq(files.vehicleId, v.id))).toEqual([]);
  });
});

describe('vehicles: validation', () => {
  it.each([
    [{ brand: '' }, 'FILL_EVERY_FIELD', 'brand', 'Fill in every field.'],
    [{ registrationPlate: '   ' }, 'FILL_EVERY_FIELD', 'registrationPlate', 'Fill in every field.'],
    [{ color: 'PINK' }, 'INVALID_INPUT', 'color', 'The data sent is not valid.'],
    [{ insuranceValidUntil: '2026-02-30' }, 'INVALID_INPUT', 'insuranceValidUntil', 'The data sent is not valid.'],
    [{ firstRegistration: '0000-01-01' }, 'INVALID_INPUT', 'firstRegistration', 'The data sent is not valid.'],
    [{ numberOfPeople: 0 }, 'INVALID_INPUT', 'numberOfPeople', 'The data sent is not valid.'],
    [{ driverIds: [99999999999] }, 'INVALID_INPUT', 'driverIds.0', 'The data sent is not valid.'],
  ])('%j answers 400 %s', async (patch, code, field, message) => {
    const res = await call('admin', 'POST', '/api/vehicles', { ...vehicleBody(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, message });
    expect(res.json().fields).toHaveProperty([field]);
  });

  it('answers the Czech message to a Czech caller', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vehicles',
      headers: { authorization: `Bearer ${people.admin.token}`, 'accept-language': 'cs' },
      payload: { ...vehicleBody(), model: '' },
    });
    expect(res.json()).toMatchObject({ code: 'FILL_EVERY_FIELD', message: 'Vyplňte všechna pole.' });
  });

  it.each(['/api/vehicles/abc', '/api/vehicles/0', '/api/vehicles/99999999999', '/api/vehicles/1.5'])(
    'bad id %s answers 400',
    async (url) => {
      expect((await call('admin', 'GET', url)).statusCode).toBe(400);
    },
  );

  it.each(['active=maybe', 'size=500', 'size=0', 'page=-1', 'fleetManagerId=x', 'driverId=99999999999'])(
    'bad query %s answers 400',
    async (query) => {
      expect((await call('admin', 'GET', `/api/vehicles?${query}`)).statusCode).toBe(400);
    },
  );

  it('ADMIN must choose an existing fleet manager', async () => {
    const res = await call('admin', 'POST', '/api/vehicles', vehicleBody({ fleetManagerId: people.customer.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'FLEET_MANAGER_INVALID',
      fields: { fleetManagerId: 'The chosen fleet manager does not exist.' },
    });
  });

  it('paired users must be drivers', async () => {
    const res = await call('admin', 'POST', '/api/vehicles', vehicleBody({ driverIds: [people.customer.id] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VEHICLE_DRIVER_INVALID');
    expect((await call('admin', 'POST', '/api/vehicles', vehicleBody({ driverIds: [2_000_000_000] }))).statusCode).toBe(400);
  });
});

describe('vehicles: registration plate is unique', () => {
  it('refuses a taken plate however it is written, on create and update', async () => {
    await createAs('admin', { registrationPlate: '5AX 1111' });
    const dup = await call('fm', 'POST', '/api/vehicles', vehicleBody({ registrationPlate: '5ax1111' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'PLATE_TAKEN', message: 'A vehicle with this registration plate already exists.' });
    const other = await createAs('admin');
    const upd = await call('admin', 'PUT', `/api/vehicles/${other.id}`, vehicleBody({ registrationPlate: '5AX1111' }));
    expect(upd.statusCode).toBe(409);
  });

  it('two concurrent creates of one plate: one 201, one 409', async () => {
    const body = vehicleBody({ registrationPlate: '6BZ 2222' });
    const answers = await Promise.all([call('admin', 'POST', '/api/vehicles', body), call('fm', 'POST', '/api/vehicles', body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('vehicles: fleet scope', () => {
  let own: { id: number };
  let foreign: { id: number };
  beforeAll(async () => {
    own = await createAs('fm', { registrationPlate: '7FM0001', driverIds: [people.driver.id] });
    foreign = await createAs('otherFm', { registrationPlate: '7FM0002', driverIds: [people.otherDriver.id] });
  });

  it("a fleet manager's vehicle goes into its own fleet whatever the body says", async () => {
    const v = await createAs('fm', { fleetManagerId: people.otherFm.id });
    expect(v.fleetManager).toEqual({ id: people.fm.id, name: 'Fleet One' });
    const upd = await call(
      'fm',
      'PUT',
      `/api/vehicles/${v.id}`,
      vehicleBody({ registrationPlate: v.registrationPlate, fleetManagerId: people.otherFm.id }),
    );
    expect(upd.json().fleetManager.id).toBe(people.fm.id);
  });

  it('a fleet manager lists only its fleet and cannot reach another fleet’s vehicle', async () => {
    const list = (await call('fm', 'GET', '/api/vehicles?size=200')).json();
    expect(list.objects.length).toBeGreaterThan(0);
    expect(list.objects.every((v: { fleetManager: { id: number } }) => v.fleetManager.id === people.fm.id)).toBe(true);
    expect(list.objects.map((v: { id: number }) => v.id)).not.toContain(foreign.id);
    expect((await call('fm', 'GET', `/api/vehicles/${foreign.id}`)).statusCode).toBe(404);
    expect((await call('fm', 'PUT', `/api/vehicles/${foreign.id}`, vehicleBody())).statusCode).toBe(404);
    expect((await call('fm', 'DELETE', `/api/vehicles/${foreign.id}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/api/vehicles/${foreign.id}`)).statusCode).toBe(200);
  });

  it("a fleet manager cannot pair another fleet's driver", async () => {
    const res = await call('fm', 'POST', '/api/vehicles', vehicleBody({ driverIds: [people.otherDriver.id] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VEHICLE_DRIVER_INVALID',
      fields: { driverIds: "Only drivers of the vehicle's fleet can be paired with it." },
    });
    const upd = await call(
      'fm',
      'PUT',
      `/api/vehicles/${own.id}`,
      vehicleBody({ registrationPlate: '7FM0001', driverIds: [people.otherDriver.id] }),
    );
    expect(upd.statusCode).toBe(400);
    expect((await call('fm', 'GET', `/api/vehicles/${own.id}`)).json().drivers).toEqual([{ id: people.driver.id, name: 'Žofie Řidičová' }]);
  });

  it('a driver ADMIN paired from another fleet may stay when the fleet manager saves', async () => {
    const v = await createAs('admin', { fleetManagerId: people.fm.id, driverIds: [people.otherDriver.id] });
    const res = await call(
      'fm',
      'PUT',
      `/api/vehicles/${v.id}`,
      vehicleBody({ registrationPlate: v.registrationPlate, driverIds: [people.otherDriver.id, people.driver2.id] }),
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a driver reads only its paired vehicles and never writes', async () => {
    const list = (await call('otherDriver', 'GET', '/api/vehicles')).json();
    expect(list.objects.map((v: { id: number }) => v.id)).toContain(foreign.id);
    expect(list.objects.every((v: { drivers: { id: number }[] }) => v.drivers.some((d) => d.id === people.otherDriver.id))).toBe(true);
    expect((await call('otherDriver', 'GET', `/api/vehicles/${foreign.id}`)).statusCode).toBe(200);
    expect((await call('otherDriver', 'GET', `/api/vehicles/${own.id}`)).statusCode).toBe(404);
    expect((await call('otherDriver', 'POST', '/api/vehicles', vehicleBody())).statusCode).toBe(403);
    expect((await call('otherDriver', 'PUT', `/api/vehicles/${foreign.id}`, vehicleBody())).statusCode).toBe(403);
    expect((await call('otherDriver', 'DELETE', `/api/vehicles/${foreign.id}`)).statusCode).toBe(403);
    expect((await call('customer', 'GET', '/api/vehicles')).statusCode).toBe(403);
  });
});

describe('vehicles: list filters and paging', () => {
  it('searches, filters and pages, sorted by plate', async () => {
    const a = await createAs('admin', {
      registrationPlate: '9ZZ 0003',
      brand: 'Tesla',
      model: 'Model Y',
      fleetManagerId: people.otherFm.id,
    });
    const b = await createAs('admin', {
      registrationPlate: '9ZZ 0001',
      brand: 'Tesla',
      model: 'Model 3',
      active: false,
      driverIds: [people.driver2.id],
    });
    const c = await createAs('admin', { registrationPlate: '9ZZ 0002', brand: 'Tesla', model: '100%_x' });
    const ids = (query: string) =>
      call('admin', 'GET', `/api/vehicles?${query}`).then((r) => r.json().objects.map((v: { id: number }) => v.id));

    expect(await ids('q=tesla')).toEqual([b.id, c.id, a.id]);
    expect(await ids('q=9zz%200002')).toEqual([c.id]);
    expect(await ids('q=100%25_')).toEqual([c.id]);
    expect(await ids('q=%25')).toEqual([c.id]);
    expect(await ids('q=tesla&active=false')).toEqual([b.id]);
    expect(await ids(`q=tesla&fleetManagerId=${people.otherFm.id}`)).toEqual([a.id]);
    expect(await ids(`q=tesla&driverId=${people.driver2.id}`)).toEqual([b.id]);

    const page = (await call('admin', 'GET', '/api/vehicles?q=tesla&size=2&page=1')).json();
    expect(page).toMatchObject({ totalPages: 2, objects: [{ id: a.id }] });
    expect((await call('admin', 'GET', '/api/vehicles?q=tesla&size=2&page=5')).json()).toEqual({ totalPages: 2, objects: [] });
  });

  it('documents the routes in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/vehicles', '/api/vehicles/{id}', '/api/documents/expiring']));
  });
});
