import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
// The domain's menu and role tables by file: the package's index also loads its message catalogues,
// which Playwright's loader does not take.
import { type Role, isRole } from '../../../packages/domain/src/auth/roles.ts';
import { allows } from '../../../packages/domain/src/auth/permissions.ts';
import { SIDE_MENU, USER_MENU, canOpen } from '../../../packages/domain/src/navigation/navigation.ts';
import { test } from '../../support/fixtures.ts';
import { PHONE, loopbackContext } from '../../support/contexts.ts';
import { DEMO_PASSWORD } from '../../support/constants.ts';
import { type ApiPage, expect } from '../../support/people.ts';

/**
 * Issue 17 §12: no page scrolls sideways on a 360 × 740 phone. Every route the web's router declares
 * (apps/web/src/app/router.tsx and screens.tsx) is opened by every role that may open it, and by a
 * visitor signed out: `document.documentElement.scrollWidth <= innerWidth`.
 *
 * The menu screens come from the same domain tables the router builds them from (SIDE_MENU, USER_MENU,
 * opened when `canOpen` says so); the other routes are listed below, with ids of demo records.
 */

interface RideJson {
  id: number;
  secretIdent: string;
  paymentSecret?: string;
  trackingSlug?: string;
}
interface PaymentJson {
  publicId: string;
}
interface UserDetails {
  roles: { name: string }[];
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: { 'Accept-Language': 'en' } });
  expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The public pages of a ride (router.tsx: my-drive, check-payment, track-your-driver), by its keys. */
async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  const rides = (await getJson<ApiPage<RideJson>>(request, '/api/orders?size=20')).objects;
  const ride = rides.find((r) => r.paymentSecret && r.trackingSlug) ?? rides[0]!;
  const detail = await getJson<RideJson>(request, `/api/orders/${ride.id}`);
  let payment: PaymentJson | undefined;
  for (const r of rides) {
    // Not every role may read a ride's payments; the page is checked with the ids of those who may.
    const response = await request.get(`/api/orders/${r.id}/payments`);
    payment = response.ok() ? ((await response.json()) as PaymentJson[])[0] : undefined;
    if (payment) break;
  }
  const routes = [`/my-drive/${detail.secretIdent}`, '/my-drive', `/check-payment/drive/${detail.paymentSecret ?? 'unknown'}`];
  if (payment) routes.push(`/check-payment/payment/${payment.publicId}`);
  routes.push(`/${detail.trackingSlug ?? 'unknown'}/track-your-driver`, '/check-payment/nothing-here');
  return routes;
}

/** The signed-in routes a user with these roles may open, with ids of records the user sees. */
async function signedInRoutes(request: APIRequestContext): Promise<{ roles: Role[]; routes: string[] }> {
  const me = await getJson<UserDetails>(request, '/api/user-details');
  const roles = me.roles.map((r) => r.name).filter(isRole);
  const menu = new Set<string>();
  for (const item of [...SIDE_MENU, ...USER_MENU]) {
    const [pathname = '', search = ''] = item.path.split('?');
    if (canOpen(roles, pathname, search)) menu.add(item.path);
  }
  const routes = [...menu];
  const rides = (await getJson<ApiPage<RideJson>>(request, '/api/orders?size=5')).objects;
  if (rides[0]) routes.push(`/manage/drives/${rides[0].id}`, `/manage/drives/${rides[0].id}/edit`);
  if (allows('users.write', roles)) {
    const drivers = await getJson<{ id: number }[]>(request, '/api/users?roleName=DRIVER');
    routes.push('/manage/users/new', `/manage/users/${drivers[0]!.id}`);
  }
  if (allows('vehicles.write', roles)) {
    const vehicles = (await getJson<ApiPage<{ id: number }>>(request, '/api/vehicles')).objects;
    routes.push('/manage/vehicles/new');
    if (vehicles[0]) routes.push(`/manage/vehicles/${vehicles[0].id}`);
  }
  routes.push('/access-denied', '/no-such-page');
  return { roles, routes };
}

