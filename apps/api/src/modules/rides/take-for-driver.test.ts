import { describe, expect, it } from 'vitest';
import { vehicleDrivers, vehicles } from '../../db/schema/index.ts';
import { buildUser, login, useTestApp } from '../../test/test-app.ts';
import { apiAs, buildRide, type TestApp } from './test-support.ts';

let t: TestApp;

useTestApp((app) => (t = app));

/** A fleet manager with one driver paired with one vehicle of the fleet. */
async function fleetWithDriver() {
  const fm = await buildUser(t.database, { role: 'FLEET_MANAGER' });
  const driver = await buildUser(t.database, { role: 'DRIVER', name: 'Řidič Flotily', fleetManagerId: fm.id });
  const [car] = await t.database.db
    .insert(vehicles)
    .values({
      brand: 'Škoda',
      model: 'Superb',
      registrationPlate: `7T${fm.id} 0000`,
      numberOfPeople: 4,
      numberOfLuggage: 3,
      insuranceValidUntil: '2099-12-31',
      category: 'STANDARD',
      fleetManagerId: fm.id,
    })
    .returning();
  await t.database.db.insert(vehicleDrivers).values({ vehicleId: car!.id, driverId: driver.id });
  return { fm, api: apiAs(t, await login(t.app, fm.email!)), driver, car: car! };
}

describe('a fleet manager takes a free ride for one of its drivers (issue 17 §6)', () => {
  it('the driver choice lists its drivers with their paired vehicle; taking sends both', async () => {
    const { fm, api, driver, car } = await fleetWithDriver();
    const ride = await buildRide(t.database, { status: 'FREE' });

    const choice = await api.get(`/api/orders/${ride.id}/driver-suggestions`);
    expect(choice.statusCode, choice.body).toBe(200);
    expect(choice.json().suggestions).toEqual([
      expect.objectContaining({ driverId: driver.id, name: 'Řidič Flotily', vehicle: expect.objectContaining({ id: car.id }) }),
    ]);

    expect((await api.put(`/api/orders/${ride.id}`, { status: 'PLANNED', version: ride.version })).json().code).toBe('DRIVER_INVALID');
    const taken = await api.put(`/api/orders/${ride.id}`, {
      status: 'PLANNED',
      driverId: driver.id,
      vehicleId: car.id,
      version: ride.version,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ status: 'PLANNED', driverId: driver.id, vehicleId: car.id, fleetManagerId: fm.id });

    const late = await fleetWithDriver();
    const again = await late.api.put(`/api/orders/${ride.id}`, { status: 'PLANNED', driverId: late.driver.id, version: ride.version });
    expect(again.statusCode).toBe(409);
  });

  it('refuses another fleet’s vehicle', async () => {
    const { api, driver } = await fleetWithDriver();
    const other = await fleetWithDriver();
    const ride = await buildRide(t.database, { status: 'FREE' });
    const res = await api.put(`/api/orders/${ride.id}`, {
      status: 'PLANNED',
      driverId: driver.id,
      vehicleId: other.car.id,
      version: ride.version,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
