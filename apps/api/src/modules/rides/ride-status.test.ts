import { describe, expect, it } from 'vitest';
import type { NewRideRow } from '../../db/schema/index.ts';
import { useRideApp, apiAs, buildRide, buildOwnRide, type Api, type RidePeople, type TestApp } from './test-support.ts';

let t: TestApp;
let p: RidePeople;

useRideApp((app, people) => ((t = app), (p = people)));

/** A ride of the first fleet: its driver, its customer and passenger. */
async function fleetRide(overrides: Partial<NewRideRow> = {}) {
  return buildOwnRide(t, p, overrides);
}

async function move(api: Api, id: number, body: object) {
  const res = await api.put(`/api/orders/${id}`, body);
  return { status: res.statusCode, body: res.json() };
}

describe('the assigned driver', () => {
  it('drives PLANNED → ACCEPTED → ON_THE_WAY → ON_THE_PLACE → OCCUPIED → DONE, setting the times', async () => {
    // Picked up within the lead time: the driver may set off now (issue 17 §2, driver-steps.test.ts).
    const ride = await fleetRide({ date: new Date(t.clock.now().getTime() + 60 * 60_000) });
    const steps = ['ACCEPTED_BY_DRIVER', 'ON_THE_WAY', 'ON_THE_PLACE', 'OCCUPIED', 'DONE'] as const;
    let last = ride.status;
    for (const status of steps) {
      const res = await move(p.driver.api, ride.id, { status });
      expect([status, res.status]).toEqual([status, 200]);
      expect(res.body).toMatchObject({ status, previousStatus: last });
      last = status;
    }
    const done = (await p.driver.api.get(`/api/orders/${ride.id}`)).json();
    expect(done.version).toBe(6);
    expect(Date.parse(done.onThePlaceTime)).toBeGreaterThan(t.clock.now().getTime() - 60_000);
    expect(Date.parse(done.doneTime)).toBeGreaterThanOrEqual(Date.parse(done.onThePlaceTime));
    expect(done.abilities.nextStatuses).toEqual([]);
    const history = (await p.driver.api.get(`/api/orders/${ride.id}/history`)).json();
    expect(history.filter((h: { field: string }) => h.field === 'status').map((h: { newValue: string }) => h.newValue)).toEqual([...steps]);
    expect(history.map((h: { field: string }) => h.field)).toContain('doneTime');
    expect(history.every((h: { userName: string }) => h.userName === 'David Řidič')).toBe(true);
  });

  it('cannot skip a step, cannot finish what is not occupied; the message names both statuses', async () => {
    const ride = await fleetRide({ status: 'ACCEPTED_BY_DRIVER' });
    const skip = await move(p.driver.api, ride.id, { status: 'ON_THE_PLACE' });
    expect(skip).toMatchObject({
      status: 409,
      body: { code: 'RIDE_TRANSITION_FORBIDDEN', message: 'The ride cannot go from ACCEPTED_BY_DRIVER to ON_THE_PLACE.' },
    });
    const cs = await apiAs(t, p.driver.token, { 'accept-language': 'cs' }).put(`/api/orders/${ride.id}`, { status: 'OCCUPIED' });
    expect(cs.json().message).toBe('Jízdu nelze převést ze stavu ACCEPTED_BY_DRIVER do stavu OCCUPIED.');
    for (const status of ['FREE', 'DELETED', 'CANCELED_BY_CLIENT', 'NOT_ARRIVED']) {
      expect([status, (await move(p.driver.api, ride.id, { status })).status]).toEqual([status, 409]);
    }
  });

  it('changes only its progress: other fields it sends are ignored', async () => {
    const ride = await fleetRide({ clientPrice: 50000, driverNote: 'ring twice' });
    const res = await move(p.driver.api, ride.id, {
      status: 'ACCEPTED_BY_DRIVER',
      driverPrice: 1,
      priceForClient: 2,
      driverNote: 'changed',
      date: '2030-01-01T00:00:00Z',
      driverId: p.driver2.id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ACCEPTED_BY_DRIVER',
      driverNote: 'ring twice',
      driverId: p.driver.id,
      date: ride.date.toISOString(),
      driverPrice: null,
    });
    expect((await p.admin.api.get(`/api/orders/${ride.id}`)).json().priceForClient).toBe(500);
  });

  it('cancels only with a reason', async () => {
    const ride = await fleetRide({ status: 'ON_THE_WAY' });
    const bare = await move(p.driver.api, ride.id, { status: 'CANCELED_BY_DRIVER' });
    expect(bare).toMatchObject({ status: 400, body: { code: 'CANCEL_REASON_REQUIRED', fields: { cancelReason: expect.any(String) } } });
    expect((await move(p.driver.api, ride.id, { status: 'CANCELED_BY_DRIVER', cancelReason: '  ' })).status).toBe(400);
    const ok = await move(p.driver.api, ride.id, { status: 'CANCELED_BY_DRIVER', cancelReason: 'Flat tyre' });
    expect(ok).toMatchObject({ status: 200, body: { status: 'CANCELED_BY_DRIVER', cancelReason: 'Flat tyre' } });
  });

  it('declines a planned ride: back to its fleet, unassigned', async () => {
    const ride = await fleetRide();
    const res = await move(p.driver.api, ride.id, { status: 'UNCONFIRMED' });
    expect(res).toMatchObject({ status: 200, body: { status: 'UNCONFIRMED', driverId: null, fleetManagerId: p.fm.id } });
    expect((await p.driver.api.get(`/api/orders/${ride.id}`)).statusCode).toBe(404);
  });

  it('marks a no-show only after the grace time', async () => {
    const early = await fleetRide({ status: 'ON_THE_PLACE', date: new Date(t.clock.now().getTime() - 5 * 60_000) });
    expect(await move(p.driver.api, early.id, { status: 'NOT_ARRIVED' })).toMatchObject({
      status: 409,
      body: { code: 'RIDE_NO_SHOW_TOO_EARLY' },
    });
    const late = await fleetRide({ status: 'ON_THE_PLACE', driverId: p.driver2.id, date: new Date(t.clock.now().getTime() - 20 * 60_000) });
    expect((await move(p.driver2.api, late.id, { status: 'NOT_ARRIVED' })).status).toBe(200);
  });
});