/** The elements that stick out to the right, deepest first, for the failure message. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      // Only the innermost offenders: an element none of whose children sticks out itself.
      const child = Array.from(el.children).some((c) => c.getBoundingClientRect().right > width + 0.5);
      if (child) continue;
      const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 2).join('.') : '';
      found.push(`${el.tagName.toLowerCase()}.${cls} right=${Math.round(box.right)} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
      if (found.length >= 6) break;
    }
    return found;
  });
}

/** Waits for the page's content: the app has started, no loader spins, the fonts and images are in. */
async function waitForContent(page: Page): Promise<void> {
  await expect(page.locator('#root > *').first()).toBeAttached();
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.readyState === 'complete' &&
            document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"]').length === 0,
        ),
      { intervals: [100] },
    )
    .toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function checkRoute(page: Page, route: string, who: string): Promise<void> {
  await page.goto(route);
  await waitForContent(page);
  const scroll = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  const culprits = scroll.scrollWidth > scroll.innerWidth ? await overflowing(page) : [];
  expect
    .soft(scroll.scrollWidth, `${who} ${route}: scrollWidth ${scroll.scrollWidth} > ${scroll.innerWidth}\n  ${culprits.join('\n  ')}`)
    .toBeLessThanOrEqual(scroll.innerWidth);
}

/** The ride detail's tabs hold tables (payments, history, notifications): each is opened too. */
async function checkRideTabs(page: Page, route: string, who: string): Promise<void> {
  await page.goto(route);
  await waitForContent(page);
  const tabs = page.getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i++) {
    const name = (await tabs.nth(i).textContent()) ?? String(i);
    await tabs.nth(i).click();
    await waitForContent(page);
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const culprits = fits ? [] : await overflowing(page);
    expect.soft(fits, `${who} ${route} tab "${name}" scrolls sideways\n  ${culprits.join('\n  ')}`).toBe(true);
  }
}

async function signedInPhone(browser: Browser, email: string): Promise<Page> {
  const context = await loopbackContext(browser, PHONE);
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^(Password|Heslo)$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|Přihlásit se)$/ }).click();
  await expect(page).not.toHaveURL(/\/auth\//);
  return page;
}

// The demo profiles are Czech, so the screens are checked in Czech (the longer texts).
for (const email of ['admin@demo.vozka.cz', 'fleet@demo.vozka.cz', 'driver@demo.vozka.cz', 'customer@demo.vozka.cz']) {
  test(`no page scrolls sideways at 360 × 740 for ${email}`, async ({ browser }) => {
    test.setTimeout(300_000);
    const page = await signedInPhone(browser, email);
    const { roles, routes } = await signedInRoutes(page.request);
    expect(roles.length).toBeGreaterThan(0);
    const ridePublic = roles.includes('DRIVER') ? [] : await publicRoutes(page.request);
    for (const route of [...routes, ...ridePublic]) await checkRoute(page, route, email);
    const detail = routes.find((r) => /^\/manage\/drives\/\d+$/.test(r));
    if (detail) await checkRideTabs(page, detail, email);
    await page.context().close();
  });
}

test('no public page scrolls sideways at 360 × 740 for a visitor signed out', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await signedInPhone(browser, 'admin@demo.vozka.cz');
  const ridePublic = await publicRoutes(admin.request);
  await admin.context().close();
  const context = await loopbackContext(browser, PHONE);
  const page = await context.newPage();
  const auth = [
    '/auth/login',
    '/auth/register',
    '/auth/register/not-a-key',
    '/auth/verify-confirm',
    '/auth/password-recovery',
    '/auth/password-recovery/not-a-key',
    '/auth/nothing-here',
  ];
  for (const route of [...auth, ...ridePublic]) await checkRoute(page, route, 'visitor');
  await context.close();
});
