import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rideHistory, rides, vehicles, type NewRideRow } from '../../db/schema/index.ts';
import { useRideApp, buildRide, nextRideDate, rideBody, type RidePeople, type TestApp } from './test-support.ts';

let t: TestApp;
let p: RidePeople;

useRideApp((app, people) => ((t = app), (p = people)));

const MINUTE = 60_000;

async function dbRide(id: number) {
  const [row] = await t.database.db.select().from(rides).where(eq(rides.id, id));
  return row!;
}
async function historyCount(id: number) {
  return (await t.database.db.select().from(rideHistory).where(eq(rideHistory.rideId, id))).length;
}
async function fleetRide(overrides: Partial<NewRideRow> = {}) {
  return buildRide(t.database, {
    status: 'UNCONFIRMED',
    fleetManagerId: p.fm.id,
    customerId: p.customer.id,
    passengerId: p.passenger.id,
    ...overrides,
  });
}

describe('one driver, one ride at a time', () => {
  it('refuses a second active ride of the driver that overlaps in time (409 DRIVER_BUSY)', async () => {
    const day = nextRideDate();
    const at = (minutes: number) => new Date(day.getTime() + minutes * MINUTE).toISOString();
    const first = await p.admin.api.post('/api/orders', rideBody({ date: at(0), driverId: p.driver.id, status: 'PLANNED' }));
    expect(first.statusCode, first.body).toBe(201);
    const overlap = await p.admin.api.post('/api/orders', rideBody({ date: at(89), driverId: p.driver.id, status: 'PLANNED' }));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ code: 'DRIVER_BUSY', message: 'The driver already has another ride at this time.' });
    // a transfer holds its driver 90 minutes; an unconfirmed ride holds nobody
    expect((await p.admin.api.post('/api/orders', rideBody({ date: at(90), driverId: p.driver.id, status: 'PLANNED' }))).statusCode).toBe(
      201,
    );
    expect(
      (await p.admin.api.post('/api/orders', rideBody({ date: at(30), driverId: p.driver.id, status: 'UNCONFIRMED' }))).statusCode,
    ).toBe(201);
    // a rent holds it for its hours: moving the first ride into a 3-hour rent collides with the one at +90
    const rent = await p.admin.api.put(`/api/orders/${first.json().id}`, { type: 'RENT', numberOfHours: 3, route: [{ address: 'Hotel' }] });
    expect(rent.json().code).toBe('DRIVER_BUSY');
    const row = await dbRide(first.json().id);
    expect([row.rideType, row.busyUntil.getTime() - row.date.getTime()]).toEqual(['TRANSFER', 90 * MINUTE]);
  });

  it('computes busy_until on every write', async () => {
    const ride = await fleetRide({ driverId: p.driver2.id, status: 'PLANNED' });
    const res = await p.admin.api.put(`/api/orders/${ride.id}`, { type: 'RENT', numberOfHours: 5 });
    expect(res.statusCode, res.body).toBe(200);
    const row = await dbRide(ride.id);
    expect(row.busyUntil.getTime() - row.date.getTime()).toBe(5 * 60 * MINUTE);
  });

  it('lets exactly one of two concurrent assignments of one driver to overlapping rides through', async () => {
    for (let round = 0; round < 3; round++) {
      const date = nextRideDate();
      const a = await fleetRide({ date });
      const b = await fleetRide({ date: new Date(date.getTime() + 30 * MINUTE) });
      const answers = await Promise.all(
        [a, b].map((r) => p.fm.api.put(`/api/orders/${r.id}`, { driverId: p.driver.id, status: 'PLANNED', version: 1 })),
      );
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('DRIVER_BUSY');
      const rows = await Promise.all([dbRide(a.id), dbRide(b.id)]);
      expect(rows.filter((r) => r.driverId === p.driver.id && r.status === 'PLANNED')).toHaveLength(1);
      // the loser wrote nothing: no change, no history
      const loser = rows.find((r) => r.driverId === null)!;
      expect([loser.version, await historyCount(loser.id)]).toEqual([1, 0]);
    }
  });
});

