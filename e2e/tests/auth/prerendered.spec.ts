import type { APIRequestContext, Page, Request } from '@playwright/test';
import { DEMO_PASSWORD } from '../../support/constants.ts';
import { PHONE, loopbackContext, shotOf } from '../../support/contexts.ts';
import { expect, signIn, test } from '../../support/fixtures.ts';

/**
 * Issue 18: the sign-in page and the transport contract are sent with their HTML rendered at build time
 * (apps/web/vite-prerender.ts) — the contract rendered by the server with its data (decision 0050) — in the
 * visitor's language, so a phone paints them before the app's JavaScript has loaded; the app then takes the
 * same page over (hydrates it).
 */

/** Holds the app's core chunk until `release` is called: the page as a phone shows it before the app runs. */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/core-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

async function contractPath(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', { data: { email: 'admin@demo.vozka.cz', password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${await login.text()}` };
  const rides = (await (await request.get('/api/orders?size=1', { headers })).json()) as { objects: { id: number }[] };
  const ride = (await (await request.get(`/api/orders/${rides.objects[0]!.id}`, { headers })).json()) as { secretIdent: string };
  return `/my-drive/${ride.secretIdent}`;
}

test('without JavaScript the sign-in page and the contract show, in the browser language, on a phone', async ({ browser, request }) => {
  const contract = await contractPath(request);
  for (const [locale, title, button, heading, section] of [
    ['cs-CZ', 'Přihlášení', 'Přihlásit se', 'Přepravní smlouva', 'Objednatel'],
    ['en-US', 'Sign in', 'Sign in', 'Transport contract', 'Customer'],
  ] as const) {
    const context = await loopbackContext(browser, { ...PHONE, locale, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    await expect(page.getByRole('button', { name: button })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await shotOf(page, `login-before-app-${locale}`);
    await page.goto(contract);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    // The whole contract, rendered by the server with its data.
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: locale === 'cs-CZ' ? 'Stáhnout PDF' : 'Download PDF' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await shotOf(page, `contract-before-app-${locale}`);
    await context.close();
  }
});

test('the language chosen in the app is the language of the next visit’s page', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('Čeština').click();
  await expect(page.getByRole('button', { name: 'Přihlásit se' })).toBeVisible();
  const html = await (await page.request.get('/auth/login', { headers: { 'accept-language': 'en-US' } })).text();
  expect(html).toContain('<html lang="cs"');
  expect(html).toContain('Přihlásit se');
});

test('a sign-in sent before the app has loaded is sent by the app, never by the browser', async ({ page }) => {
  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));
  const release = await holdApp(page);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@demo.vozka.cz');
  await page.locator('input[type=password]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  release();
  await expect(page).toHaveURL('/dispatching');
  const urls = sent.map((request) => `${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search}`);
  expect(urls).toContain('POST /api/login');
  expect(urls.filter((url) => url.includes(DEMO_PASSWORD) || url.includes('email='))).toEqual([]);
});

test('a language chosen before the app has loaded is switched to once it has', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('Čeština').click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  release();
  await expect(page.getByRole('button', { name: 'Přihlásit se' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Čeština' })).toBeChecked();
});

test('the app takes the contract over where it stands, at the first touch, without asking for it again', async ({ page, request }) => {
  const contract = await contractPath(request);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/overview')) asked.push(sent.url());
  });
  const release = await holdApp(page);
  await page.goto(contract, { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { name: 'Transport contract' });
  const section = page.getByRole('heading', { name: 'Customer', exact: true });
  await expect(section).toBeVisible();
  for (const element of [heading, section]) await element.evaluate((node) => node.setAttribute('data-before-app', ''));
  release();
  await page.waitForLoadState('networkidle'); // the app, its page chunk and the session's answer are in
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  expect(asked).toEqual([]);
  await page.getByRole('link', { name: 'Download PDF' }).focus();
  await hydrated(page);
  // Kept, not drawn again: no layout shift, and the page's largest text was painted with the HTML.
  for (const element of [heading, section]) await expect(element).toHaveAttribute('data-before-app', '');
  expect(await page.locator('#root [data-prerendered]').count()).toBe(1);
});

test("an unknown contract link: the contract's frame, then the app says there is no such ride", async ({ page }) => {
  await page.goto('/my-drive/no-such-link');
  await expect(page.getByRole('heading', { name: 'Transport contract' })).toBeVisible();
  await expect(page.getByText('No drive data found.')).toBeVisible();
  await hydrated(page);
});

test('a language stored without its cookie: the page the server took is taken over, then switched to it', async ({ page }) => {
  await page.goto('/auth/login');
  await page.evaluate(() => localStorage.setItem('vozka.language', 'cs'));
  await page.context().clearCookies();
  await page.reload({ waitUntil: 'commit' });
  // The server had no cookie: the English page (the browser's language), which the app switches to Czech.
  await expect(page.getByRole('button', { name: 'Přihlásit se' })).toBeVisible();
  await hydrated(page);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'vozka_language')?.value).toBe('cs');
});

test('a signed-out visitor’s sign-in page is taken over at their first touch, not before', async ({ page }) => {
  await page.goto('/auth/login');
  await page.waitForLoadState('networkidle'); // the app, its page chunk and the session's answer are in
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  await page.getByRole('textbox', { name: 'E-mail' }).focus();
  await hydrated(page);
});

test('a signed-in visitor’s sign-in page is taken over at once and sends them on', async ({ page }) => {
  await signIn(page, 'admin@demo.vozka.cz');
  await expect(page).toHaveURL('/dispatching');
  await page.goto('/auth/login');
  await expect(page).toHaveURL('/dispatching');
});
