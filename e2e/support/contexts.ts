import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { SCREENSHOTS } from './constants.ts';

/** A 360 × 740 touch phone (issue 17 §12: nothing scrolls sideways on it). */
export const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } satisfies BrowserContextOptions;

/**
 * A second (or third) browser for a test that plays several people at once: like the `page` fixture,
 * it only reaches the portal itself — the test browser resolves no other host (map tiles included).
 */
export async function loopbackContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Europe/Prague', ...options });
  // An action that cannot happen fails in a while instead of using up the whole test.
  context.setDefaultTimeout(30_000);
  return context;
}

/** A full-page screenshot of another context's page, next to the `shot` fixture's pictures. */
export async function shotOf(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
