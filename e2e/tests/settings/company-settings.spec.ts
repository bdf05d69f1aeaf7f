import { test } from '../../support/fixtures.ts';
import { smallPng } from '../../support/images.ts';
import { PEOPLE_TEST_TIMEOUT, apiCall, expect, shotBoth, signInByApi } from '../../support/people.ts';

test.describe.configure({ timeout: PEOPLE_TEST_TIMEOUT });

test('an admin fills in the company details with a logo; after a reload they are there', async ({ page, shot }) => {
  await signInByApi(page, 'admin@demo.vozka.cz');
  await page.goto('/manage/setting');
  const section = page.getByRole('region', { name: 'Company details' });
  const form = section.getByRole('form', { name: 'Company details' });
  await expect(form.getByRole('textbox', { name: 'Company name' })).toHaveValue('Vozka s.r.o.');

  const fill = async (label: string, value: string) => form.getByRole('textbox', { name: label, exact: true }).fill(value);
  await fill('Company name', 'Taxi Šumava s.r.o.');
  await fill('Street and number', 'Náměstí Svobody 12');
  await fill('Postcode', '381 01');
  await fill('City', 'Český Krumlov');
  await fill('Company ID (IČO)', '2708244');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter the company ID (IČO): 8 digits.')).toBeVisible();
  await fill('Company ID (IČO)', '27082440');
  await fill('VAT ID (DIČ)', 'CZ27082440');
  await fill('Bank account', '19-2000145399/0800');
  await fill('IBAN', 'CZ65 0800 0000 1920 0014 5399');
  await fill('SWIFT/BIC', 'GIBACZPX');
  await fill('E-mail', 'fakturace@taxi-sumava.cz');
  await fill('Phone', '+420 380 123 456');
  await fill('Commercial register entry', 'C 12345 vedená u Krajského soudu v Českých Budějovicích');
  await fill('Invoice number format', 'FV{YYYY}{NNNN}');
  await expect(form.getByText(/Next invoice: FV\d{4}0001/)).toBeVisible();
  await form.getByRole('textbox', { name: 'Due in' }).fill('21');

  const logo = form.getByRole('group', { name: 'Logo' });
  await form.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: smallPng(180, 60) });
  await expect(logo.getByRole('img', { name: 'The company logo' })).toHaveJSProperty('naturalWidth', 180);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The settings were saved.')).toBeVisible();

  await page.reload();
  await expect(form.getByRole('textbox', { name: 'Company name' })).toHaveValue('Taxi Šumava s.r.o.');
  await expect(form.getByRole('textbox', { name: 'IBAN' })).toHaveValue('CZ65 0800 0000 1920 0014 5399');
  await expect(form.getByRole('textbox', { name: 'Invoice number format' })).toHaveValue('FV{YYYY}{NNNN}');
  await expect(form.getByRole('textbox', { name: 'Due in' })).toHaveValue('21');
  // The saved logo comes from the API.
  await expect(logo.getByRole('img', { name: 'The company logo' })).toHaveJSProperty('naturalWidth', 180);
  const saved = await apiCall<{ city: string; logoFileId: number | null }>(page, 'GET', '/api/settings/company');
  expect(saved.city).toBe('Český Krumlov');
  expect(saved.logoFileId).not.toBeNull();
  // From the top: a full-page picture of a scrolled page would show the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shotBoth(page, shot, 'settings-company');
});
