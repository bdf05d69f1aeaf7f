import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rideHistory, rides } from '../../db/schema/index.ts';
import { useRideApp, buildRide, type RidePeople, type TestApp } from '../rides/test-support.ts';
import { placeDriver, slugOf } from './test-support.ts';

let t: TestApp;
let p: RidePeople;

useRideApp((app, people) => ((t = app), (p = people)));

const HOUR = 3_600_000;
const pin = (slug: string, lang = 'en') => t.app.inject({ url: `/api/dispatch-map/pin/${slug}`, headers: { 'accept-language': lang } });
const onTheWay = (overrides: Parameters<typeof buildRide>[1] = {}) =>
  buildRide(t.database, {
    status: 'ON_THE_WAY',
    driverId: p.driver.id,
    fleetManagerId: p.fm.id,
    customerId: p.customer.id,
    date: t.clock.now(),
    ...overrides,
  });
async function endRide(id: number, status: string, endedAt: Date) {
  await t.database.db.update(rides).set({ status }).where(eq(rides.id, id));
  await t.database.db.insert(rideHistory).values({ rideId: id, field: 'status', oldValue: 'OCCUPIED', newValue: status, at: endedAt });
}

describe('tracking slugs', () => {
  it('every ride gets its own random 64-hex slug', async () => {
    const a = await slugOf(t.database, (await buildRide(t.database)).id);
    const b = await slugOf(t.database, (await buildRide(t.database)).id);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
  });
});

describe('GET /api/dispatch-map/pin/{slug}', () => {
  it('answers exactly the public pin fields with the ETA to the pick-up', async () => {
    const ride = await onTheWay();
    // ~10 km from the airport pick-up
    await placeDriver(t, p.driver.id, { lat: 50.0815, lng: 14.4266, heading: 270 });
    const res = await pin(await slugOf(t.database, ride.id));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      ['driverName', 'etaMinutes', 'heading', 'ident', 'latitude', 'longitude', 'operating', 'userId'].sort(),
    );
    expect(body).toMatchObject({
      operating: 'ON_THE_WAY',
      driverName: 'David Řidič',
      userId: p.driver.id,
      latitude: 50.0815,
      longitude: 14.4266,
      heading: 270,
    });
    expect(body.etaMinutes).toBeGreaterThan(15);
    expect(body.etaMinutes).toBeLessThan(40);
    expect(res.body).not.toMatch(/phone|601|Klára|price/i);
    await t.database.db.update(rides).set({ status: 'OCCUPIED' }).where(eq(rides.id, ride.id));
    expect((await pin(await slugOf(t.database, ride.id))).json()).toMatchObject({ operating: 'OCCUPIED', etaMinutes: null });
    await t.database.db.update(rides).set({ status: 'CANCELED_BY_DRIVER' }).where(eq(rides.id, ride.id));
  });

  it('answers an unknown, malformed and deleted slug alike: 404 TRACKING_CODE_MISSING', async () => {
    const deleted = await buildRide(t.database, { status: 'DELETED' });
    const answers = await Promise.all([pin('0'.repeat(64)), pin('not-a-slug'), pin(await slugOf(t.database, deleted.id))]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(JSON.stringify({ message: 'Tracking code is missing.', code: 'TRACKING_CODE_MISSING' }));
    }
    expect((await pin('0'.repeat(64), 'cs')).json().message).toBe('Chybí kód pro sledování.');
  });

  it('says a finished ride has finished, just after and days after (issue 17 §11): 404 TRACKING_RIDE_FINISHED', async () => {
    const finished = { message: 'This ride has finished; there is nothing more to track.', code: 'TRACKING_RIDE_FINISHED' };
    const recently = await onTheWay({ driverId: p.poolDriver.id, fleetManagerId: null });
    await placeDriver(t, p.poolDriver.id);
    await endRide(recently.id, 'DONE', new Date(t.clock.now().getTime() - 2 * HOUR));
    const long = await onTheWay({ driverId: p.driver2.id });
    await endRide(long.id, 'DONE', new Date(t.clock.now().getTime() - 25 * HOUR));
    const canceled = await onTheWay({ driverId: p.driver2.id });
    await endRide(canceled.id, 'CANCELED_BY_CLIENT', new Date(t.clock.now().getTime() - HOUR));
    for (const ride of [recently, long, canceled]) {
      const res = await pin(await slugOf(t.database, ride.id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(finished);
    }
    expect((await pin(await slugOf(t.database, long.id), 'cs')).json().message).toBe('Tato jízda skončila; už není co sledovat.');
  });

  it('answers DRIVER_LOCATION_UNKNOWN without a driver, before the driver sets off, or without a fresh position', async () => {
    const unknown = { message: 'Driver location is not yet known; try again later.', code: 'DRIVER_LOCATION_UNKNOWN' };
    const noDriver = await buildRide(t.database, { status: 'UNCONFIRMED' });
    const planned = await buildRide(t.database, { status: 'PLANNED', driverId: p.otherDriver.id });
    await placeDriver(t, p.otherDriver.id);
    const stale = await onTheWay({ driverId: p.driver2.id, date: new Date(t.clock.now().getTime() + HOUR) });
    await placeDriver(t, p.driver2.id, { at: new Date(t.clock.now().getTime() - 5 * 60_000) });
    for (const ride of [noDriver, planned, stale]) {
      const res = await pin(await slugOf(t.database, ride.id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown);
    }
  });

  it('streams the pin as server-sent events, 404 for an unknown slug', async () => {
    const ride = await onTheWay({ driverId: p.driver2.id, fleetManagerId: p.fm.id, date: new Date(t.clock.now().getTime() + 3 * HOUR) });
    await placeDriver(t, p.driver2.id, { lat: 50.09, lng: 14.41 });
    const res = await t.app.inject({ url: `/api/dispatch-map/pin/${await slugOf(t.database, ride.id)}/events` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.body).toMatch(/^retry: 3000\n\nevent: pin\ndata: \{"operating":"ON_THE_WAY","driverName":"Tomáš Král"/);
    const none = await t.app.inject({ url: `/api/dispatch-map/pin/${'a'.repeat(64)}/events` });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'TRACKING_CODE_MISSING' });
  });
});
