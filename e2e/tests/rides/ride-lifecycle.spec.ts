import type { Page } from '@playwright/test';
import { test } from '../../support/fixtures.ts';
import { apiCall, expect, signInByApi, signOut } from '../../support/people.ts';

interface RideJson {
  id: number;
  status: string;
  secretIdent: string;
  driverId: number | null;
  version: number;
  route: { address: string }[];
}

/** A stop's address field: a plain text box, or a combobox once address suggestions are on. */
function addressField(page: Page, name: string) {
  return page.getByRole('combobox', { name, exact: true }).or(page.getByRole('textbox', { name, exact: true }));
}

/** A local date-time input value a few days ahead (the form reads it as Prague time). */
function inDays(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:15`;
}

test('a customer books a ride with a stop, dispatch assigns it, the driver sees it, the contract opens without login', async ({
  page,
  shot,
}) => {
  test.setTimeout(180_000);
  const tag = `E2E ${Date.now()}`;
  await signInByApi(page, 'customer@demo.vozka.cz');
  await page.goto('/dispatching');
  await addressField(page, 'Pick-up address').fill(`Letiště Václava Havla Praha ${tag}`);
  await addressField(page, 'Destination address').fill('Václavské náměstí 1, Praha');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add stop' }).click();
  await addressField(page, 'Stop 1 address').or(addressField(page, 'Stop 2 address')).first().fill('Hlavní nádraží, Praha');
  await page.keyboard.press('Escape');
  await page.getByLabel('Date and time').fill(inDays(20, 9));
  await shot('rides-customer-booking');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const booked = await expect
    .poll(async () => {
      const list = await apiCall<{ objects: RideJson[] }>(page, 'GET', '/api/orders?size=50&sortBy=-id');
      return list.objects.find((r) => r.route.some((s) => s.address.includes(tag)));
    })
    .toBeTruthy()
    .then(async () => {
      const list = await apiCall<{ objects: RideJson[] }>(page, 'GET', '/api/orders?size=50&sortBy=-id');
      return list.objects.find((r) => r.route.some((s) => s.address.includes(tag)))!;
    });
  expect(booked.status).toBe('NEW');
  expect(booked.route).toHaveLength(3);
  expect(booked).not.toHaveProperty('driverPrice');

  // A second ride the customer then cancels.
  const other = await apiCall<RideJson>(page, 'POST', '/api/orders', {
    date: new Date(Date.now() + 21 * 86_400_000).toISOString(),
    route: [{ address: 'Hotel Hilton, Praha' }, { address: 'Karlovy Vary' }],
  });
  await page.goto(`/manage/drives/${other.id}`);
  await page.getByRole('button', { name: 'Cancel the ride' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Cancel the ride|Confirm|Yes/ })
    .last()
    .click();
  await expect.poll(async () => (await apiCall<RideJson>(page, 'GET', `/api/orders/${other.id}`)).status).toBe('CANCELED_BY_CLIENT');
  await signOut(page);

  // Dispatch assigns the demo driver in the ride form.
  await signInByApi(page, 'admin@demo.vozka.cz');
  const drivers = await apiCall<{ objects: { id: number; name: string }[] }>(page, 'GET', '/api/active-drivers?q=David');
  const driver = drivers.objects.find((d) => d.name === 'David Řidič')!;
  await page.goto(`/manage/drives/${booked.id}/edit`);
  const driverPicker = page.getByRole('combobox', { name: 'Driver' });
  await driverPicker.click();
  await driverPicker.fill('David');
  await page.getByRole('option', { name: /David Řidič/ }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Assigned', exact: true }).click();
  await shot('rides-edit-assign-driver');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/drives/${booked.id}$`));
  const assigned = await apiCall<RideJson>(page, 'GET', `/api/orders/${booked.id}`);
  expect(assigned).toMatchObject({ status: 'PLANNED', driverId: driver.id });
  await expect(page.getByText('David Řidič').first()).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('tabpanel');
  await expect(history).toContainText(/Assigned/);
  // The driver by name, not by id.
  await expect(history.getByRole('row').filter({ hasText: 'Driver' }).first()).toContainText('David Řidič');
  await expect(history).not.toContainText(`→ ${driver.id}`);
  await shot('rides-detail-history');
  await signOut(page);

  // The driver sees it in its rides.
  await signInByApi(page, 'driver@demo.vozka.cz');
  const mine = await apiCall<RideJson>(page, 'GET', `/api/orders/${booked.id}`);
  expect(mine).not.toHaveProperty('priceForClient');
  await page.goto(`/manage/drives/${booked.id}`);
  await expect(page.getByRole('button', { name: /Set status: Accepted/i })).toBeVisible();
  await shot('rides-driver-detail');
  await signOut(page);

  // The transport contract opens for anyone with the link.
  await page.context().clearCookies();
  await page.goto(`/my-drive/${booked.secretIdent}`);
  await expect(page.getByRole('region', { name: 'Transport contract' })).toContainText('David Řidič');
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await shot('rides-contract');
  await page.goto('/my-drive/not-a-real-ident');
  await expect(page.getByText('No drive data found.')).toBeVisible();
});
