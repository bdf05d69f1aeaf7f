import fs from 'node:fs';
import { type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, test } from '@playwright/test';
import { PHONE, loopbackContext } from './contexts.ts';
import { DEMO_PASSWORD } from './constants.ts';
import { expect as baseExpect, signIn } from './fixtures.ts';

/**
 * Helpers for the people and fleet tests (users, vehicles, passengers, profile, documents).
 */

/**
 * These tests sign in several times and take many full-page screenshots; on a busy machine a screen
 * can take well over the default 10 s to appear, so their assertions wait up to 20 s (never longer
 * than needed: they pass as soon as the screen shows).
 */
export const expect = baseExpect.configure({ timeout: 20_000 });

/** The time one of these tests may take (the default 60 s is for the short auth tests). */
export const PEOPLE_TEST_TIMEOUT = 120_000;

let counter = 0;

/** A suffix no other record of this server has: the time and a per-process counter. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now()}${counter}`;
}

/** A registration plate (at most 16 characters, as the API keeps them: upper case, no spaces). */
export function uniquePlate(): string {
  return `E2E${uniqueSuffix().slice(-9)}`;
}

/**
 * Closes the toasts that are showing. They sit top-right over the header's language switch and user
 * menu (success toasts for 10 s), so a user closes them before using the header. Their close button
 * has no accessible name, hence the class names.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('.mantine-Notification-root');
  for (let shown = await toasts.count(); shown > 0; shown = await toasts.count()) {
    // A toast may close by itself meanwhile; then there is nothing to click, which is fine.
    await toasts
      .first()
      .locator('.mantine-Notification-closeButton')
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await expect.poll(() => toasts.count()).toBeLessThan(shown);
  }
}

/** Switches the interface to a language through the header's radio group, as a user does. */
export async function switchLanguage(page: Page, language: 'en' | 'cs'): Promise<void> {
  await dismissToasts(page);
  await page
    .getByRole('radiogroup', { name: /^(Language|Jazyk)$/ })
    .getByText(language === 'en' ? 'English' : 'Čeština')
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // A signed-in user's switch saves the language to the profile after it shows (useLanguage): a reload or
  // another page before the save has ended would bring the profile's other language back (spec §9: the
  // profile's language wins). Signed out, there is no profile (401) and nothing to wait for.
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/profile');
      return response.status() === 401 ? language : ((await response.json()) as { language: string | null }).language;
    })
    .toBe(language);
}

/**
 * Signs in and waits until the app leaves the sign-in screens, then switches the interface to
 * English: the demo profiles are Czech, the assertions are written in English.
 */
