import type { Page } from '@playwright/test';
import { test } from '../../support/fixtures.ts';
import { type ApiPage, apiCall, dismissToasts, expect, signInByApi } from '../../support/people.ts';

interface RideJson {
  id: number;
  status: string;
  seen: boolean;
  waiting: number;
  route: { address: string }[];
}

/** The ids of the rides table's rows, in order (each row's date links to its ride). */
async function shownIds(page: Page): Promise<number[]> {
  const links = page.getByRole('table', { name: 'Rides' }).getByRole('link');
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(/\/manage\/drives\/(\d+)$/.exec(href)?.[1])).filter((id) => id > 0);
}

/** The first page (50 rides) the API answers for the same filters, as ids. */
async function apiIds(page: Page, query: string): Promise<number[]> {
  const list = await apiCall<ApiPage<RideJson>>(page, 'GET', `/api/orders?size=50&page=0&${query}`);
  return list.objects.map((r) => r.id);
}

/** The table shows what the API answers for `query` (the screen may still be loading: polled). */
async function expectRowsOf(page: Page, query: string): Promise<number[]> {
  const expected = await apiIds(page, query);
  await expect.poll(() => shownIds(page)).toEqual(expected);
  return expected;
}

/** A Prague calendar day `days` from today, as the date inputs take it (YYYY-MM-DD). */
function day(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' });
}

test('rides management: filters match the API, unseen rides are marked, waiting time, duplicate and delete', async ({ page, shot }) => {
  test.setTimeout(240_000);
  await signInByApi(page, 'admin@demo.vozka.cz');
  await page.goto('/manage/drives');

  // Default: every ride but deleted ones, newest first.
  const all = await expectRowsOf(page, 'sortBy=-date');
  expect(all.length).toBeGreaterThan(0);
  await shot('rides-management-list');

  // Status.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Assigned', exact: true }).click();
  await page.keyboard.press('Escape');
  const planned = await expectRowsOf(page, 'sortBy=-date&status=PLANNED');
  expect(planned).not.toEqual(all);

  // A date range on top of the status.
  await page.getByLabel('Date from').fill(day(-30));
  await page.getByLabel('Date to').fill(day(30));
  await expectRowsOf(page, `sortBy=-date&status=PLANNED&dateFrom=${day(-30)}_00:00:00&dateTo=${day(30)}_23:59:59`);
  await shot('rides-management-status-dates');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expectRowsOf(page, 'sortBy=-date');

  // Sorting by date, oldest first and back.
  await page.getByRole('button', { name: 'Date, newest first; sort oldest first' }).click();
  await expectRowsOf(page, 'sortBy=date');
  await page.getByRole('button', { name: 'Date, oldest first; sort newest first' }).click();
  await expectRowsOf(page, 'sortBy=-date');

  // Paid only.
  await page.getByRole('combobox', { name: 'Payment' }).click();
  await page.getByRole('option', { name: 'Paid', exact: true }).click();
  await expectRowsOf(page, 'sortBy=-date&clientPaid=PAID');
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // The driver picker puts the driver into the URL.
  const drivers = await apiCall<{ objects: { id: number; name: string }[] }>(page, 'GET', '/api/active-drivers?q=David');
  const david = drivers.objects.find((d) => d.name === 'David Řidič')!;
  const driverPicker = page.getByRole('combobox', { name: 'Driver' });
  await driverPicker.click();
  await driverPicker.fill('David');
  await page.getByRole('option', { name: /David Řidič/ }).click();
  await expect(page).toHaveURL(new RegExp(`driverId=${david.id}`));
  const davids = await expectRowsOf(page, `sortBy=-date&driverId=${david.id}`);
  expect(davids.length).toBeGreaterThan(0);

  // Links from elsewhere: ?driverId=&driverName= shows a removable chip; ?freeRide=1 the free rides.
  await page.goto(`/manage/drives?driverId=${david.id}&driverName=${encodeURIComponent('David Řidič')}`);
  await expect(page.getByText('Driver: David Řidič')).toBeVisible();
  await expectRowsOf(page, `sortBy=-date&driverId=${david.id}`);
  await page.getByRole('button', { name: 'Remove filter Driver: David Řidič' }).click();
  await expectRowsOf(page, 'sortBy=-date');
  await page.goto('/manage/drives?freeRide=1');
  await expectRowsOf(page, 'sortBy=-date&status=FREE');
  await shot('rides-management-free');

  // A new ride nobody has seen: found by the search, marked, then marked as seen.
  const tag = `Správa ${Date.now()}`;
  const ride = await apiCall<RideJson>(page, 'POST', '/api/orders', {
    date: new Date(Date.now() + 40 * 86_400_000).toISOString(),
    route: [{ address: `Hotel Management ${tag}` }, { address: 'Letiště Václava Havla Praha' }],
  });
  expect(ride.seen).toBe(false);
  await page.goto('/manage/drives');
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await expectRowsOf(page, `sortBy=-date&q=${encodeURIComponent(tag)}`);
  const row = page.getByRole('table', { name: 'Rides' }).getByRole('row').filter({ hasText: tag });
  await expect(row).toContainText('Not seen yet');
  await shot('rides-management-unseen');
  await row.getByRole('button', { name: `Mark ride ${ride.id} as seen` }).click();
  await expect(row).not.toContainText('Not seen yet');
  await expect.poll(async () => (await apiCall<RideJson>(page, 'GET', `/api/orders/${ride.id}`)).seen).toBe(true);

  // The ride's waiting time, saved and in the history.
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/manage/drives/${ride.id}$`));
  await page.getByRole('tab', { name: 'Waiting time' }).click();
  await page.getByLabel('Waiting time (minutes)').fill('25');
  await page.getByRole('button', { name: 'Save waiting time' }).click();
  await expect.poll(async () => (await apiCall<RideJson>(page, 'GET', `/api/orders/${ride.id}`)).waiting).toBe(25);
  await shot('rides-detail-waiting');
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('tabpanel').getByRole('row').filter({ hasText: 'Waiting time' })).toContainText('0 min → 25 min');
  await shot('rides-detail-history-waiting');

  // Duplicate: a new ride with the same route.
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/manage/drives/${ride.id}$`));
  await expect(page).toHaveURL(/\/manage\/drives\/\d+$/);
  const copyId = Number(/\/manage\/drives\/(\d+)$/.exec(page.url())![1]);
  const copy = await apiCall<RideJson>(page, 'GET', `/api/orders/${copyId}`);
  expect(copy.route.map((s) => s.address)).toEqual(ride.route.map((s) => s.address));
  expect(await apiIds(page, `sortBy=-date&q=${encodeURIComponent(tag)}`)).toEqual(expect.arrayContaining([ride.id, copyId]));

  // Delete the copy: it leaves the default list (ADMIN still finds it among the deleted).
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/manage\/drives$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  const left = await expectRowsOf(page, `sortBy=-date&q=${encodeURIComponent(tag)}`);
  expect(left).toEqual([ride.id]);
  expect(await apiIds(page, `status=DELETED&q=${encodeURIComponent(tag)}`)).toEqual([copyId]);
  await shot('rides-management-after-delete');
});
