import { loopbackContext, shotOf } from '../../support/contexts.ts';
import { test } from '../../support/fixtures.ts';
import { PEOPLE_TEST_TIMEOUT, createUserAsAdmin, expect, shotBoth, signInAs, uniqueSuffix } from '../../support/people.ts';

test.describe.configure({ timeout: PEOPLE_TEST_TIMEOUT });

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

test('signed in on two devices: the profile lists both and "sign out everywhere else" signs the other one out', async ({
  page,
  browser,
  shot,
}) => {
  const email = `zarizeni.${uniqueSuffix()}@example.test`;
  const password = 'Dve-zarizeni-2026';
  await createUserAsAdmin(page, { name: 'Dana Dvojitá', email, phone: '+420 608 000 222', roles: [{ name: 'CUSTOMER' }], password });

  // The other device: a browser of its own, as a phone would be.
  const phoneContext = await loopbackContext(browser, { userAgent: IPHONE, viewport: { width: 360, height: 740 } });
  const phone = await phoneContext.newPage();
  await signInAs(phone, email, password);
  await signInAs(page, email, password);

  await page.goto('/profile/settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  const here = devices.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(here).toHaveCount(1);
  await expect(here).toContainText('IP address 127.0.0.1');
  await expect(devices.getByRole('listitem', { name: 'Safari on iPhone' })).not.toContainText('This device');
  await shotBoth(page, shot, 'people-profile-sessions');
  // The phone's own list (360 px): there the phone is "this device".
  await phone.goto('/profile/settings');
  await phone.getByRole('tab', { name: 'Security' }).click();
  const phoneList = phone.getByRole('list', { name: 'Signed-in devices' });
  await expect(phoneList.getByRole('listitem', { name: 'Safari on iPhone' })).toContainText('This device');
  await shotBoth(phone, (file) => shotOf(phone, file), 'people-profile-sessions-360');

  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere else' });
  await expect(dialog).toContainText('1 other device will be signed out. This device stays signed in.');
  await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('1 other device was signed out.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();

  // The phone is signed out: its next visit lands on the login page; this browser stays signed in.
  await phone.goto('/profile/settings');
  await expect(phone).toHaveURL(/\/auth\/login/);
  await shotOf(phone, 'people-profile-sessions-other-device-signed-out');
  await phoneContext.close();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
});
