import { test } from '../../support/fixtures.ts';
import { PEOPLE_TEST_TIMEOUT, apiCall, createUser, expect, signInByApi, signInOnPhone, uniqueSuffix } from '../../support/people.ts';

test.describe.configure({ timeout: PEOPLE_TEST_TIMEOUT });

interface RideJson {
  id: number;
  version: number;
}

test('a new assignment is announced on the open driver screen, without a reload, until seen (issue 17 §3)', async ({
  page,
  browser,
  shot,
}) => {
  // A new driver without a fleet, and no rides yet.
  await signInByApi(page, 'admin@demo.vozka.cz');
  const suffix = uniqueSuffix();
  const email = `ohlas.${suffix}@example.test`;
  const password = 'Ohlas-ridic-2026';
  const driverUser = await createUser(page, {
    name: `Ohlášený Řidič ${suffix}`,
    email,
    phone: '+420 608 444 555',
    roles: [{ name: 'DRIVER' }],
    password,
  });

  // The driver's phone shows its screen (nothing to announce the first time).
  const { phone, page: driver } = await signInOnPhone(browser, email, { password, byApi: true });
  await driver.goto('/driver');
  await expect(driver.getByText('No rides for today.')).toBeVisible();
  // Only the assignment banner counts: a dashboard message of another spec may stand there too (also an alert).
  const banner = driver.getByRole('alert').filter({ hasText: 'New for you' });
  await expect(banner).toHaveCount(0);

  // Dispatch gives it a ride tomorrow: the banner comes by the live stream.
  const date = new Date(Date.now() + 86_400_000);
  const ride = await apiCall<RideJson>(page, 'POST', '/api/orders', {
    date: date.toISOString(),
    route: [
      { address: 'Letiště Václava Havla, Praha 6', lat: 50.1008, lng: 14.26 },
      { address: 'Václavské náměstí 1, Praha 1', lat: 50.0814, lng: 14.4279 },
    ],
  });
  await apiCall(page, 'PUT', `/api/orders/${ride.id}`, { driverId: driverUser.id, status: 'PLANNED', version: ride.version });
  await expect(banner).toContainText('New ride:');
  await expect(banner).toContainText('Letiště Václava Havla');
  await shot('driver-assignment-banner');

  // It stays after a reload until the driver has seen it.
  await driver.reload();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Seen' }).click();
  await expect(banner).toBeHidden();
  await driver.reload();
  await expect(driver.getByRole('article', { name: `Ride ${ride.id}` })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await phone.close();
});