describe('the customer', () => {
  it('cancels before the passenger is picked up, not after', async () => {
    for (const status of ['NEW', 'PLANNED', 'ON_THE_WAY', 'ON_THE_PLACE'] as const) {
      const ride = await fleetRide({ status });
      const res = await move(p.customer.api, ride.id, { status: 'CANCELED_BY_CLIENT' });
      expect([status, res.status, res.body.status]).toEqual([status, 200, 'CANCELED_BY_CLIENT']);
    }
    const occupied = await fleetRide({ status: 'OCCUPIED' });
    expect((await move(p.customer.api, occupied.id, { status: 'CANCELED_BY_CLIENT' })).body.code).toBe('RIDE_TRANSITION_FORBIDDEN');
    expect((await move(p.passenger.api, occupied.id, { status: 'CANCELED_BY_CLIENT' })).status).toBe(403);
  });

  it('edits until the driver is on the way; other statuses it sends are ignored', async () => {
    const planned = await fleetRide();
    const edit = await move(p.customer.api, planned.id, { clientNote: 'Two suitcases', status: 'DONE' });
    expect(edit).toMatchObject({ status: 200, body: { clientNote: 'Two suitcases', status: 'PLANNED' } });
    const onTheWay = await fleetRide({ status: 'ON_THE_WAY' });
    expect(await move(p.customer.api, onTheWay.id, { clientNote: 'Late' })).toMatchObject({
      status: 409,
      body: { code: 'RIDE_NOT_EDITABLE' },
    });
    // the whole form sent back unchanged is no edit
    const same = (await p.customer.api.get(`/api/orders/${onTheWay.id}`)).json();
    expect((await move(p.customer.api, onTheWay.id, { date: same.date, route: same.route, clientNote: same.clientNote })).status).toBe(200);
  });
});

