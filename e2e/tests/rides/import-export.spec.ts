import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { test } from '../../support/fixtures.ts';
import {
  PEOPLE_TEST_TIMEOUT,
  apiCall,
  dismissToasts,
  expect,
  expectNoSidewaysScroll,
  pragueDate,
  shotBoth,
  signInAs,
  signInByApi,
  uniqueSuffix,
  writeTestFile,
} from '../../support/people.ts';

test.describe.configure({ timeout: PEOPLE_TEST_TIMEOUT * 2 });

const ADMIN = 'admin@demo.vozka.cz';
const CUSTOMER = 'customer@demo.vozka.cz';
const CUSTOMER_NAME = 'Klára Zákaznice';

/**
 * A ride of the file, by the template's English headers. Each ride's pick-up carries the test's tag: the
 * list's search finds stops (an imported passenger name that is no passenger of the client goes on the
 * meeting board, which the search does not read).
 */
type SheetRow = Record<string, string | number | Date>;

/** "24.12.2026" of a `YYYY-MM-DD` day (the template's text date). */
function czechDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d}.${m}.${y}`;
}

/** The headers of a sheet's first row, as text. */
function headersOf(sheet: ExcelJS.Worksheet): string[] {
  const values = sheet.getRow(1).values as unknown[];
  return values.slice(1).map((value) => String(value ?? ''));
}

/** The ride numbers of an export's data rows (its first column; the header and the totals row hold none). */
function rideNumbers(sheet: ExcelJS.Worksheet): number[] {
  const numbers: number[] = [];
  sheet.eachRow((row, index) => {
    const value = row.getCell(1).value;
    if (index > 1 && typeof value === 'number') numbers.push(value);
  });
  return numbers;
}

async function readWorkbook(download: Download): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return workbook;
}

/** Opens Ride import from the user menu, as a user does. */
async function openImport(page: Page, userName: string): Promise<void> {
  await dismissToasts(page);
  await page.getByRole('button', { name: userName }).click();
  await page.getByRole('menuitem', { name: 'Ride import' }).click();
  await expect(page).toHaveURL(/\/manage\/import$/);
  await expect(page.getByRole('heading', { name: 'Ride import', level: 1 })).toBeVisible();
}

/** Downloads the template from the screen and fills its rides sheet below the header (by header name). */
async function filledTemplate(page: Page, rows: SheetRow[], name: string): Promise<{ file: string; headers: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download template' }).click()]);
  expect(download.suggestedFilename()).toBe('ride-import-template.xlsx');
  const workbook = await readWorkbook(download);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  const headers = headersOf(sheet);
  rows.forEach((row, index) => {
    for (const [header, value] of Object.entries(row)) {
      const column = headers.indexOf(header) + 1;
      if (column === 0) throw new Error(`the template has no column "${header}" (it has ${headers.join(', ')})`);
      sheet.getCell(index + 2, column).value = value;
    }
  });
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { file: writeTestFile(name, bytes), headers };
}

async function chooseClient(page: Page, search: string, option: RegExp): Promise<void> {
  const field = page.getByRole('combobox', { name: 'Client' });
  await field.click();
  await field.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

const importResponse = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/orders/import');

test('an admin fills the downloaded template, imports it for the demo customer and finds the rides in the list', async ({ page, shot }) => {
  const tag = `E2E import ${uniqueSuffix()}`;
  const day = pragueDate(45);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  await signInAs(page, ADMIN);
  await openImport(page, 'Alena Dispečerová');

  // Nothing chosen: the spec §5 message, nothing sent.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Client was not chosen.')).toBeVisible();

  const { file, headers } = await filledTemplate(
    page,
    [
      // An Excel date with the time apart, the client price only the admin's template has.
      {
        Date: new Date(Date.UTC(y, m - 1, d)),
        Time: '9:15',
        'Pick-up address': `Terminál 2 (${tag} Anna), Letiště Václava Havla, Praha 6`,
        Destination: 'Hotel Paříž, U Obecního domu 1, Praha 1',
        'Passenger name': 'Anna Dvořáková',
        Persons: 2,
        'Payment type': 'Invoice',
        'Client price': 1250,
      },
      // Date and time in one text cell, Czech style.
      {
        Date: `${czechDate(day)} 13:40`,
        'Pick-up address': `Hlavní nádraží (${tag} Bedřich), Wilsonova 8, Praha 2`,
        Stops: 'Václavské náměstí 1, Praha',
        Destination: 'Letiště Václava Havla, Praha 6',
        'Passenger name': 'Bedřich Novák',
        'Large luggage': 2,
      },
      {
        Date: czechDate(day),
        Time: '18:05',
        'Pick-up address': `Obecní dům (${tag} Cyril), Náměstí Republiky 5, Praha 1`,
        Destination: 'Pražský hrad, Praha 1',
        'Passenger name': 'Cyril Malý',
        'Flight number': 'OK 123',
      },
    ],
    'rides.xlsx',
  );
  expect(headers).toEqual(expect.arrayContaining(['Date', 'Time', 'Pick-up address', 'Destination', 'Passenger name', 'Client price']));

  await chooseClient(page, 'Klára', /^Klára Zákaznice/);
  await expect(page.getByText('Client was not chosen.')).toBeHidden();
  await page.locator('input[type="file"]').setInputFiles(file);
  await shotBoth(page, shot, 'ride-import-admin');

  const [answer] = await Promise.all([importResponse(page), page.getByRole('button', { name: 'Import', exact: true }).click()]);
  expect(answer.status(), await answer.text()).toBe(201);
  expect(await answer.json()).toEqual({ message: 'ride was imported', count: 3 });
  await expect(page.getByText('3 rides were imported.')).toBeVisible();

  // Spec §8: the rides show again a second later — the rides list, with the three among them.
  await expect(page).toHaveURL(/\/manage\/drives$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  const rows = page.getByRole('table', { name: 'Rides' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  for (const name of ['Anna', 'Bedřich', 'Cyril']) await expect(rows.filter({ hasText: `${tag} ${name}` })).toHaveCount(1);
  await expect(rows.filter({ hasText: CUSTOMER_NAME })).toHaveCount(3);
  await dismissToasts(page);
  await shot('ride-import-admin-rides');

  // The dispatching file of the same filters: the three rides, with the driver's price and the dispatching note.
  // (Without transitions the menu is fully drawn when the picture is taken.)
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['For dispatching (all columns)', 'For the fleet and drivers', 'For the client']);
  await shot('rides-export-admin-menu');
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'For dispatching (all columns)' }).click(),
  ]);
  const sheet = (await readWorkbook(exported)).worksheets[0];
  if (!sheet) throw new Error('the export has no sheet');
  expect(headersOf(sheet)).toEqual(expect.arrayContaining(['Price for the client', 'Price for the driver', 'Dispatching note']));
  expect(rideNumbers(sheet)).toHaveLength(3);

  // The same file once more is refused (the server's message), nothing is added.
  await openImport(page, 'Alena Dispečerová');
  await chooseClient(page, 'Klára', /^Klára Zákaznice/);
  await page.locator('input[type="file"]').setInputFiles(file);
  const [again] = await Promise.all([importResponse(page), page.getByRole('button', { name: 'Import', exact: true }).click()]);
  expect(again.status()).toBe(409);
  await expect(page.getByText('This file has already been imported for this client.').first()).toBeVisible();
});

test('a customer’s file with a bad row imports nothing and names the row, on a phone', async ({ page, shot }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const tag = `E2E bad ${uniqueSuffix()}`;
  const day = pragueDate(50);
  await signInAs(page, CUSTOMER);
  await openImport(page, CUSTOMER_NAME);
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveCount(0);

  // Not a spreadsheet: refused before uploading.
  await page.locator('input[type="file"]').setInputFiles(writeTestFile('rides.csv', 'Date;Pick-up address\n1.1.2027;Praha\n'));
  await expect(page.getByText('Only .xlsx files can be imported')).toBeVisible();

  const { file, headers } = await filledTemplate(
    page,
    [
      {
        Date: czechDate(day),
        Time: '10:00',
        'Pick-up address': `Letiště Václava Havla (${tag} OK), Praha 6`,
        Destination: 'Hotel Paříž, Praha 1',
      },
      {
        Date: 'next Friday',
        Time: '11:00',
        'Pick-up address': `Hlavní nádraží (${tag} Bad), Praha 2`,
        Destination: 'Hotel Paříž, Praha 1',
      },
    ],
    'bad-row.xlsx',
  );
  // A client's template has no client price column.
  expect(headers).not.toContain('Client price');
  await page.locator('input[type="file"]').setInputFiles(file);
  const [answer] = await Promise.all([importResponse(page), page.getByRole('button', { name: 'Import', exact: true }).click()]);
  expect(answer.status()).toBe(400);

  const table = page.getByRole('table', { name: 'Rows with errors' });
  await expect(table).toBeVisible();
  const bad = table.getByRole('row').filter({ has: page.getByRole('cell', { name: '3', exact: true }) });
  await expect(bad).toHaveCount(1);
  await expect(bad.getByRole('cell').nth(1)).toHaveText('Date');
  await expect(page.getByText('Nothing was imported: 1 row has errors.')).toBeVisible();
  await expect(page).toHaveURL(/\/manage\/import$/);
  await expectNoSidewaysScroll(page);
  await shot('ride-import-errors-360');

  // Nothing was written: not even the good row.
  await page.goto('/manage/drives');
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await expect(page.getByText('No rides match the filters.')).toBeVisible();
});

test('a customer exports its rides: the client file opens with exceljs, without driver prices', async ({ page, shot }) => {
  await signInByApi(page, CUSTOMER);
  await page.goto('/manage/drives');
  const table = page.getByRole('table', { name: 'Rides' });
  await expect(table.getByRole('link').first()).toBeVisible();
  await shot('rides-export-customer');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^jizdy-.*\.xlsx$/);
  const workbook = await readWorkbook(download);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the export has no sheet');
  expect(sheet.name).toBe('Rides');
  const headers = headersOf(sheet);
  expect(headers).toEqual(expect.arrayContaining(['Date and time', 'Pick-up', 'Destination', 'Passenger', 'Price for the client']));
  expect(headers.some((header) => /driver.*price|price.*driver/i.test(header))).toBe(false);
  expect(headers.some((header) => /dispatch/i.test(header))).toBe(false);
  // Exactly the rides the list shows for the same (no) filters, every page.
  const listed = await apiCall<{ objects: { id: number }[]; totalPages: number }>(page, 'GET', '/api/orders?size=200&page=0&sortBy=-date');
  expect(listed.totalPages).toBe(1);
  expect(rideNumbers(sheet).sort((a, b) => a - b)).toEqual(listed.objects.map((ride) => ride.id).sort((a, b) => a - b));

  // At 360 px the list and its Export button fit the screen.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
  await expect(table.getByRole('link').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot('rides-export-customer-360');
});
