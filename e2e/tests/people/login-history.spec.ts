import { test } from '../../support/fixtures.ts';
import {
  PEOPLE_TEST_TIMEOUT,
  createUserAsAdmin,
  expect,
  pragueDate,
  shotBoth,
  signInAs,
  signOut,
  uniqueSuffix,
} from '../../support/people.ts';

test.describe.configure({ timeout: PEOPLE_TEST_TIMEOUT });

/** A YYYY-MM-DD date as the English screens show it (en-GB, e.g. "21/11/2026"). */
const shownDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

test("the login history lists the admin's own sign-in and filters by user", async ({ page, shot }) => {
  // Someone else signs in first, so the filter has something to leave out.
  const suffix = uniqueSuffix();
  const email = `historie.${suffix}@example.test`;
  const password = 'Historie-2026-heslo';
  const other = await createUserAsAdmin(page, {
    name: `Hana Historie ${suffix}`,
    email,
    phone: '+420 608 111 222',
    roles: [{ name: 'CUSTOMER' }],
    password,
  });
  await signInAs(page, email, password);
  await signOut(page);

  const day = pragueDate();
  await signInAs(page, 'admin@demo.vozka.cz');
  const dayAfter = pragueDate();
  await page.goto('/manage/login-history');
  await expect(page.getByRole('heading', { name: 'Login history' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Login history' });
  // Newest first: the admin's sign-in just now, then the other user's.
  const rows = table.getByRole('row');
  const newest = rows.nth(1);
  await expect(newest).toContainText('Alena Dispečerová');
  await expect(newest).toContainText('admin@demo.vozka.cz');
  await expect(newest).toContainText(new RegExp(`${shownDate(day)}|${shownDate(dayAfter)}`));
  await expect(newest).toContainText('127.0.0.1');
  await expect(newest).toContainText(/Chrom/);
  await expect(rows.nth(2)).toContainText(other.name);
  await shotBoth(page, shot, 'people-login-history');

  // Filtering by the admin leaves out the other user.
  const picker = page.getByRole('combobox', { name: 'User', exact: true });
  await picker.click();
  await picker.fill('Alena');
  await page.getByRole('option', { name: /^Alena Dispečerová/ }).click();
  await expect(picker).toHaveValue('Alena Dispečerová');
  await expect(table.getByText(other.name)).toHaveCount(0);
  const entries = rows.filter({ has: page.getByRole('cell') });
  await expect(entries.first()).toContainText('admin@demo.vozka.cz');
  await expect(entries.filter({ hasNotText: 'admin@demo.vozka.cz' })).toHaveCount(0);
});