describe('fleet managers and ADMIN', () => {
  it('a fleet manager plans its unconfirmed ride, but neither plans a NEW one nor finishes a ride', async () => {
    const ride = await fleetRide({ status: 'UNCONFIRMED', driverId: null });
    expect(await move(p.fm.api, ride.id, { status: 'PLANNED', driverId: p.driver2.id })).toMatchObject({
      status: 200,
      body: { status: 'PLANNED', driverId: p.driver2.id },
    });
    const fresh = await fleetRide({ status: 'NEW', driverId: null });
    expect((await move(p.fm.api, fresh.id, { status: 'PLANNED' })).status).toBe(409);
    const occupied = await fleetRide({ status: 'OCCUPIED' });
    expect((await move(p.fm.api, occupied.id, { status: 'DONE' })).status).toBe(409);
    expect((await move(p.fm.api, occupied.id, { status: 'DELETED' })).status).toBe(409);
    expect((await move(p.fm.api, occupied.id, { driverId: p.otherDriver.id })).body.code).toBe('DRIVER_INVALID');
    expect((await move(p.fm.api, occupied.id, { fleetManagerId: p.otherFm.id })).body.code).toBe('FLEET_MANAGER_INVALID');
  });

  it('a fleet manager clears the fleet of an open ride, not of a final one; ADMIN of any', async () => {
    const open = await fleetRide({ status: 'UNCONFIRMED', driverId: null });
    expect(await move(p.fm.api, open.id, { fleetManagerId: null })).toMatchObject({ status: 200, body: { fleetManagerId: null } });
    const done = await fleetRide({ status: 'DONE', previousStatus: 'OCCUPIED' });
    expect((await p.fm.api.get(`/api/orders/${done.id}`)).json().abilities.clearFleet).toBe(false);
    expect(await move(p.fm.api, done.id, { fleetManagerId: 0 })).toMatchObject({ status: 409, body: { code: 'RIDE_FINAL_FLEET' } });
    expect((await p.admin.api.get(`/api/orders/${done.id}`)).json().abilities.clearFleet).toBe(true);
    expect(await move(p.admin.api, done.id, { fleetManagerId: null })).toMatchObject({
      status: 200,
      body: { fleetManagerId: null, driverId: null },
    });
  });

  it('assigning a driver puts the ride in its fleet; a new fleet drops a driver of another', async () => {
    const ride = await fleetRide({ status: 'UNCONFIRMED', driverId: null });
    expect((await move(p.admin.api, ride.id, { driverId: p.otherDriver.id })).body).toMatchObject({
      driverId: p.otherDriver.id,
      fleetManagerId: p.otherFm.id,
    });
    expect((await move(p.admin.api, ride.id, { fleetManagerId: p.fm.id })).body).toMatchObject({ driverId: null, fleetManagerId: p.fm.id });
    expect((await move(p.admin.api, ride.id, { driverId: p.poolDriver.id })).body).toMatchObject({
      driverId: p.poolDriver.id,
      fleetManagerId: null,
    });
  });

  it('ADMIN reopens a final ride to the status it came from, nobody else and nowhere else', async () => {
    const done = await fleetRide({ status: 'DONE', previousStatus: 'OCCUPIED' });
    expect((await move(p.fm.api, done.id, { status: 'OCCUPIED' })).status).toBe(409);
    expect((await move(p.driver.api, done.id, { status: 'OCCUPIED' })).status).toBe(409);
    expect((await move(p.admin.api, done.id, { status: 'PLANNED' })).status).toBe(409);
    expect(await move(p.admin.api, done.id, { status: 'OCCUPIED' })).toMatchObject({
      status: 200,
      body: { status: 'OCCUPIED', previousStatus: 'DONE' },
    });
    const history = (await p.admin.api.get(`/api/orders/${done.id}/history`)).json();
    expect(history.at(-1)).toMatchObject({ field: 'status', oldValue: 'DONE', newValue: 'OCCUPIED', userId: p.admin.id });
  });
});

describe('the free pool', () => {
  it('a driver without a fleet takes a FREE ride for itself', async () => {
    const ride = await buildRide(t.database, { status: 'FREE', customerId: p.customer.id });
    expect((await move(p.poolDriver.api, ride.id, { status: 'PLANNED', driverId: p.driver.id })).body.code).toBe('DRIVER_INVALID');
    expect((await move(p.poolDriver.api, ride.id, { clientNote: 'mine' })).status).toBe(403);
    const res = await move(p.poolDriver.api, ride.id, { status: 'PLANNED' });
    expect(res).toMatchObject({ status: 200, body: { status: 'PLANNED', driverId: p.poolDriver.id, fleetManagerId: null } });
    expect((await move(p.poolDriver.api, ride.id, { status: 'ACCEPTED_BY_DRIVER' })).status).toBe(200);
  });

  it('a driver of a fleet does not even see the pool', async () => {
    const ride = await buildRide(t.database, { status: 'FREE' });
    expect((await move(p.driver.api, ride.id, { status: 'PLANNED' })).status).toBe(404);
  });

  it('a fleet manager takes a FREE ride for one of its drivers', async () => {
    const ride = await buildRide(t.database, { status: 'FREE', fleetManagerId: p.otherFm.id });
    expect((await move(p.fm.api, ride.id, { status: 'PLANNED' })).body.code).toBe('DRIVER_INVALID');
    expect((await move(p.fm.api, ride.id, { status: 'PLANNED', driverId: p.otherDriver.id })).body.code).toBe('DRIVER_INVALID');
    const res = await move(p.fm.api, ride.id, { status: 'PLANNED', driverId: p.driver2.id, clientNote: 'ignored' });
    expect(res).toMatchObject({
      status: 200,
      body: { status: 'PLANNED', driverId: p.driver2.id, fleetManagerId: p.fm.id, clientNote: null },
    });
    expect((await p.otherFm.api.get(`/api/orders/${ride.id}`)).statusCode).toBe(404);
  });
});
