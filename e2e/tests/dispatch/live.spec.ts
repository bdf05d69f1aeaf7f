import type { Locator, Page } from '@playwright/test';
import { test } from '../../support/fixtures.ts';
import { loopbackContext, shotOf } from '../../support/contexts.ts';
import { apiCall, createUser, dismissToasts, expect, shotBoth, signInByApi, signInOnPhone, uniqueSuffix } from '../../support/people.ts';

// An action that cannot happen fails in a while instead of using up the whole test.
test.use({ actionTimeout: 30_000 });

interface RideJson {
  id: number;
  status: string;
  driverId: number | null;
  version: number;
  trackingSlug?: string;
}

/** Two points in Prague the driver's phone reports: by the National Museum, then nearer the airport. */
const FIRST = { latitude: 50.0788, longitude: 14.4307 };
const SECOND = { latitude: 50.0903, longitude: 14.3711 };
/** The pick-up: Václav Havel Airport. */
const PICKUP = { address: 'Letiště Václava Havla, Praha', lat: 50.1008, lng: 14.26 };

/** A driver pin on a map, found by its accessible name (name · identifier · state). */
const pinOf = (page: Page, name: string): Locator =>
  page.getByRole('region', { name: /Map of online drivers|Map with your driver/ }).getByRole('button', { name: new RegExp(name) });

/** What a pin shows: its image and place (the pin's own data attributes). */
async function pinState(pin: Locator) {
  const inner = pin.locator('[data-pin]');
  return {
    image: await inner.getAttribute('data-pin'),
    lat: Number(await inner.getAttribute('data-lat')),
    lng: Number(await inner.getAttribute('data-lng')),
  };
}

