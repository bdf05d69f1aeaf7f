import { linkFrom, signIn, test, waitForMail } from '../../support/fixtures.ts';
import { PEOPLE_TEST_TIMEOUT, createUserAsAdmin, expect, shotBoth, signInAs, signInByApi, uniqueSuffix } from '../../support/people.ts';

test.describe.configure({ timeout: PEOPLE_TEST_TIMEOUT });

test("changing one's own name in the profile shows it in the header's user menu", async ({ page, shot }) => {
  const suffix = uniqueSuffix();
  const email = `profil.${suffix}@example.test`;
  const password = 'Profil-heslo-2026';
  const oldName = `Pavla Profilová ${suffix}`;
  const newName = `Pavla Nováková ${suffix}`;
  // An account of its own, so the demo accounts keep their names for the other tests.
  await createUserAsAdmin(page, {
    name: oldName,
    email,
    phone: '+420 608 000 111',
    roles: [{ name: 'CUSTOMER' }],
    password,
  });

  await signInAs(page, email, password);
  const menuButton = page.getByRole('banner').getByRole('button', { name: oldName });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/profile/settings');
  await expect(page.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue(oldName);
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
  await shotBoth(page, shot, 'people-profile-basic');
  await page.getByRole('tab', { name: 'More' }).click();
  await expect(page.getByRole('textbox', { name: 'Secondary e-mail' })).toBeVisible();
  await shotBoth(page, shot, 'people-profile-more');
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await shotBoth(page, shot, 'people-profile-security');
  await page.getByRole('tab', { name: 'Files' }).click();
  await expect(page.getByRole('region', { name: 'Logo' })).toBeVisible();
  await expect(page.getByRole('region')).toHaveCount(3); // a customer keeps a logo, a photo and a picture
  await shotBoth(page, shot, 'people-profile-files');

  await page.getByRole('tab', { name: 'Basic settings' }).click();
  await name.fill(newName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: newName })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: oldName })).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText(newName);

  // It is stored: after a reload the header and the form show the new name.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: newName })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(newName);

  // A new e-mail (the sign-in name) needs the current password.
  const newEmail = `profil.novy.${suffix}@example.test`;
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(newEmail);
  // Without transitions the dialog is fully drawn when its picture is taken.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change e-mail' });
  await expect(confirm).toContainText(`to change it to ${newEmail}`);
  await confirm.getByLabel('Current password').fill(password);
  await shot('people-profile-email-change-dialog');
  await confirm.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(newEmail);
});

test('a user deletes their own account and can no longer sign in', async ({ page, shot }) => {
  const email = `smazat.${uniqueSuffix()}@example.test`;
  const password = 'Smazat-ucet-2026';
  await page.goto('/auth/register');
  await page.getByLabel('Name').fill('Jan Odcházející');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password again').fill(password);
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/sent you an e-mail/)).toBeVisible();
  await page.goto(linkFrom(await waitForMail(email, /Confirm your Vozka registration/), '/auth/register/'));
  await expect(page.getByText(/registration is confirmed/i)).toBeVisible();

  await signInByApi(page, email, password);
  await page.goto('/profile/settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  const section = page.getByRole('region', { name: 'Delete your account' });
  await expect(section).toContainText('This cannot be undone.');
  await section.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await expect(dialog).toContainText('Do you really want to delete your account?');
  // It asks for the current password: a wrong one keeps the account.
  await dialog.getByLabel('Current password').fill('Not-my-password-1');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('The current password is not correct.')).toBeVisible();
  await shot('people-profile-delete-account-dialog');
  await dialog.getByLabel('Current password').fill(password);
  await dialog.getByRole('button', { name: 'Delete account' }).click();

  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByText('The account was deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The session is gone too.
  await page.goto('/profile/settings');
  await expect(page).toHaveURL(/\/auth\/login/);

  await signIn(page, email, password);
  await expect(page.getByText('Login details are not correct')).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
});
