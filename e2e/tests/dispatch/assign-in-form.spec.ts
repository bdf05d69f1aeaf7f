import { test } from '../../support/fixtures.ts';
import { apiCall, dismissToasts, expect, signInByApi } from '../../support/people.ts';

interface RideJson {
  id: number;
  version: number;
  status: string;
  driverId: number | null;
  vehicleId: number | null;
  trackingSlug?: string;
}

/** Issue 17 §9: an admin assigns a driver in the ride's edit form; the ride is PLANNED with the driver's paired vehicle. */
test('an admin assigns a driver in the edit form: the ride is PLANNED with the paired vehicle', async ({ page, shot }) => {
  test.setTimeout(120_000);
  await signInByApi(page, 'admin@demo.vozka.cz');
  // The demo seeds rides from 7 days back to 7 days ahead, David's among them: from ten days ahead he is free
  // whatever the hour the test runs at (at +3 days the check "already has another ride" could refuse him).
  // A repeated run (--repeat-each) takes the next day, as the previous run's ride is his by then.
  const days = 10 + test.info().repeatEachIndex;
  const date = new Date(Date.now() + days * 86_400_000).toISOString();
  const ride = await apiCall<RideJson>(page, 'POST', '/api/orders?skipNotification=true', {
    date,
    route: [{ address: 'Letiště Václava Havla, Praha' }, { address: 'Václavské náměstí 1, Praha' }],
    person: 2,
  });
  expect(ride.status).not.toBe('PLANNED');
  const drivers = await apiCall<{ id: number; email: string | null }[]>(page, 'GET', '/api/users?roleName=DRIVER');
  const david = drivers.find((d) => d.email === 'driver@demo.vozka.cz');
  expect(david).toBeTruthy();
  const record = await apiCall<{ vehicles: { id: number }[] }>(page, 'GET', `/api/users/${david!.id}`);
  const paired = record.vehicles.map((v) => v.id);
  expect(paired.length).toBeGreaterThan(0);

  await page.goto(`/manage/drives/${ride.id}/edit`);
  await page.getByRole('combobox', { name: 'Driver' }).click();
  await page
    .getByRole('option', { name: /David Řidič/ })
    .first()
    .click();
  await shot('dispatch-edit-form-assign');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect
    .poll(async () => {
      const now = await apiCall<RideJson>(page, 'GET', `/api/orders/${ride.id}`);
      return [now.status, now.driverId, now.vehicleId !== null && paired.includes(now.vehicleId)];
    })
    .toEqual(['PLANNED', david!.id, true]);

  await page.goto(`/manage/drives/${ride.id}`);
  await expect(page.getByRole('region', { name: 'Ride actions' })).toBeVisible();
  await dismissToasts(page);
  await shot('dispatch-ride-detail-planned');
});

/** Issue 17 §11: the tracking link of a finished ride says so, on a phone. */
test('the tracking page of a finished ride says the ride has finished (360 px)', async ({ page, shot }) => {
  await signInByApi(page, 'admin@demo.vozka.cz');
  const ride = await apiCall<RideJson>(page, 'POST', '/api/orders?skipNotification=true', {
    date: new Date(Date.now() + 86_400_000).toISOString(),
    route: [{ address: 'Letiště Václava Havla, Praha' }, { address: 'Hotel Paříž, Praha' }],
    person: 1,
  });
  await apiCall(page, 'PUT', `/api/orders/${ride.id}?skipNotification=true`, { status: 'CANCELED_BY_CLIENT', version: ride.version });
  const { trackingSlug } = await apiCall<RideJson>(page, 'GET', `/api/orders/${ride.id}`);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/${trackingSlug}/track-your-driver`);
  await expect(page.getByText('This ride has finished; there is nothing more to track.')).toBeVisible();
  await expect(page.getByText('Tracking code is missing.')).toHaveCount(0);
  await shot('tracking-finished-360');
});

/** Issue 17 §10: /dispatching shows today's and the next rides first; the new-ride form is one click away. */
test('dispatching shows the rides first and opens the new-ride form on demand', async ({ page, shot }) => {
  await signInByApi(page, 'admin@demo.vozka.cz');
  await page.goto('/dispatching');
  await expect(page.getByRole('table', { name: 'Today and later' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'New ride' })).toHaveCount(0);
  await shot('dispatching-rides-first');
  await page.getByRole('button', { name: 'New ride' }).click();
  await expect(page.getByRole('form', { name: 'New ride' })).toBeVisible();
});
