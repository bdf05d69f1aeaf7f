import { test } from '../../support/fixtures.ts';
import { PEOPLE_TEST_TIMEOUT, apiCall, expect, signInByApi, signOut } from '../../support/people.ts';

test.describe.configure({ timeout: PEOPLE_TEST_TIMEOUT });

interface RideJson {
  id: number;
  status: string;
  driverId: number | null;
  driverName: string | null;
  vehicleId: number | null;
  fleetManagerId: number | null;
  version: number;
  passengerName?: string | null;
}

test('a fleet manager takes a free ride for its demo driver (issue 17 §6)', async ({ page, shot }) => {
  // ADMIN puts a ride a month ahead (the demo driver is free then) into the free pool.
  await signInByApi(page, 'admin@demo.vozka.cz');
  const date = new Date(Date.now() + 30 * 86_400_000);
  date.setUTCHours(9, 15, 0, 0);
  const created = await apiCall<RideJson>(page, 'POST', '/api/orders', {
    date: date.toISOString(),
    route: [
      { address: 'Letiště Václava Havla, Praha 6', lat: 50.1008, lng: 14.26 },
      { address: 'Václavské náměstí 1, Praha 1', lat: 50.0814, lng: 14.4279 },
    ],
  });
  const free = await apiCall<RideJson>(page, 'PUT', `/api/orders/${created.id}`, { status: 'FREE', version: created.version });
  expect(free.status).toBe('FREE');
  await signOut(page);

  await signInByApi(page, 'fleet@demo.vozka.cz');
  await page.goto(`/manage/drives/${free.id}`);
  await page.getByRole('button', { name: 'Take for a driver' }).click();
  const dialog = page.getByRole('dialog', { name: `Take ride ${free.id} for a driver` });
  await dialog.getByRole('radio', { name: 'David Řidič' }).check();
  await shot('fleet-manager-takes-free-ride');
  await dialog.getByRole('button', { name: 'Take the ride' }).click();
  await expect(dialog).toBeHidden();

  const taken = await apiCall<RideJson>(page, 'GET', `/api/orders/${free.id}`);
  expect(taken).toMatchObject({ status: 'PLANNED', driverName: 'David Řidič' });
  expect(taken.vehicleId).not.toBeNull();
  expect(taken.fleetManagerId).not.toBeNull();
});
