import { expect, linkFrom, test, waitForMail } from '../../support/fixtures.ts';

test('register, confirm from the e-mail, sign in, land and log out', async ({ page, shot }) => {
  const email = `novy.zakaznik.${Date.now()}@example.test`;
  await page.goto('/auth/register');
  await page.getByLabel('Name').fill('Nový Zákazník');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Bezpecne-heslo-7');
  await page.getByLabel('Password again').fill('Bezpecne-heslo-7');
  const submit = page.getByRole('button', { name: 'Register' });
  await expect(submit).toBeDisabled();
  await shot('register');
  await page.getByLabel('I agree to the terms and conditions').check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(/sent you an e-mail/)).toBeVisible();
  await shot('register-sent');

  const mail = await waitForMail(email, /Confirm your Vozka registration/);
  await page.goto(linkFrom(mail, '/auth/register/'));
  await expect(page.getByText(/registration is confirmed/i)).toBeVisible();
  await shot('register-verified');

  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Bezpecne-heslo-7');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/dispatching');
  await page.getByRole('button', { name: /Nový Zákazník/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/auth/login');
  await page.goto('/dispatching');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('passwords that differ are refused before anything is sent', async ({ page }) => {
  await page.goto('/auth/register');
  await page.getByLabel('Name').fill('Někdo');
  await page.getByLabel('E-mail').fill('nekdo@example.test');
  await page.getByLabel('Password', { exact: true }).fill('Bezpecne-heslo-7');
  await page.getByLabel('Password again').fill('Jine-heslo-8');
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
});

test('a used or unknown verification link fails with a way back to registration', async ({ page, shot }) => {
  await page.goto('/auth/register/not-a-real-key');
  await expect(page.getByText('Link expired')).toBeVisible();
  await page.getByRole('link', { name: 'Back to registration' }).click();
  await expect(page).toHaveURL('/auth/register');
  await shot('register-verify-failed');
});
