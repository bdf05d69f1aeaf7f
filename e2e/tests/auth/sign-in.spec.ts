import type { Route } from '@playwright/test';
import { DEMO_PASSWORD } from '../../support/constants.ts';
import { expect, signIn, test } from '../../support/fixtures.ts';

test.describe('sign-in', () => {
  test('each role lands on its screen and sees its menu', async ({ page, shot }) => {
    const cases = [
      { email: 'admin@demo.vozka.cz', landing: '/dispatching', name: 'Alena Dispečerová' },
      { email: 'fleet@demo.vozka.cz', landing: '/dispatching', name: 'František Flotila' },
      { email: 'customer@demo.vozka.cz', landing: '/dispatching', name: 'Klára Zákaznice' },
      { email: 'driver@demo.vozka.cz', landing: '/driver', name: 'David Řidič' },
      { email: 'passenger@demo.vozka.cz', landing: '/manage/drives', name: 'Petr Cestující' },
    ];
    for (const c of cases) {
      await signIn(page, c.email);
      await expect(page).toHaveURL(c.landing);
      await expect(page.getByRole('button', { name: new RegExp(c.name) })).toBeVisible();
      await shot(`app-${c.email.split('@')[0]}`);
      await page.getByRole('button', { name: new RegExp(c.name) }).click();
      await page.getByRole('menuitem', { name: /Log out|Odhlásit/ }).click();
      await expect(page).toHaveURL('/auth/login');
    }
  });

  test('the dispatcher sees the admin menu, the driver does not', async ({ page }) => {
    await signIn(page, 'admin@demo.vozka.cz');
    await expect(page).toHaveURL('/dispatching');
    const nav = page.getByRole('navigation');
    await expect(nav.getByRole('link', { name: /Jízdy|Rides/ })).toBeVisible();
    await page.context().clearCookies();
    await signIn(page, 'driver@demo.vozka.cz');
    await expect(page).toHaveURL('/driver');
    await expect(page.getByRole('navigation').getByRole('link', { name: /Dispečink|Dispatching/ })).toHaveCount(0);
  });

  test('a wrong password is refused with the spec message', async ({ page, shot }) => {
    await signIn(page, 'admin@demo.vozka.cz', 'not-the-password');
    await expect(page.getByText('Login details are not correct')).toBeVisible();
    await expect(page).toHaveURL('/auth/login');
    await shot('login-wrong-password');
  });

  test('a sign-in whose check cannot load says so, and the next try signs in', async ({ page, shot }) => {
    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill('admin@demo.vozka.cz');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.waitForLoadState('networkidle');
    // The page has its own code by now: what the submit loads (the form's check, issue 18) does not arrive.
    const lost = (route: Route) => route.abort('connectionreset');
    await page.route(/\/assets\/.*\.js$/, lost);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('There was a problem, please try again later')).toBeVisible();
    await expect(page).toHaveURL('/auth/login');
    await shot('login-check-not-loaded');

    await page.unroute(/\/assets\/.*\.js$/, lost);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/dispatching');
  });

  test('empty fields ask to fill them in', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please fill in all the fields.').first()).toBeVisible();
  });

  test('a signed-out visitor of an app screen is sent to login, and back after signing in', async ({ page }) => {
    await page.goto('/manage/drives');
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.getByLabel('E-mail').fill('driver@demo.vozka.cz');
    await page.getByLabel('Password', { exact: true }).fill('Vozka-demo-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/manage/drives');
  });

  test('a customer opening a restricted screen gets /access-denied', async ({ page, shot }) => {
    await signIn(page, 'customer@demo.vozka.cz');
    await expect(page).toHaveURL('/dispatching');
    await page.goto('/manage/locations');
    await expect(page).toHaveURL('/access-denied');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot('access-denied');
  });

  test('a signed-in user opening the login page goes to the landing screen', async ({ page }) => {
    await signIn(page, 'fleet@demo.vozka.cz');
    await expect(page).toHaveURL('/dispatching');
    await page.goto('/auth/login');
    await expect(page).toHaveURL('/dispatching');
  });

  test('the layout switches to a burger menu under 992 px', async ({ page, shot }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin@demo.vozka.cz');
    await expect(page).toHaveURL('/dispatching');
    const burger = page.getByRole('button', { name: /Toggle navigation|Přepnout navigaci/ });
    await expect(burger).toBeVisible();
    await shot('app-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(burger).toBeHidden();
  });
});
