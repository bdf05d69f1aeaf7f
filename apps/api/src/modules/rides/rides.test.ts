import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rides } from '../../db/schema/index.ts';
import { buildUser, setStatus } from '../../test/test-app.ts';
import { useRideApp, buildRide, rideBody, type RidePeople, type TestApp } from './test-support.ts';

let t: TestApp;
let p: RidePeople;

useRideApp((app, people) => ((t = app), (p = people)));

async function dbRide(id: number) {
  const [row] = await t.database.db.select().from(rides).where(eq(rides.id, id));
  return row!;
}

async function inactiveDriver() {
  const d = await buildUser(t.database, { role: 'DRIVER', fleetManagerId: p.fm.id });
  await setStatus(t.database, d.id, 'INACTIVE');
  return d.id;
}

describe('POST /api/orders', () => {
  it('ADMIN creates a ride with every field: CZK on the wire, haléře inside, a random 256-bit secret', async () => {
    const vehicle = await p.admin.api.post('/api/vehicles', {
      brand: 'Mercedes-Benz',
      model: 'V-Class',
      registrationPlate: '1RA0001',
      fleetManagerId: p.fm.id,
      color: 'BLACK',
    });
    expect(vehicle.statusCode, vehicle.body).toBe(201);
    const body = rideBody({
      type: 'TRANSFER',
      toAndBack: true,
      customerId: p.customer.id,
      passengerId: p.passenger.id,
      driverId: p.driver.id,
      status: 'PLANNED',
      vehicleId: vehicle.json().id,
      vehicleOferId: 7,
      vehicleCategory: 'VAN',
      driverPrice: 900,
      priceForClient: 1250.5,
      paymentType: 'INVOICE',
      largeLuggage: 2,
      childSeats: 1,
      flightNumber: 'OK 123',
      timeOfArrival: '2031-06-01T10:00:00+02:00',
      dispatchingNote: 'VIP',
      meetingBoard: 'Mr. Novák',
      route: [{ address: 'A street 1' }, { address: 'B street 2', note: 'gate 3' }, { address: 'C street 3' }],
    });
    const res = await p.admin.api.post('/api/orders?skipNotification=true', body);
    expect(res.statusCode, res.body).toBe(201);
    const ride = res.json();
    expect(ride).toMatchObject({
      status: 'PLANNED',
      version: 1,
      toAndBack: true,
      customerId: p.customer.id,
      customerName: 'Klára Zákaznice',
      passengerName: 'Petr Cestující',
      passengerPhone: '+420 601 000 005',
      driverName: 'David Řidič',
      driverPhone: '+420 601 000 003',
      fleetManagerId: p.fm.id,
      fleetManagerName: 'Fleet One',
      vehicleBrand: 'Mercedes-Benz',
      vehicleColor: 'BLACK',
      vehicleRegistrationPlate: '1RA0001',
      vehicleOfferId: 7,
      driverPrice: 900,
      priceForClient: 1250.5,
      paymentType: 'INVOICE',
      largeLuggage: 2,
      childSeats: 1,
      smallLuggage: 0,
      flightNumber: 'OK 123',
      timeOfArrival: '2031-06-01T08:00:00.000Z',
      dispatchingNote: 'VIP',
      seen: false,
      paid: false,
      abilities: { edit: true, delete: true, duplicate: true, setWaiting: true, clearFleet: true },
    });
    expect(ride.route.map((s: { address: string }) => s.address)).toEqual(['A street 1', 'B street 2', 'C street 3']);
    expect(ride.route[1].note).toBe('gate 3');
    expect(ride.secretIdent).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await dbRide(ride.id);
    expect([row.clientPrice, row.driverPrice, row.createdBy]).toEqual([125050, 90000, p.admin.id]);
    // to-and-back holds the driver for two legs of 90 minutes
    expect(row.busyUntil.getTime() - row.date.getTime()).toBe(180 * 60_000);
  });

  it('needs a date and a route; a transfer needs two stops', async () => {
    const res = await p.admin.api.post('/api/orders', { person: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FILL_EVERY_FIELD', fields: { date: expect.any(String), route: expect.any(String) } });
    const one = await p.admin.api.post('/api/orders', rideBody({ route: [{ address: 'Only here' }] }));
    expect(one.statusCode).toBe(400);
    expect(one.json()).toMatchObject({ code: 'FILL_EVERY_FIELD', fields: { route: 'A transfer needs a pick-up and a destination.' } });
    const rent = await p.admin.api.post('/api/orders', rideBody({ type: 'RENT', numberOfHours: 3, route: [{ address: 'Only here' }] }));
    expect(rent.statusCode, rent.body).toBe(201);
    const blank = await p.admin.api.post('/api/orders', rideBody({ route: [{ address: ' ' }, { address: 'B' }] }));
    expect(blank.statusCode).toBe(400);
    const back = await p.admin.api.post('/api/orders', rideBody({ date: '2031-05-01T10:00:00Z', returnDate: '2031-05-01T09:00:00Z' }));
    expect(back.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { returnDate: expect.any(String) } });
    expect((await p.admin.api.post('/api/orders?skipNotification=maybe', rideBody())).statusCode).toBe(400);
  });

  it("a CUSTOMER's ride is its own and NEW, whatever dispatch fields it sends; its passenger must be its own", async () => {
    const res = await p.customer.api.post(
      '/api/orders',
      rideBody({
        customerId: p.otherCustomer.id,
        passengerId: p.passenger.id,
        status: 'PLANNED',
        driverId: p.driver.id,
        fleetManagerId: p.fm.id,
        priceForClient: 1,
        driverPrice: 2,
        paid: true,
        dispatchingNote: 'x',
        waiting: 30,
        clientNote: 'Child seat please',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const ride = res.json();
    expect(ride).toMatchObject({
      customerId: p.customer.id,
      passengerId: p.passenger.id,
      status: 'NEW',
      driverId: null,
      fleetManagerId: null,
      paid: false,
      waiting: 0,
      priceForClient: null,
      clientNote: 'Child seat please',
    });
    expect(ride).not.toHaveProperty('driverPrice');
    expect(ride).not.toHaveProperty('dispatchingNote');
    const row = await dbRide(ride.id);
    expect([row.driverPrice, row.dispatchingNote]).toEqual([null, null]);

    const foreign = await p.customer.api.post('/api/orders', rideBody({ passengerId: p.otherPassenger.id }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'CLIENT_NOT_SELECTED', fields: { passengerId: expect.any(String) } });
  });

  it("a FLEET_MANAGER's ride is UNCONFIRMED in its fleet, with its own drivers only", async () => {
    const res = await p.fm.api.post(
      '/api/orders',
      rideBody({ status: 'PLANNED', fleetManagerId: p.otherFm.id, driverId: p.driver2.id, customerId: p.customer.id }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'UNCONFIRMED', fleetManagerId: p.fm.id, driverId: p.driver2.id });
    // An explicit null fleet must not take the ride out of the fleet manager's own fleet.
    const unset = await p.fm.api.post('/api/orders', rideBody({ fleetManagerId: null }));
    expect(unset.statusCode, unset.body).toBe(201);
    expect(unset.json().fleetManagerId).toBe(p.fm.id);
    expect((await p.fm.api.get(`/api/orders/${unset.json().id}`)).statusCode).toBe(200);
    const foreign = await p.fm.api.post('/api/orders', rideBody({ driverId: p.otherDriver.id }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'DRIVER_INVALID', fields: { driverId: expect.any(String) } });
    const pool = await p.fm.api.post('/api/orders', rideBody({ driverId: p.poolDriver.id }));
    expect(pool.json().code).toBe('DRIVER_INVALID');
  });

  it('a FLEET_MANAGER picks a passenger of the chosen client from the passenger picker and books the ride (decision 0010)', async () => {
    // The fleet has driven them before: its pickers offer its rides' clients (issue 12 §3).
    await buildRide(t.database, { status: 'DONE', fleetManagerId: p.fm.id, customerId: p.customer.id, passengerId: p.passenger.id });
    const picker = await p.fm.api.get(`/api/active-passengers?clientId=${p.customer.id}`);
    expect(picker.statusCode, picker.body).toBe(200);
    const chosen = picker.json().objects.find((o: { name: string }) => o.name === 'Petr Cestující');
    expect(chosen).toEqual({ id: p.passenger.id, userId: p.passenger.id, name: 'Petr Cestující', phone: '+420 601 000 005' });
    const res = await p.fm.api.post('/api/orders', rideBody({ customerId: p.customer.id, passengerId: chosen.id }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      customerId: p.customer.id,
      passengerId: p.passenger.id,
      passengerName: 'Petr Cestující',
      passengerPhone: '+420 601 000 005',
    });
    await buildRide(t.database, { status: 'DONE', fleetManagerId: p.fm.id, customerId: p.otherCustomer.id });
    const wrong = await p.fm.api.post('/api/orders', rideBody({ customerId: p.otherCustomer.id, passengerId: p.passenger.id }));
    expect(wrong.json()).toMatchObject({ code: 'CLIENT_NOT_SELECTED', fields: { passengerId: expect.any(String) } });
  });

  it('ADMIN creates only in a status allowed from NEW', async () => {
    for (const status of ['NEW', 'UNCONFIRMED', 'FREE', 'PLANNED']) {
      const res = await p.admin.api.post('/api/orders', rideBody({ status: status as 'NEW' }));
      expect([status, res.statusCode]).toEqual([status, 201]);
      expect(res.json().status).toBe(status);
    }
    const res = await p.admin.api.post('/api/orders', rideBody({ status: 'ON_THE_WAY' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'RIDE_TRANSITION_FORBIDDEN', message: 'The ride cannot go from NEW to ON_THE_WAY.' });
  });

  it('checks that every id names the right kind of record', async () => {
    const inactive = await inactiveDriver();
    const cases: [object, string, string][] = [
      [{ customerId: p.driver.id }, 'CLIENT_NOT_SELECTED', 'customerId'],
      [{ customerId: 999_999 }, 'CLIENT_NOT_SELECTED', 'customerId'],
      [{ passengerId: p.passenger.id }, 'CLIENT_NOT_SELECTED', 'passengerId'],
      [{ customerId: p.customer.id, passengerId: p.otherPassenger.id }, 'CLIENT_NOT_SELECTED', 'passengerId'],
      [{ customerId: p.customer.id, passengerId: p.customer.id }, 'CLIENT_NOT_SELECTED', 'passengerId'],
      [{ driverId: p.customer.id }, 'DRIVER_INVALID', 'driverId'],
      [{ driverId: inactive }, 'DRIVER_INVALID', 'driverId'],
      [{ vehicleId: 999_999 }, 'VEHICLE_INVALID', 'vehicleId'],
      [{ fleetManagerId: p.driver.id }, 'FLEET_MANAGER_INVALID', 'fleetManagerId'],
    ];
    for (const [fields, code, field] of cases) {
      const res = await p.admin.api.post('/api/orders', rideBody(fields));
      expect([fields, res.statusCode, res.json().code, Object.keys(res.json().fields ?? {})]).toEqual([fields, 400, code, [field]]);
    }
    // 0 is the pickers' "Nevybrán": no driver
    const none = await p.admin.api.post('/api/orders', rideBody({ driverId: 0, customerId: { id: p.customer.id } as never }));
    expect(none.statusCode, none.body).toBe(201);
    expect(none.json()).toMatchObject({ driverId: null, customerId: p.customer.id });
  });

  it('DRIVER and PASSENGER cannot create rides', async () => {
    expect((await p.driver.api.post('/api/orders', rideBody())).statusCode).toBe(403);
    expect((await p.passenger.api.post('/api/orders', rideBody())).statusCode).toBe(403);
  });
});

describe('GET /api/orders/last', () => {
  it('answers the newest ride the caller created, 404 when none', async () => {
    const first = (await p.otherFm.api.post('/api/orders', rideBody())).json();
    const second = (await p.otherFm.api.post('/api/orders', rideBody())).json();
    expect(first.id).toBeLessThan(second.id);
    const res = await p.otherFm.api.get('/api/orders/last');
    expect([res.statusCode, res.json().id]).toEqual([200, second.id]);
    expect((await p.passenger.api.get('/api/orders/last')).statusCode).toBe(404);
  });
});
