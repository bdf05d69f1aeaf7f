import { test } from '../../support/fixtures.ts';
import { type ApiPage, PEOPLE_TEST_TIMEOUT, apiCall, expect, shotBoth, signInWithClipboard } from '../../support/people.ts';

test.describe.configure({ timeout: PEOPLE_TEST_TIMEOUT });

test('a driver copies its calendar URL in the profile: the URL answers an iCalendar holding its ride; revoked, it answers 404', async ({
  page,
  request,
  shot,
}) => {
  await signInWithClipboard(page, 'driver@demo.vozka.cz');
  // The driver's latest ride (its list holds its own rides only).
  const rides = await apiCall<ApiPage<{ id: number; date: string }>>(page, 'GET', '/api/orders?page=0&size=5&sortBy=-date');
  const ride = rides.objects[0]!;

  await page.goto('/profile/settings');
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expect(page.getByText('You have no calendar address yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Create calendar address' }).click();
  await expect(page.getByText('Your calendar address is ready.')).toBeVisible();
  const address = page.getByLabel('Calendar address');
  await expect(address).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

  await page.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByText('The link was copied.')).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toBe(await address.inputValue());
  await shotBoth(page, shot, 'profile-calendar');

  // A calendar app fetches it without the session: the request fixture has no cookies.
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('TZID:Europe/Prague');
  expect(ics).toMatch(new RegExp(`UID:ride-${ride.id}@127\\.0\\.0\\.1:\\d+\\r\\n`));

  // At 360 px the tab fits the phone's width (no sideways scrolling).
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(address).toBeVisible();
  // The menu slides away after the resize: wait until the page has settled to the phone's width.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot('profile-calendar-360');
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: 'Revoke address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke address' });
  await dialog.getByRole('button', { name: 'Revoke address' }).click();
  await expect(page.getByText('The calendar address is revoked.')).toBeVisible();
  await expect(page.getByText('You have no calendar address yet.')).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
});
