import { describe, expect, it } from 'vitest';
import { vehicleDrivers, vehicles } from '../../db/schema/index.ts';
import { buildUser } from '../../test/test-app.ts';
import { useRideApp, buildOwnRide, buildRide, rideBody, type RidePeople, type TestApp } from './test-support.ts';

let t: TestApp;
let p: RidePeople;

useRideApp((app, people) => ((t = app), (p = people)));

let plates = 0;
async function vehicle(fleetManagerId: number | null, pairedDriverId?: number) {
  plates += 1;
  const [row] = await t.database.db
    .insert(vehicles)
    .values({ brand: 'Skoda', model: 'Superb', registrationPlate: `7FS${String(plates).padStart(4, '0')}`, fleetManagerId })
    .returning();
  if (pairedDriverId !== undefined) await t.database.db.insert(vehicleDrivers).values({ vehicleId: row!.id, driverId: pairedDriverId });
  return row!;
}

const notFound = { code: 'NOT_FOUND', fields: { vehicleId: expect.any(String) } };

describe("a ride's vehicle: a fleet manager's own fleet's, a driver's paired one (issue 12 §3)", () => {
  it("a fleet manager cannot put another fleet's vehicle (or one of no fleet) on a new or its own ride: 404, nothing changes", async () => {
    const own = await vehicle(p.fm.id);
    const foreign = await vehicle(p.otherFm.id);
    const fleetless = await vehicle(null);
    for (const car of [foreign, fleetless]) {
      const created = await p.fm.api.post('/api/orders', rideBody({ vehicleId: car.id }));
      expect([created.statusCode, created.json()]).toEqual([404, expect.objectContaining(notFound)]);
      expect(created.body).not.toContain(car.registrationPlate);
    }
    const ride = await buildRide(t.database, { status: 'UNCONFIRMED', fleetManagerId: p.fm.id });
    const changed = await p.fm.api.put(`/api/orders/${ride.id}`, { vehicleId: foreign.id });
    expect(changed.statusCode).toBe(404);
    expect(changed.body).not.toContain(foreign.registrationPlate);
    const read = (await p.fm.api.get(`/api/orders/${ride.id}`)).json();
    expect([read.vehicleId, read.vehicleRegistrationPlate]).toEqual([null, null]);
    // Its own fleet's vehicle goes on, and a missing one answers like another fleet's.
    expect((await p.fm.api.put(`/api/orders/${ride.id}`, { vehicleId: own.id })).json()).toMatchObject({
      vehicleId: own.id,
      vehicleRegistrationPlate: own.registrationPlate,
    });
    expect((await p.fm.api.put(`/api/orders/${ride.id}`, { vehicleId: 999_999 })).statusCode).toBe(404);
  });

  it("keeps a vehicle ADMIN put on the fleet's ride when the fleet manager saves other fields", async () => {
    const foreign = await vehicle(p.otherFm.id);
    const ride = await buildRide(t.database, { status: 'UNCONFIRMED', fleetManagerId: p.fm.id });
    expect((await p.admin.api.put(`/api/orders/${ride.id}`, { vehicleId: foreign.id })).statusCode).toBe(200);
    const saved = await p.fm.api.put(`/api/orders/${ride.id}`, { vehicleId: foreign.id, clientNote: 'kept' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ vehicleId: foreign.id, clientNote: 'kept' });
  });

  it('taking a FREE ride: a fleet manager with its fleet vehicle only, a pool driver with its paired vehicle only', async () => {
    const foreign = await vehicle(p.otherFm.id);
    const own = await vehicle(p.fm.id);
    const byFleet = await buildRide(t.database, { status: 'FREE' });
    const refused = await p.fm.api.put(`/api/orders/${byFleet.id}`, { status: 'PLANNED', driverId: p.driver.id, vehicleId: foreign.id });
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'NOT_FOUND']);
    const taken = await p.fm.api.put(`/api/orders/${byFleet.id}`, { status: 'PLANNED', driverId: p.driver.id, vehicleId: own.id });
    expect(taken.json()).toMatchObject({ status: 'PLANNED', vehicleId: own.id });

    const paired = await vehicle(null, p.poolDriver.id);
    const byDriver = await buildRide(t.database, { status: 'FREE' });
    const notPaired = await p.poolDriver.api.put(`/api/orders/${byDriver.id}`, { status: 'PLANNED', vehicleId: own.id });
    expect([notPaired.statusCode, notPaired.json().code]).toEqual([404, 'NOT_FOUND']);
    const withPaired = await p.poolDriver.api.put(`/api/orders/${byDriver.id}`, { status: 'PLANNED', vehicleId: paired.id });
    expect(withPaired.json()).toMatchObject({ status: 'PLANNED', driverId: p.poolDriver.id, vehicleId: paired.id });
  });

  it('ADMIN puts any vehicle on any ride; a missing one is 400 VEHICLE_INVALID', async () => {
    const foreign = await vehicle(p.otherFm.id);
    const res = await p.admin.api.post('/api/orders', rideBody({ fleetManagerId: p.fm.id, vehicleId: foreign.id }));
    expect(res.json()).toMatchObject({ vehicleId: foreign.id });
    expect((await p.admin.api.post('/api/orders', rideBody({ vehicleId: 999_999 }))).json()).toMatchObject({ code: 'VEHICLE_INVALID' });
  });
});

describe("a fleet manager's clients on a ride", () => {
  it("names only clients of its fleet's rides; any other answers as one that does not exist", async () => {
    const stranger = await buildUser(t.database, { role: 'CUSTOMER' });
    const strangersPassenger = await buildUser(t.database, { role: 'PASSENGER', clientId: stranger.id });
    const customer = await p.fm.api.post('/api/orders', rideBody({ customerId: stranger.id }));
    expect([customer.statusCode, customer.json().code, Object.keys(customer.json().fields)]).toEqual([
      400,
      'CLIENT_NOT_SELECTED',
      ['customerId'],
    ]);
    // Once ADMIN gave the fleet a ride of theirs, the fleet manager may book for them again.
    await p.admin.api.post('/api/orders', rideBody({ fleetManagerId: p.fm.id, customerId: stranger.id }));
    const passenger = await p.fm.api.post('/api/orders', rideBody({ customerId: stranger.id, passengerId: strangersPassenger.id }));
    expect([passenger.statusCode, Object.keys(passenger.json().fields)]).toEqual([400, ['passengerId']]);
    const booked = await p.fm.api.post('/api/orders', rideBody({ customerId: stranger.id }));
    expect(booked.statusCode, booked.body).toBe(201);
  });
});

describe("a ride's people as its driver and fleet manager see them (issue 12 §3)", () => {
  it("gives the passenger's name and phone to the driver and the fleet manager, its e-mail only to ADMIN, the customer and the passenger", async () => {
    const ride = await buildOwnRide(t, p);
    for (const who of [p.driver, p.fm]) {
      const answer = (await who.api.get(`/api/orders/${ride.id}`)).json();
      expect(answer).toMatchObject({ passengerName: 'Petr Cestující', passengerPhone: '+420 601 000 005' });
      expect(answer).not.toHaveProperty('passengerEmail');
      const listed = (await who.api.get('/api/orders?size=200')).json().objects as { id: number }[];
      expect(listed.find((r) => r.id === ride.id)).not.toHaveProperty('passengerEmail');
    }
    for (const who of [p.admin, p.customer, p.passenger]) {
      expect((await who.api.get(`/api/orders/${ride.id}`)).json()).toHaveProperty('passengerEmail', p.passenger.email);
    }
  });
});
