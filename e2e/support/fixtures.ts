import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, MAIL_DIR, SCREENSHOTS, SERVER_URL } from './constants.ts';

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * Every page talks to its worker's own portal (constants.ts) and only reaches it: the test browser resolves
 * no other host name (playwright.config.ts).
 */
export const test = base.extend<{ shot: (name: string) => Promise<void> }>({
  baseURL: SERVER_URL,
  shot: async ({ page }, use) => {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await use(async (name) => {
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
    });
  },
});
export { expect };

/** Waits for the e-mail to `to` whose subject matches, as the test SMTP server caught it. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<Mail> {
  const find = () => {
    const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).sort() : [];
    for (const f of files) {
      const m = JSON.parse(fs.readFileSync(path.join(MAIL_DIR, f), 'utf8')) as Mail;
      if (m.to.includes(to) && subject.test(m.subject)) return m;
    }
    return undefined;
  };
  let mail: Mail | undefined;
  // Playwright polls until the condition holds (the catcher writes one file per e-mail).
  await expect
    .poll(() => (mail = find()) !== undefined, { message: `no e-mail to ${to} matching ${subject}`, timeout: timeoutMs })
    .toBe(true);
  return mail!;
}

export function linkFrom(mail: Mail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no link containing ${pathPart}`);
  return new URL(link).pathname;
}

/**
 * Signs in through the login screen. The screen may be in either language: a Czech profile switches the
 * interface to Czech, and the choice stays for the next visit.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^(Password|Heslo)$/).fill(password);
  await page.getByRole('button', { name: /^(Sign in|Přihlásit se)$/ }).click();
}
