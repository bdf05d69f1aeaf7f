import { describe, expect, it } from 'vitest';
import { vehicleDrivers, vehicles } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { buildRide, ridePeople, type RidePeople, type TestApp } from '../rides/test-support.ts';
import { placeDriver } from './test-support.ts';

let t: TestApp;
let p: RidePeople;

useTestApp(async (app) => {
  t = app;
  p = await ridePeople(t);
  const [car] = await t.database.db
    .insert(vehicles)
    .values({ brand: 'Skoda', model: 'Superb', registrationPlate: '1AB 2345', fleetManagerId: p.fm.id })
    .returning();
  await t.database.db.insert(vehicleDrivers).values({ vehicleId: car!.id, driverId: p.driver2.id });
  await placeDriver(t, p.driver.id, { lat: 50.1, lng: 14.4, heading: 180 });
  await placeDriver(t, p.driver2.id);
  await placeDriver(t, p.otherDriver.id);
  // three minutes old: offline, not on the map
  await placeDriver(t, p.poolDriver.id, { at: new Date(t.clock.now().getTime() - 3 * 60_000) });
});

describe('GET /api/dispatch-map/drivers', () => {
  it('gives ADMIN every online driver as spec §3 pins, sorted by name', async () => {
    const ride = await buildRide(t.database, { status: 'OCCUPIED', driverId: p.driver.id, fleetManagerId: p.fm.id, date: t.clock.now() });
    const res = await p.admin.api.get('/api/dispatch-map/drivers');
    expect(res.statusCode).toBe(200);
    const pins = res.json<{ idDriver: number; name: string }[]>();
    expect(pins.map((x) => x.name)).toEqual(['David Řidič', 'Other Driver', 'Tomáš Král']);
    expect(pins[0]).toEqual({
      idDriver: p.driver.id,
      name: 'David Řidič',
      ident: `#${p.driver.id}`,
      center: { latitude: 50.1, longitude: 14.4, heading: 180 },
      operating: 'OCCUPIED',
      speed: 30,
      updatedAt: expect.any(String),
      currentRideId: ride.id,
      fleetManagerId: p.fm.id,
    });
    expect(pins[2]).toMatchObject({ idDriver: p.driver2.id, ident: '1AB 2345', operating: 'AVAILABLE', currentRideId: null });
  });

  it("gives a fleet manager only its own fleet's drivers", async () => {
    const own = (await p.fm.api.get('/api/dispatch-map/drivers')).json<{ idDriver: number }[]>();
    expect(own.map((x) => x.idDriver).sort()).toEqual([p.driver.id, p.driver2.id].sort());
    const other = (await p.otherFm.api.get('/api/dispatch-map/drivers')).json<{ idDriver: number }[]>();
    expect(other.map((x) => x.idDriver)).toEqual([p.otherDriver.id]);
  });

  it('is not for drivers, customers or anonymous callers', async () => {
    expect((await p.driver.api.get('/api/dispatch-map/drivers')).statusCode).toBe(403);
    expect((await p.customer.api.get('/api/dispatch-map/drivers')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/dispatch-map/drivers' })).statusCode).toBe(401);
  });
});
