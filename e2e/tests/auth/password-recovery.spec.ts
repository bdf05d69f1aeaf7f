import { expect, linkFrom, signIn, test, waitForMail } from '../../support/fixtures.ts';

test('recover a password from the e-mailed link and sign in with the new one', async ({ page, shot }) => {
  // A fresh account, so the demo passwords other tests use stay as they are.
  const email = `obnova.${Date.now()}@example.test`;
  await page.goto('/auth/register');
  await page.getByLabel('Name').fill('Obnova Hesla');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Puvodni-heslo-1');
  await page.getByLabel('Password again').fill('Puvodni-heslo-1');
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await page.goto(linkFrom(await waitForMail(email, /Confirm/), '/auth/register/'));
  await expect(page.getByText(/registration is confirmed/i)).toBeVisible();

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/auth/password-recovery');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText(/we have sent it a link/)).toBeVisible();
  await shot('password-recovery');

  await page.goto(linkFrom(await waitForMail(email, /Set a new Vozka password/), '/auth/password-recovery/'));
  const field = page.getByLabel('New password', { exact: true });
  await field.fill('abc');
  await expect(page.getByText('Weak password')).toBeVisible();
  await field.fill('Nove-Heslo-2026!');
  await expect(page.getByText('Strong password')).toBeVisible();
  await page.getByLabel('New password again').fill('Nove-Heslo-2026!');
  await shot('password-set');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText(/new password is set/i)).toBeVisible();

  await signIn(page, email, 'Puvodni-heslo-1');
  await expect(page.getByText('Login details are not correct')).toBeVisible();
  await signIn(page, email, 'Nove-Heslo-2026!');
  await expect(page).toHaveURL('/dispatching');
});

test('an expired link shows "Link vypršel" with a retry button', async ({ page, shot }) => {
  await page.goto('/auth/password-recovery/this-link-does-not-exist');
  await expect(page.getByRole('heading', { name: 'Link expired' })).toBeVisible();
  await shot('password-link-expired');
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL('/auth/password-recovery');
});
