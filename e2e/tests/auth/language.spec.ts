import { expect, signIn, test } from '../../support/fixtures.ts';

test('the language switch changes the texts and is remembered', async ({ page, shot }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await shot('login-en');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('Čeština').click();
  await expect(page.getByRole('button', { name: 'Přihlásit se' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await shot('login-cs');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Přihlásit se' })).toBeVisible();
});

test('a Czech browser gets Czech, and the profile language wins after sign-in', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'cs-CZ' });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Přihlásit se' })).toBeVisible();
  await context.close();
});

test('after sign-in the interface follows the profile language (demo accounts are Czech)', async ({ page }) => {
  await signIn(page, 'admin@demo.vozka.cz');
  await expect(page).toHaveURL('/dispatching');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Jízdy' })).toBeVisible();
});
