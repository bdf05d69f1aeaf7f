import { describe, expect, it } from 'vitest';
import { vehicleDrivers, vehicles } from '../../db/schema/index.ts';
import { buildUser, login, useTestApp } from '../../test/test-app.ts';
import { apiAs, buildRide, nextRideDate, type TestApp } from '../rides/test-support.ts';

/**
 * Issue 17 §9: the ride's edit form assigns as the board's assign screen does — the driver with the
 * paired vehicle the ★ suggestions name for it, and the waiting ride goes PLANNED.
 */
let t: TestApp;
let admin: ReturnType<typeof apiAs>;

useTestApp(async (app) => {
  t = app;
  const adminUser = await buildUser(t.database, { role: 'ADMIN' });
  admin = apiAs(t, await login(t.app, adminUser.email!));
});

async function driverWithCar() {
  const driver = await buildUser(t.database, { role: 'DRIVER', name: 'Karel Párový' });
  const [car] = await t.database.db
    .insert(vehicles)
    .values({ brand: 'Skoda', model: 'Superb', registrationPlate: '7P7 7777', numberOfPeople: 4, numberOfLuggage: 3, category: 'STANDARD' })
    .returning();
  await t.database.db.insert(vehicleDrivers).values({ vehicleId: car!.id, driverId: driver.id });
  return { driver, car: car! };
}

describe('assigning a driver in the ride edit form (issue 17 §9)', () => {
  it('the suggestions name the paired vehicle; the PUT the form sends leaves the ride PLANNED with it', async () => {
    const { driver, car } = await driverWithCar();
    const ride = await buildRide(t.database, { status: 'NEW', persons: 2, date: nextRideDate() });

    const suggestions = await admin.get(`/api/orders/${ride.id}/driver-suggestions`);
    expect(suggestions.statusCode).toBe(200);
    const mine = suggestions.json().suggestions.find((s: { driverId: number }) => s.driverId === driver.id);
    expect(mine.vehicle).toMatchObject({ id: car.id, registrationPlate: '7P7 7777' });

    const saved = await admin.put(`/api/orders/${ride.id}`, {
      driverId: driver.id,
      status: 'PLANNED',
      vehicleId: car.id,
      version: ride.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'PLANNED', driverId: driver.id, vehicleId: car.id });
    const read = await admin.get(`/api/orders/${ride.id}`);
    expect(read.json()).toMatchObject({ status: 'PLANNED', driverId: driver.id, vehicleId: car.id });
  });
});
