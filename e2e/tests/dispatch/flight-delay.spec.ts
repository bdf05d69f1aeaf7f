import fs from 'node:fs';
import { test } from '../../support/fixtures.ts';
import { PHONE, loopbackContext, shotOf } from '../../support/contexts.ts';
import { FAKE_FLIGHTS_FILE } from '../../support/constants.ts';
import { apiCall, expect, shotBoth, signInByApi } from '../../support/people.ts';

interface RideJson {
  id: number;
  driverId: number | null;
  driverName: string | null;
  status: string;
  date: string;
  flightNumber: string | null;
  timeOfArrival: string | null;
  flight?: { status: string; tracking: boolean };
}

const pragueDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date(iso));
const clock = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Prague', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** Minutes from the landing to the pickup: the flight tracking settings' default buffer. */
const PICKUP_AFTER_LANDING = 20;
/** Minutes from `iso` to the end of its day in Prague. */
const minutesLeftToday = (iso: string) => {
  const [hours, minutes] = clock(iso).split(':').map(Number);
  return 24 * 60 - (hours! * 60 + minutes!);
};

test('the demo airport ride follows its delayed flight: the dispatch board shows the new pickup time without reload', async ({
  page,
  browser,
  shot,
}) => {
  test.setTimeout(180_000);
  const fake = JSON.parse(fs.readFileSync(FAKE_FLIGHTS_FILE, 'utf8')) as { url: string; apiKey: string };
  await signInByApi(page, 'admin@demo.vozka.cz');

  // The demo's airport pickup later today (seed: db/seed/rides.ts), accepted by its driver.
  const page0 = await apiCall<{ objects: RideJson[] }>(page, 'GET', '/api/orders?page=0&size=200&sortBy=date');
  const pickups = page0.objects.filter(
    (r) =>
      r.flightNumber &&
      r.timeOfArrival &&
      ['ACCEPTED_BY_DRIVER', 'UNCONFIRMED'].includes(r.status) &&
      new Date(r.date) > new Date() &&
      pragueDay(r.date) === pragueDay(new Date().toISOString()),
  );
  // The seed's own (David drives it), else any other of today.
  const ride = pickups.find((r) => r.driverName === 'David Řidič') ?? pickups[0];
  expect(ride, 'the demo has an airport pickup later today').toBeTruthy();
  const { id, flightNumber, timeOfArrival, date, driverId } = ride!;
  expect(ride!.flight).toMatchObject({ tracking: false });

  // The flight provider (a local AeroDataBox) says the flight lands 40 minutes late — or less, late in the
  // evening, so that the new pickup (the landing plus 20 minutes) is still on today's board.
  const delay = Math.min(40, minutesLeftToday(timeOfArrival!) - PICKUP_AFTER_LANDING - 1);
  // More than the 5 minutes that still count as on time (adapters/flights/aerodatabox.ts).
  expect(delay, 'the delayed pickup fits before midnight').toBeGreaterThan(5);
  const set = await page.request.get(
    `${fake.url}/__fake/flight?number=${encodeURIComponent(flightNumber!)}&kind=delayed&minutes=${delay}&scheduled=${encodeURIComponent(timeOfArrival!)}`,
  );
  expect(set.ok()).toBe(true);

  // ADMIN turns flight tracking on in the settings: AeroDataBox with its key.
  await page.goto('/manage/setting');
  const form = page.getByRole('form', { name: 'Flight tracking' });
  await form.getByRole('combobox', { name: 'Provider' }).click();
  await page.getByRole('option', { name: 'AeroDataBox (RapidAPI)' }).click();
  await form.getByLabel('API key').fill(fake.apiKey);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Flight tracking saved')).toBeVisible();
  await expect(form.getByText(/A key is stored \(••••/)).toBeVisible();

  // The dispatch board, open before the flight is checked: the ride at its planned time.
  await page.goto('/manage/dispatching');
  const item = page.getByRole('listitem', { name: `Ride ${id}` });
  await expect(item).toBeVisible();
  const before = clock(date);
  const after = clock(new Date(new Date(timeOfArrival!).getTime() + (delay + PICKUP_AFTER_LANDING) * 60_000).toISOString());
  expect(after).not.toBe(before);

  // The ride's driver on a phone (360 px), its rides open: David (the seed gives him the airport pickup unless
  // late in the evening his other ride leaves no room; then the phone part is left out).
  const driverEmail = driverId ? (await apiCall<{ email: string }>(page, 'GET', `/api/users/${driverId}`)).email : null;
  const phoneDriver = driverEmail === 'driver@demo.vozka.cz';
  if (!phoneDriver)
    test.info().annotations.push({ type: 'note', description: `the airport pickup's driver is ${driverEmail ?? 'nobody'}` });
  const phone = await loopbackContext(browser, PHONE);
  const driver = await phone.newPage();
  if (phoneDriver) {
    await signInByApi(driver, driverEmail!);
    await driver.goto('/driver');
    await expect(driver.getByRole('article', { name: new RegExp(`Ride ${id}\\b`) })).toBeVisible();
  }

  // The dispatcher's "check flight now" (the scheduled job does the same every few minutes).
  const flight = await apiCall<{ status: string; delayMinutes: number }>(page, 'POST', `/api/orders/${id}/flight/check`);
  expect(flight).toMatchObject({ status: 'DELAYED', delayMinutes: delay });

  // Without a reload: the pickup is the landing plus 20 minutes, the badge says how late the flight is (the
  // ride stays on today's board: a CI run in the evening put it past midnight, off the board).
  await expect(item.getByText(after, { exact: true })).toBeVisible();
  await expect(item.getByText(`✈ delayed ${delay} min`)).toBeVisible();
  await shotBoth(page, shot, 'flight-delay-board');

  // The driver's phone too, without a reload, and nothing wider than the screen.
  if (phoneDriver) {
    const card = driver.getByRole('article', { name: new RegExp(`Ride ${id}\\b`) });
    await expect(card.getByText(`✈ delayed ${delay} min`)).toBeVisible();
    await expect(card.getByText(after, { exact: true })).toBeVisible();
    expect(await driver.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shotOf(driver, 'flight-delay-driver');
  }
  await phone.close();

  // The ride's detail: the flight's state and its history row.
  await page.goto(`/manage/drives/${id}`);
  await expect(page.getByText(`✈ delayed ${delay} min`)).toBeVisible();
  await shot('flight-delay-detail');
});