test('dispatch assigns a ride live, the driver sets off and the board and the tracking page follow its pin', async ({
  page,
  browser,
  shot,
}) => {
  test.setTimeout(240_000);
  const tag = `E2E live ${Date.now()}`;

  // The dispatcher: a ride picked up at the airport in half an hour (today in Prague, whatever the hour), nobody assigned yet; a new driver
  // (the demo drivers have rides around now) who works without a fleet.
  await signInByApi(page, 'admin@demo.vozka.cz');
  const suffix = uniqueSuffix();
  const name = `Vojtěch Živý ${suffix}`;
  const email = `zivy.${suffix}@example.test`;
  const password = 'Zivy-ridic-2026';
  await createUser(page, { name, email, phone: '+420 608 222 333', roles: [{ name: 'DRIVER' }], password });
  const ride = await apiCall<RideJson>(page, 'POST', '/api/orders', {
    date: onTodaysBoard().toISOString(),
    route: [PICKUP, { address: `Václavské náměstí 1, Praha (${tag})`, lat: 50.0814, lng: 14.4279 }],
  });
  expect(ride.driverId).toBeNull();
  const slug = (await apiCall<RideJson>(page, 'GET', `/api/orders/${ride.id}`)).trackingSlug;
  expect(slug).toMatch(/^[0-9a-f]{64}$/);

  // The driver, on a phone, goes on duty: its phone shares the location.
  const { phone, page: driver } = await signInOnPhone(browser, email, {
    password,
    geolocation: FIRST,
    permissions: ['geolocation'],
    byApi: true,
  });
  await driver.goto('/driver');
  await expect(driver.getByRole('heading', { name: 'My rides today', level: 1 })).toBeVisible();
  const duty = driver.getByRole('switch', { name: 'Share my location' });
  await duty.click();
  await expect(duty).toBeChecked();
  await expect(driver.getByText(/location sent at/)).toBeVisible();

  // The board shows the driver's pin where the phone is, with the on-the-way image (free = on-the-way pin).
  await page.goto('/manage/dispatching');
  await expect(page.getByRole('heading', { name: 'Dispatch board', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  const boardPin = pinOf(page, name);
  await expect(boardPin).toBeVisible();
  await expect.poll(() => pinState(boardPin)).toMatchObject({ image: 'ON_THE_WAY', lat: FIRST.latitude, lng: FIRST.longitude });

  // The ride is listed among today's unassigned ones; dispatch assigns the driver (★ suggestions shown).
  const item = page.getByRole('listitem', { name: `Ride ${ride.id}` });
  await expect(item).toContainText('No driver yet');
  await item.getByRole('button', { name: `Assign a driver to ride ${ride.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Driver for ride ${ride.id}` });
  await expect(dialog.getByRole('heading', { name: /Suggested drivers/ })).toBeVisible();
  const picker = dialog.getByRole('combobox', { name: 'Driver' });
  await picker.click();
  await picker.fill(suffix);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await shot('dispatch-board-assign');
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toContainText(name);

  // The driver's screen shows the ride without a reload, with accept / decline only.
  const card = driver.getByRole('article', { name: `Ride ${ride.id}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Decline' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'On the way' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card.getByRole('button', { name: 'On the way' })).toBeVisible();

  // Before the driver sets off, the passenger's tracking page has no information (and a map of Prague).
  const passengerContext = await loopbackContext(browser, { viewport: { width: 390, height: 844 } });
  const passenger = await passengerContext.newPage();
  await passenger.goto(`/${slug}/track-your-driver`);
  await expect(passenger.getByText('Driver location is not yet known; try again later.')).toBeVisible();
  await expect(passenger.getByRole('region', { name: 'Map with your driver' })).toBeVisible();

  // The driver taps "On the way" and drives: the board and the tracking page move the pin, no reload.
  await card.getByRole('button', { name: 'On the way' }).click();
  await expect(card.getByRole('button', { name: 'At the pick-up' })).toBeVisible();
  await phone.setGeolocation(SECOND);
  // The phone posts a move at most every 5 s (features/driver/position.ts), then the fix goes through the
  // batch, the bus and the board's stream: on a loaded machine that has taken over 20 s.
  const moved = { timeout: 45_000 };
  await expect.poll(() => pinState(boardPin), moved).toMatchObject({ image: 'ON_THE_WAY', lat: SECOND.latitude, lng: SECOND.longitude });
  const trackedPin = pinOf(passenger, name);
  await expect(trackedPin).toBeVisible();
  await expect.poll(() => pinState(trackedPin), moved).toMatchObject({ image: 'ON_THE_WAY', lat: SECOND.latitude, lng: SECOND.longitude });
  await expect(passenger.getByText(/At the pick-up in about \d+ min/)).toBeVisible();
  await shotOf(passenger, 'tracking-on-the-way');

  // At the pick-up: both maps switch to the on-the-place pin.
  await card.getByRole('button', { name: 'At the pick-up' }).click();
  await expect(card.getByRole('button', { name: 'Passenger on board' })).toBeVisible();
  await expect.poll(() => pinState(boardPin)).toMatchObject({ image: 'ON_THE_PLACE' });
  await expect.poll(() => pinState(pinOf(passenger, name))).toMatchObject({ image: 'ON_THE_PLACE' });
  await expect(boardPin).toHaveAttribute('title', /At the pick-up/);
  await dismissToasts(page);
  await shotBoth(page, shot, 'dispatch-board');
  await dismissToasts(driver);
  await shotBoth(driver, (file) => shotOf(driver, file), 'driver-screen-360');

  // Clicking the pin opens the rides of that driver.
  await boardPin.click();
  await expect(page).toHaveURL(/\/manage\/drives\?driverId=\d+&driverName=Vojt/);

  // Off duty: the pin leaves the board.
  await page.goto('/manage/dispatching');
  await expect(pinOf(page, name)).toBeVisible();
  await duty.click();
  await expect(duty).not.toBeChecked();
  await expect(pinOf(page, name)).toHaveCount(0);

  await passengerContext.close();
  await phone.close();
});

test('an unknown tracking link says the code is missing', async ({ page, shot }) => {
  await page.goto(`/${'0'.repeat(64)}/track-your-driver`);
  await expect(page.getByText('Tracking code is missing.')).toBeVisible();
  await shot('tracking-missing');
});

/** Half an hour from now, or — in the last half hour before Prague midnight — twenty minutes ago: today either way. */
function onTodaysBoard(now = new Date()): Date {
  const pragueDay = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Europe/Prague' });
  const later = new Date(now.getTime() + 30 * 60_000);
  return pragueDay(later) === pragueDay(now) ? later : new Date(now.getTime() - 20 * 60_000);
}
