import { test } from '../../support/fixtures.ts';
import { PEOPLE_TEST_TIMEOUT, apiCall, createUserAsAdmin, expect, signInByApi, uniqueSuffix } from '../../support/people.ts';

test.describe.configure({ timeout: PEOPLE_TEST_TIMEOUT });

test("a customer switches its passengers' ride reminders off in the profile, and it stays off", async ({ page, shot }) => {
  const suffix = uniqueSuffix();
  const email = `pripominky.${suffix}@example.test`;
  const password = 'Pripominky-heslo-2026';
  // An account of its own, so the demo customer keeps its switches for the other tests.
  const customer = await createUserAsAdmin(page, {
    name: `Klára Připomínková ${suffix}`,
    email,
    phone: '+420 608 000 222',
    roles: [{ name: 'CUSTOMER' }],
    password,
  });

  await signInByApi(page, email, password);
  await page.goto('/profile/settings');
  await expect(page.getByText('What your passengers get')).toBeVisible();
  const reminders = page.getByRole('switch', { name: 'Reminders 24 hours and 1 hour before a ride' });
  const tracking = page.getByRole('switch', { name: 'Tracking link when the driver sets off' });
  await expect(reminders).toBeChecked();
  await expect(tracking).toBeChecked();
  await reminders.click({ force: true });
  await expect(reminders).not.toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await shot('reminders-switches-profile');

  // After a reload the switch is still off, the others on; the API says the same.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Reminders 24 hours and 1 hour before a ride' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Tracking link when the driver sets off' })).toBeChecked();
  const me = await apiCall<{ id: number; passengerAlerts: unknown }>(page, 'GET', '/api/profile');
  expect(me).toMatchObject({ id: customer.id, passengerAlerts: { tracking: true, arrival: true, reminders: false } });
});