export async function signInAs(page: Page, email: string, password?: string): Promise<void> {
  await signIn(page, email, password);
  await expect(page).not.toHaveURL(/\/auth\//);
  await switchLanguage(page, 'en');
}

/**
 * Signs in through the API instead of the login screen, for a test whose subject is not the sign-in: the
 * same session (POST /api/login sets the session cookie in the page's browser) without loading the login
 * and landing screens (the auth tests and the login history keep the screen's sign-in). The profile's
 * language is English afterwards, as `signInAs` leaves it; the page stays where it was, so go to a screen next.
 */
export async function signInByApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const login = await page.request.post('/api/login', { data: { email, password } });
  expect(login.ok(), `POST /api/login as ${email} answered ${login.status()}`).toBe(true);
  const profile = await apiCall<{ language: string | null }>(page, 'GET', '/api/profile');
  if (profile.language !== 'en') {
    // The first time for a demo account (its profile is Czech). Only the login screen applies the profile's
    // language, so this screen is in the browser's English: the header's switch goes to Czech and back, which
    // saves English to the profile, as `signInAs` leaves it (e-mails to the account are in English then too).
    await page.goto('/auth/login');
    await expect(page).not.toHaveURL(/\/auth\//);
    await switchLanguage(page, 'cs');
    await switchLanguage(page, 'en');
  }
}

/**
 * `email` signed in (in English) on a phone of its own, beside the test's `page`: the phone's browser (close it
 * at the end) and its page. Besides the password, `options` add to the phone's (downloads, geolocation);
 * `byApi` signs in as `signInByApi` does (the page is blank then: go to a screen next).
 */
export async function signInOnPhone(
  browser: Browser,
  email: string,
  { password, byApi = false, ...options }: BrowserContextOptions & { password?: string; byApi?: boolean } = {},
): Promise<{ phone: BrowserContext; page: Page }> {
  const phone = await loopbackContext(browser, { ...PHONE, ...options });
  const page = await phone.newPage();
  await (byApi ? signInByApi(page, email, password) : signInAs(page, email, password));
  return { phone, page };
}

/**
 * Signs in as `email` (`signInByApi`: go to a screen next) with the clipboard allowed: for a test that copies
 * a link or a key and reads it back.
 */
export async function signInWithClipboard(page: Page, email: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInByApi(page, email);
}

/** Opens a screen by its menu link (by its whole name): checks its address and its page heading (the link's text unless given). */
export async function openFromMenu(page: Page, link: string, url: RegExp, heading = link): Promise<void> {
  await page.getByRole('link', { name: link, exact: true }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** Signs out by dropping the session cookie (the next `signInAs` opens the login page again). */
export async function signOut(page: Page): Promise<void> {
  await page.context().clearCookies();
}

/** A page of a list as the API answers it: the domain's contract, not a copy of it. */
export type { Page as ApiPage } from '../../packages/domain/src/users/contracts.ts';

/** A JSON call of the API with the page's session (for setting data up); fails the test unless it succeeds. */
export async function apiCall<T>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { 'Accept-Language': 'en' },
  });
  expect(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

export interface CreatedUser {
  id: number;
  name: string;
  email: string | null;
}

/** Creates a user through the API as the signed-in admin (or fleet manager). */
export function createUser(page: Page, body: Record<string, unknown>): Promise<CreatedUser> {
  return apiCall<CreatedUser>(page, 'POST', '/api/users', { language: 'en', ...body });
}

/**
 * Creates a user of the test's own as the demo admin, then signs out: the demo accounts stay as they are
 * for the other tests.
 */
export async function createUserAsAdmin(page: Page, body: Record<string, unknown>): Promise<CreatedUser> {
  await signInByApi(page, 'admin@demo.vozka.cz');
  const user = await createUser(page, body);
  await signOut(page);
  return user;
}

/** Writes a file into this test's output folder and answers its path. */
export function writeTestFile(name: string, content: string | Buffer): string {
  const file = test.info().outputPath(name);
  fs.writeFileSync(file, content);
  return file;
}

/** The bytes of a minimal PDF document (it starts with `%PDF-`, which is what the server checks). */
export function smallPdf(title: string): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      `% ${title}`,
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

/** Today plus `days` calendar days as YYYY-MM-DD in Prague (the business calendar). */
export function pragueDate(days = 0, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Screenshots a screen in English (`name`) and in Czech (`name-cs`), so both translations can be
 * looked at; the interface is English again afterwards.
 */
export async function shotBoth(page: Page, shot: (name: string) => Promise<void>, name: string): Promise<void> {
  await shot(name);
  // Without transitions the language switch's indicator is where it belongs when the picture is taken.
  const still = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await switchLanguage(page, 'cs');
  await shot(`${name}-cs`);
  await switchLanguage(page, 'en');
  await still.evaluate((element) => (element as Element).remove());
}

/**
 * Types into a list's search box and answers the one record row the search leaves. The search waits
 * 300 ms after the last key and the old rows stay until the answer comes, so this waits until the table
 * has just the header and one row, with the text in it.
 */
export async function searchList(page: Page, table: Locator, text: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(text);
  return rows.nth(1);
}

/** Nothing on the page scrolls sideways (a phone-sized screen fits its width; wide tables scroll inside their box). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
