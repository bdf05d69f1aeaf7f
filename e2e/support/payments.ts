import { type Browser, type Page } from '@playwright/test';
import { SERVER_URL } from './constants.ts';
import { expect } from './people.ts';

/** A ride's payment as the API answers it (the fields these tests read). */
export interface PaymentJson {
  id: number;
  publicId: string;
  price: number;
  paid: boolean;
  type: string;
}

/**
 * A fresh browser context without any session (a passenger opening the link from a message), only
 * reaching the portal itself, at a phone's width unless told otherwise.
 */
export async function openAsPassenger(browser: Browser, path: string, width = 360): Promise<Page> {
  const context = await browser.newContext({
    baseURL: SERVER_URL,
    locale: 'en-US',
    timezoneId: 'Europe/Prague',
    viewport: { width, height: 780 },
  });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** Types a card into the test-mode card form and submits it, as a payer does. */
export async function payWithCard(page: Page, cardNumber: string, expiry = '12/34', cvc = '123'): Promise<void> {
  const form = page.getByRole('form', { name: 'Card payment (test mode)' });
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry date').fill(expiry);
  await form.getByLabel('CVC').fill(cvc);
  await form.getByRole('button', { name: /^Pay / }).click();
}

/** Full-page screenshot of a page of another context (the `shot` fixture pictures the test's own page). */
export async function shotOf(page: Page, dir: string, name: string): Promise<void> {
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

export { expect };
