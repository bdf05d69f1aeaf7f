import fs from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import { shotOf } from '../../support/contexts.ts';
import { test, waitForMail } from '../../support/fixtures.ts';
import {
  PEOPLE_TEST_TIMEOUT,
  apiCall,
  dismissToasts,
  expect,
  openFromMenu,
  signInAs,
  signInByApi,
  signInOnPhone,
  switchLanguage,
} from '../../support/people.ts';

test.describe.configure({ timeout: PEOPLE_TEST_TIMEOUT * 2 });

/** A Prague calendar day `days` from today, `YYYY-MM-DD`. */
function pragueDay(days: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return parts.slice(0, 10);
}

/** The demo has a fortnight of rides around the day it was seeded: the last seven days are finished. */
const LAST_WEEK = { from: pragueDay(-7), to: pragueDay(-1) };

/** The first bytes of a downloaded file. */
async function head(download: Download, bytes = 4): Promise<string> {
  const file = await download.path();
  return fs.readFileSync(file).subarray(0, bytes).toString('latin1');
}

/** Clicks a menu item of a report's actions and waits for the file it downloads. */
async function downloadFromMenu(page: Page, reportId: number, item: string): Promise<Download> {
  await page.getByRole('button', { name: `Actions of report ${reportId}` }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
  return download;
}

async function reportAction(page: Page, reportId: number, item: string): Promise<void> {
  await page.getByRole('button', { name: `Actions of report ${reportId}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Nothing on the page scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function pickOption(page: Page, field: Locator, search: string, option: RegExp) {
  await field.click();
  await field.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

interface Named {
  id: number;
  name: string;
}

test('an admin creates a report for the demo driver for last week, downloads it, e-mails it, checks it and deletes it', async ({
  page,
  shot,
}) => {
  await signInAs(page, 'admin@demo.vozka.cz');
  await openFromMenu(page, 'Billing', /\/manage\/billing$/);

  const form = page.getByRole('form', { name: 'New report' });
  // Nothing chosen: the spec §5 messages, nothing created.
  await form.getByRole('button', { name: 'Create report' }).click();
  await expect(form.getByText('No driver selected')).toBeVisible();
  await expect(form.getByText('No start or end date selected').first()).toBeVisible();

  await pickOption(page, form.getByRole('combobox', { name: 'Driver' }), 'David', /^David Řidič/);
  await form.getByLabel('From').fill(LAST_WEEK.from);
  await form.getByLabel('To').fill(LAST_WEEK.to);
  const [created] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/reports'),
    form.getByRole('button', { name: 'Create report' }).click(),
  ]);
  expect(created.status()).toBe(201);
  const report = (await created.json()) as { id: number; lines: unknown[]; priceWithVat: number };
  expect(report.lines.length).toBeGreaterThan(0);
  expect(report.priceWithVat).toBeGreaterThan(0);
  await expect(page.getByText('The report was created.')).toBeVisible();

  const row = page
    .getByRole('table', { name: 'Reports' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Actions of report ${report.id}` }) });
  await expect(row).toContainText('David Řidič');
  await expect(row).toContainText('New');

  // The detail: the rides and the driver's statement (who owes whom).
  await reportAction(page, report.id, 'Detail');
  const detail = page.getByRole('dialog', { name: `Report ${report.id}: David Řidič` });
  await expect(detail.getByRole('region', { name: "Driver's statement" })).toBeVisible();
  await expect(detail.getByRole('table', { name: 'Rides of the report' }).getByRole('row')).toHaveCount(report.lines.length + 1);
  await shot('billing-report-detail');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  expect(await head(await downloadFromMenu(page, report.id, 'Download PDF'))).toBe('%PDF');
  expect(await head(await downloadFromMenu(page, report.id, 'Download xlsx'), 2)).toBe('PK');

  // E-mail it: a subject is required.
  await reportAction(page, report.id, 'Send by e-mail');
  const notify = page.getByRole('dialog', { name: `Send report ${report.id} by e-mail` });
  await notify.getByLabel('Subject').fill('');
  await notify.getByRole('button', { name: 'Send' }).click();
  await expect(notify.getByText('Fill in the subject')).toBeVisible();
  const subject = `Výkaz za minulý týden ${report.id}`;
  await notify.getByLabel('Subject').fill(subject);
  await notify.getByRole('button', { name: 'Send' }).click();
  await expect(notify).toBeHidden();
  await expect(row).toContainText(subject);
  await waitForMail('driver@demo.vozka.cz', new RegExp(subject), 30_000);

  await reportAction(page, report.id, 'Mark checked');
  await expect(page.getByText("The report's status was changed.")).toBeVisible();
  const cells = row.getByRole('cell');
  await expect(cells.nth(5)).toHaveText('Yes'); // checked
  await expect(cells.nth(6)).toHaveText('Yes'); // e-mail sent
  await dismissToasts(page);
  await shot('billing-reports-admin');

  await reportAction(page, report.id, 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete the report' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The report was deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the demo driver sees and downloads only its own reports, on a 360 px phone', async ({ page, browser }) => {
  await signInByApi(page, 'admin@demo.vozka.cz');
  const drivers = await apiCall<{ objects: Named[] }>(page, 'GET', '/api/active-drivers?size=50');
  const david = drivers.objects.find((d) => d.name === 'David Řidič');
  const tomas = drivers.objects.find((d) => d.name === 'Tomáš Král');
  if (!david || !tomas) throw new Error('the demo drivers are missing');
  const own = await apiCall<{ id: number }>(page, 'POST', '/api/reports', { type: 'DRIVER_TYPE', userId: david.id, ...LAST_WEEK });
  const other = await apiCall<{ id: number }>(page, 'POST', '/api/reports', { type: 'DRIVER_TYPE', userId: tomas.id, ...LAST_WEEK });

  const { phone, page: driver } = await signInOnPhone(browser, 'driver@demo.vozka.cz', { acceptDownloads: true, byApi: true });
  await driver.goto('/manage/billing');
  const list = driver.getByRole('list', { name: 'Reports' });
  await expect(list.getByRole('button', { name: `Actions of report ${own.id}` })).toBeVisible();
  await expect(list.getByRole('button', { name: `Actions of report ${other.id}` })).toHaveCount(0);
  await expect(list).not.toContainText('Tomáš Král');
  await expect(driver.getByRole('form', { name: 'New report' })).toHaveCount(0);
  await expect(driver.getByRole('tab', { name: 'Invoices' })).toHaveCount(0);
  await expectNoSidewaysScroll(driver);
  await shotOf(driver, 'billing-reports-driver-360');

  // Download only: no e-mail, check or delete.
  await driver.getByRole('button', { name: `Actions of report ${own.id}` }).click();
  await expect(driver.getByRole('menuitem')).toHaveText(['Detail', 'Download PDF', 'Download xlsx', 'Dispute']);
  const [download] = await Promise.all([driver.waitForEvent('download'), driver.getByRole('menuitem', { name: 'Download PDF' }).click()]);
  expect(await head(download)).toBe('%PDF');

  await driver.getByRole('button', { name: `Actions of report ${own.id}` }).click();
  await driver.getByRole('menuitem', { name: 'Detail' }).click();
  const detail = driver.getByRole('dialog', { name: `Report ${own.id}: David Řidič` });
  await expect(detail.getByRole('region', { name: "Driver's statement" })).toBeVisible();
  await shotOf(driver, 'billing-report-detail-driver-360');

  // In Czech, as the demo driver's profile has it.
  await driver.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await switchLanguage(driver, 'cs');
  await expect(driver.getByRole('heading', { name: 'Vyúčtování', level: 1 })).toBeVisible();
  await expect(driver.getByRole('list', { name: 'Výkazy' })).toContainText('Řidič');
  await expectNoSidewaysScroll(driver);
  await shotOf(driver, 'billing-reports-driver-360-cs');

  // Another driver's report by its address: not found.
  const refused = await driver.request.get(`/api/reports/${other.id}`);
  expect(refused.status()).toBe(404);
  await phone.close();
});