describe('optimistic concurrency', () => {
  it('answers 409 with the current ride to a save of a stale version; nothing is overwritten', async () => {
    const ride = await fleetRide();
    const first = await p.admin.api.put(`/api/orders/${ride.id}`, { version: 1, clientNote: 'from dispatcher A' });
    expect([first.statusCode, first.json().version]).toEqual([200, 2]);
    const second = await p.fm.api.put(`/api/orders/${ride.id}`, { version: 1, clientNote: 'from dispatcher B', driverPrice: 10 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'RIDE_VERSION_CONFLICT',
      ride: { id: ride.id, version: 2, clientNote: 'from dispatcher A', driverPrice: null },
    });
    const row = await dbRide(ride.id);
    expect([row.version, row.clientNote, row.driverPrice]).toEqual([2, 'from dispatcher A', null]);
    expect(await historyCount(ride.id)).toBe(1);
  });

  it('the conflict carries the ride as the caller may see it', async () => {
    const ride = await fleetRide({ clientPrice: 99000, dispatchingNote: 'internal' });
    expect((await p.admin.api.put(`/api/orders/${ride.id}`, { clientNote: 'bump' })).statusCode).toBe(200);
    const stale = await p.customer.api.put(`/api/orders/${ride.id}`, { version: 1, clientNote: 'mine' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().ride).toMatchObject({ version: 2, priceForClient: 990 });
    expect(stale.json().ride).not.toHaveProperty('dispatchingNote');
  });

  it('of two concurrent saves of one version, one wins and the other gets 409', async () => {
    const ride = await fleetRide();
    const answers = await Promise.all(['A', 'B'].map((who) => p.admin.api.put(`/api/orders/${ride.id}`, { version: 1, clientNote: who })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().clientNote;
    expect((await dbRide(ride.id)).clientNote).toBe(winner);
    expect(answers.find((r) => r.statusCode === 409)!.json().ride.clientNote).toBe(winner);
  });

  it('a save without a version, or of the current one, goes through', async () => {
    const ride = await fleetRide();
    expect((await p.admin.api.put(`/api/orders/${ride.id}`, { clientNote: 'x' })).json().version).toBe(2);
    expect((await p.admin.api.put(`/api/orders/${ride.id}`, { version: 2, clientNote: 'y' })).json().version).toBe(3);
  });

  it('declares the 409 body with the ride in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const conflict = JSON.stringify(doc.paths['/api/orders/{id}'].put.responses['409']);
    expect(conflict).toContain('RIDE_VERSION_CONFLICT');
    expect(conflict).toContain('abilities');
  });
});

describe("a customer's dispatch-only fields", () => {
  it('change nothing: not the price, not paid, not the status, not the driver', async () => {
    const ride = await fleetRide({ status: 'PLANNED', driverId: p.driver2.id, clientPrice: 120000 });
    const before = await dbRide(ride.id);
    const res = await p.customer.api.put(`/api/orders/${ride.id}`, {
      priceForClient: 1,
      paid: true,
      status: 'DONE',
      driverId: p.driver.id,
      fleetManagerId: p.otherFm.id,
      driverPrice: 5,
      dispatchingNote: 'hacked',
      waiting: 60,
      vehicleId: 1,
      customerId: p.otherCustomer.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ priceForClient: 1200, paid: false, status: 'PLANNED', driverId: p.driver2.id, version: 1 });
    expect(await dbRide(ride.id)).toEqual(before);
    expect(await historyCount(ride.id)).toBe(0);
  });
});

describe('history', () => {
  it('records every changed field with who, when, old and new, in order; route as one row', async () => {
    const ride = await fleetRide({ clientPrice: 100000, persons: 1 });
    const res = await p.admin.api.put(`/api/orders/${ride.id}`, {
      person: 3,
      priceForClient: 1100.5,
      dispatchingNote: 'call first',
      driverPrice: 800,
      clientNote: null,
      route: [{ address: 'Hotel Paříž' }, { address: 'Letiště' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await dbRide(ride.id)).toMatchObject({ version: 2, persons: 3, clientPrice: 110050 });
    expect((await p.fm.api.put(`/api/orders/${ride.id}`, { driverId: p.driver.id, status: 'PLANNED' })).statusCode).toBe(200);
    const history = (await p.admin.api.get(`/api/orders/${ride.id}/history`)).json();
    expect(
      history.map((h: { field: string; oldValue: string; newValue: string; userName: string }) => [
        h.userName,
        h.field,
        h.oldValue,
        h.newValue,
      ]),
    ).toEqual([
      ['Alena Dispečerová', 'person', '1', '3'],
      ['Alena Dispečerová', 'driverPrice', null, '800'],
      ['Alena Dispečerová', 'priceForClient', '1000', '1100.5'],
      ['Alena Dispečerová', 'dispatchingNote', null, 'call first'],
      ['Alena Dispečerová', 'route', 'Letiště Václava Havla, Terminál 1 → Václavské náměstí 1, Praha 1', 'Hotel Paříž → Letiště'],
      ['Fleet One', 'driverId', null, 'David Řidič'],
      ['Fleet One', 'status', 'UNCONFIRMED', 'PLANNED'],
    ]);
    expect(Date.parse(history[0].at)).toBeLessThanOrEqual(Date.parse(history[6].at));
    expect(history[0].userId).toBe(p.admin.id);

    const fieldsFor = async (who: 'driver' | 'customer' | 'fm') =>
      (await p[who].api.get(`/api/orders/${ride.id}/history`)).json().map((h: { field: string }) => h.field);
    expect(await fieldsFor('driver')).toEqual(['person', 'driverPrice', 'route', 'driverId', 'status']);
    expect(await fieldsFor('customer')).toEqual(['person', 'priceForClient', 'route', 'driverId', 'status']);
    expect(await fieldsFor('fm')).toHaveLength(7);
    expect((await p.passenger.api.get(`/api/orders/${ride.id}/history`)).statusCode).toBe(403);
    expect((await p.otherFm.api.get(`/api/orders/${ride.id}/history`)).statusCode).toBe(404);
  });

  it('stores people by name and the vehicle by plate and model, and shows older id rows by name too', async () => {
    const [car] = await t.database.db
      .insert(vehicles)
      .values({ brand: 'Škoda', model: 'Superb', registrationPlate: '1AB 2345', fleetManagerId: p.fm.id })
      .returning();
    const ride = await buildRide(t.database, { status: 'NEW', customerId: p.otherCustomer.id, passengerId: p.otherPassenger.id });
    const res = await p.admin.api.put(`/api/orders/${ride.id}`, {
      customerId: p.customer.id,
      passengerId: p.passenger.id,
      driverId: p.driver.id,
      vehicleId: car!.id,
      status: 'PLANNED',
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await t.database.db.select().from(rideHistory).where(eq(rideHistory.rideId, ride.id));
    const byField = Object.fromEntries(stored.map((h) => [h.field, [h.oldValue, h.newValue]]));
    expect(byField).toMatchObject({
      customerId: ['Other Customer', 'Klára Zákaznice'],
      passengerId: ['Other Passenger', 'Petr Cestující'],
      driverId: [null, 'David Řidič'],
      fleetManagerId: [null, 'Fleet One'],
      vehicleId: [null, '1AB 2345 · Škoda Superb'],
    });

    // Rows written before names were stored hold ids: read as names, an unknown id as #id, other fields untouched.
    await t.database.db.insert(rideHistory).values([
      { rideId: ride.id, userId: p.admin.id, field: 'driverId', oldValue: String(p.driver.id), newValue: String(p.driver2.id) },
      { rideId: ride.id, userId: p.admin.id, field: 'vehicleId', oldValue: String(car!.id), newValue: '987654' },
      { rideId: ride.id, userId: p.admin.id, field: 'person', oldValue: '2', newValue: '3' },
    ]);
    const history = (await p.admin.api.get(`/api/orders/${ride.id}/history`)).json<
      {
        field: string;
        oldValue: string;
        newValue: string;
      }[]
    >();
    expect(history.slice(-3).map((h) => [h.field, h.oldValue, h.newValue])).toEqual([
      ['driverId', 'David Řidič', 'Tomáš Král'],
      ['vehicleId', '1AB 2345 · Škoda Superb', '#987654'],
      ['person', '2', '3'],
    ]);
  });

  it('keeps the stops when the route is left out and replaces them whole when given', async () => {
    const ride = await fleetRide();
    expect((await p.admin.api.put(`/api/orders/${ride.id}`, { clientNote: 'x' })).json().route).toHaveLength(2);
    const three = await p.admin.api.put(`/api/orders/${ride.id}`, {
      route: [{ address: 'A' }, { address: 'B', note: 'wait' }, { address: 'C' }],
    });
    expect(three.json().route.map((s: { address: string }) => s.address)).toEqual(['A', 'B', 'C']);
    const two = await p.admin.api.put(`/api/orders/${ride.id}`, { route: [{ address: 'C' }, { address: 'A' }] });
    expect(two.json().route).toEqual([
      { address: 'C', placeId: null, lat: null, lng: null, note: null },
      { address: 'A', placeId: null, lat: null, lng: null, note: null },
    ]);
    expect((await p.admin.api.put(`/api/orders/${ride.id}`, { route: [{ address: 'Only' }] })).statusCode).toBe(400);
  });
});

describe('seen, waiting, duplicate, delete', () => {
  it("marks a ride seen: ADMIN and the ride's fleet manager", async () => {
    const ride = await fleetRide({ driverId: p.driver.id, status: 'PLANNED' });
    expect((await p.driver.api.put(`/api/orders/${ride.id}/mark-as-seen`)).statusCode).toBe(403);
    expect((await p.customer.api.put(`/api/orders/${ride.id}/mark-as-seen`)).statusCode).toBe(403);
    expect((await p.otherFm.api.put(`/api/orders/${ride.id}/mark-as-seen`)).statusCode).toBe(404);
    expect((await p.fm.api.put(`/api/orders/${ride.id}/mark-as-seen`)).statusCode).toBe(204);
    expect((await p.admin.api.get(`/api/orders/${ride.id}`)).json()).toMatchObject({ seen: true, version: 1 });
  });

  it('sets the waiting time (0–1440 minutes) with a history row: ADMIN, the fleet manager, the driver', async () => {
    const ride = await fleetRide({ driverId: p.driver2.id, status: 'ON_THE_PLACE' });
    const res = await p.driver2.api.put(`/api/orders/${ride.id}/set-waiting-time?time=25`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ waiting: 25, version: 2 });
    expect((await p.fm.api.put(`/api/orders/${ride.id}/set-waiting-time?time=0`)).json().waiting).toBe(0);
    for (const bad of ['1441', '-1', 'abc', '2.5', '']) {
      expect([bad, (await p.admin.api.put(`/api/orders/${ride.id}/set-waiting-time?time=${bad}`)).statusCode]).toEqual([bad, 400]);
    }
    expect((await p.customer.api.put(`/api/orders/${ride.id}/set-waiting-time?time=5`)).statusCode).toBe(403);
    const history = (await p.admin.api.get(`/api/orders/${ride.id}/history`)).json();
    expect(history.map((h: { field: string; newValue: string }) => [h.field, h.newValue])).toEqual([
      ['waiting', '25'],
      ['waiting', '0'],
    ]);
  });

  it('duplicates: a new secret, no driver, not paid, not seen; UNCONFIRMED for dispatch, NEW without prices for the customer', async () => {
    const source = await fleetRide({
      status: 'DONE',
      previousStatus: 'OCCUPIED',
      driverId: p.driver.id,
      paid: true,
      seenAt: t.clock.now(),
      clientPrice: 150000,
      driverPrice: 100000,
      clientNote: 'same',
      flightNumber: 'OK 1',
    });
    const copy = await p.admin.api.get(`/api/orders/${source.id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({
      status: 'UNCONFIRMED',
      driverId: null,
      paid: false,
      seen: false,
      fleetManagerId: p.fm.id,
      priceForClient: 1500,
      clientNote: 'same',
      flightNumber: 'OK 1',
      customerId: p.customer.id,
      version: 1,
    });
    expect(copy.json().id).not.toBe(source.id);
    expect(copy.json().secretIdent).not.toBe(source.secretIdent);
    expect(copy.json().route).toHaveLength(2);
    const mine = await p.customer.api.get(`/api/orders/${source.id}/duplicate`);
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({ status: 'NEW', priceForClient: null, fleetManagerId: null, customerId: p.customer.id });
    expect((await dbRide(mine.json().id)).driverPrice).toBeNull();
    expect((await p.driver.api.get(`/api/orders/${source.id}/duplicate`)).statusCode).toBe(403);
    expect((await p.otherCustomer.api.get(`/api/orders/${source.id}/duplicate`)).statusCode).toBe(404);
  });

  it('deletes through the status machine: ADMIN only, not a final ride, with a history row', async () => {
    const ride = await fleetRide();
    expect((await p.fm.api.del(`/api/orders/${ride.id}`)).statusCode).toBe(403);
    expect((await p.admin.api.del(`/api/orders/${ride.id}`)).statusCode).toBe(204);
    expect(await dbRide(ride.id)).toMatchObject({ status: 'DELETED', previousStatus: 'UNCONFIRMED', version: 2 });
    expect((await p.fm.api.get(`/api/orders/${ride.id}`)).statusCode).toBe(404);
    expect((await p.admin.api.get(`/api/orders/${ride.id}/history`)).json()).toEqual([
      expect.objectContaining({ field: 'status', oldValue: 'UNCONFIRMED', newValue: 'DELETED' }),
    ]);
    // deleting a deleted ride changes nothing (DELETE is idempotent)
    expect((await p.admin.api.del(`/api/orders/${ride.id}`)).statusCode).toBe(204);
    expect((await dbRide(ride.id)).version).toBe(2);
    const done = await fleetRide({ status: 'DONE', previousStatus: 'OCCUPIED' });
    expect((await p.admin.api.del(`/api/orders/${done.id}`)).statusCode).toBe(409);
    expect((await p.admin.api.del('/api/orders/999999')).statusCode).toBe(404);
  });
});
