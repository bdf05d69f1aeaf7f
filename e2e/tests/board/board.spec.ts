import { shotOf } from '../../support/contexts.ts';
import { test } from '../../support/fixtures.ts';
import {
  PEOPLE_TEST_TIMEOUT,
  apiCall,
  dismissToasts,
  expect,
  openFromMenu,
  shotBoth,
  signInAs,
  signInByApi,
  signInOnPhone,
  uniqueSuffix,
} from '../../support/people.ts';

test.describe.configure({ timeout: PEOPLE_TEST_TIMEOUT });

test('an admin posts a HIGH dashboard message; the demo driver sees it on its phone landing and dismisses it', async ({
  page,
  browser,
  shot,
}) => {
  const text = `Road closed at the airport terminal 2 until 18:00, use the P6 car park instead (${uniqueSuffix()})`;
  await signInAs(page, 'admin@demo.vozka.cz');
  await openFromMenu(page, 'Dashboard', /\/board$/);

  await page.getByRole('button', { name: 'New message' }).click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  // An empty message is refused with a clear text.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Write the message.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Message' }).fill(text);
  await dialog.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Dashboard' }).getByRole('row').filter({ hasText: text });
  await expect(row).toContainText('High');
  await dismissToasts(page);
  await shotBoth(page, shot, 'board-admin');

  // The demo driver, on a 360 px phone, lands on its rides: the message is on top, red, and nothing scrolls sideways.
  const { phone, page: driver } = await signInOnPhone(browser, 'driver@demo.vozka.cz', { byApi: true });
  await driver.goto('/');
  await expect(driver).toHaveURL(/\/driver$/);
  const board = driver.getByRole('region', { name: 'Messages from the dispatching' });
  const first = board.locator('[data-priority]').first();
  await expect(first).toContainText(text);
  await expect(first).toHaveAttribute('data-priority', 'HIGH');
  await expect(first).toContainText('Important');
  await expect(driver.getByRole('heading', { name: 'Rides', level: 1 })).toBeVisible();
  const overflow = await driver.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await first.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  await shotOf(driver, 'board-driver-landing-360');

  // Dismissed: gone for this driver, also after a reload; the admin still lists it.
  await first.getByRole('button', { name: /^Dismiss the message: Road closed at the airport/ }).click();
  await expect(driver.getByText(text)).toBeHidden();
  await driver.reload();
  await expect(driver.getByRole('heading', { name: 'Rides', level: 1 })).toBeVisible();
  await expect(driver.getByText(text)).toBeHidden();
  await shotOf(driver, 'board-driver-dismissed-360');
  await phone.close();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Dashboard' }).getByRole('row').filter({ hasText: text })).toBeVisible();
});

test('an admin switches a notification on at /notification on a phone, and it stays after a reload', async ({ page, shot }) => {
  await signInByApi(page, 'admin@demo.vozka.cz');
  await page.goto('/notification');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Notifications' });
  await expect(table.getByRole('switch')).toHaveCount(9 * 5);
  await shot('notification-settings');

  await page.setViewportSize({ width: 360, height: 740 });
  const cells = page.getByRole('list', { name: 'Notifications' });
  await expect(cells).toBeVisible();
  const done = cells
    .getByRole('listitem', { name: 'Ride done (summary)' })
    .getByRole('switch', { name: 'Ride done (summary): notify Driver' });
  await expect(done).not.toBeChecked();
  await done.click();
  await expect(done).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The notification settings were saved.')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await dismissToasts(page);
  await shot('notification-settings-360');

  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Notifications' }).getByRole('switch', { name: 'Ride done (summary): notify Driver' }),
  ).toBeChecked();
  // The API holds it too; put the default back for the other tests.
  const table2 = await apiCall<{ situation: string; role: string; enabled: boolean }[]>(page, 'GET', '/api/settings/notification');
  expect(table2).toContainEqual({ situation: 'DONE', role: 'DRIVER', enabled: true });
  await apiCall(page, 'PUT', '/api/settings/notification', [{ situation: 'DONE', role: 'DRIVER', enabled: false }]);
});