test("an admin issues the month's invoice for a client and downloads its PDF and ISDOC; the ride shows its invoice preview", async ({
  page,
  shot,
}) => {
  // The month of the demo's finished rides (its last seven days may begin in the month before).
  const from = `${LAST_WEEK.from.slice(0, 7)}-01`;
  const to = pragueDay(0);
  await signInByApi(page, 'admin@demo.vozka.cz');
  await page.goto('/manage/billing');
  await page.getByRole('tab', { name: 'Invoices' }).click();
  await page.getByRole('button', { name: 'Issue an invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue an invoice' });
  await pickOption(page, dialog.getByRole('combobox', { name: 'Client' }), 'Vltava', /^Vltava Travel/);
  await dialog.getByLabel('From').fill(from);
  await dialog.getByLabel('To').fill(to);
  const [issued] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/invoices'),
    dialog.getByRole('button', { name: 'Issue' }).click(),
  ]);
  expect(issued.status(), await issued.text()).toBe(201);
  const invoice = (await issued.json()) as { id: number; number: string; lines: { rideId: number | null }[] };
  await expect(page.getByText(`Invoice ${invoice.number} was issued.`)).toBeVisible();

  const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: invoice.number });
  await expect(row).toContainText('Vltava Travel s.r.o.');
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Download PDF of ${invoice.number}` }).click(),
  ]);
  expect(await head(pdf)).toBe('%PDF');
  const [isdoc] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Download ISDOC of ${invoice.number}` }).click(),
  ]);
  const xml = fs.readFileSync(await isdoc.path(), 'utf8');
  expect(xml).toContain('<Invoice');
  expect(xml).toContain(invoice.number);
  await dismissToasts(page);
  await shot('billing-invoices-admin');

  // The ride's detail: its invoice preview in the page, and the PDF.
  const rideId = invoice.lines.find((l) => l.rideId !== null)?.rideId;
  if (!rideId) throw new Error('the invoice has no ride');
  await page.goto(`/manage/drives/${rideId}`);
  await page.getByRole('tab', { name: 'Invoice' }).click();
  const frame = page.frameLocator(`iframe[title="Invoice preview of ride ${rideId}"]`);
  await expect(frame.locator('body')).toContainText('Vltava Travel');
  const [preview] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(await head(preview)).toBe('%PDF');
  await shot('billing-ride-invoice-preview');
});
