import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { test } from '../../support/fixtures.ts';
import {
  PEOPLE_TEST_TIMEOUT,
  apiCall,
  createUser,
  expect,
  searchList,
  shotBoth,
  signInByApi,
  smallPdf,
  uniquePlate,
  uniqueSuffix,
  writeTestFile,
} from '../../support/people.ts';

test.describe.configure({ timeout: PEOPLE_TEST_TIMEOUT });

/** Opens the drivers list and narrows it to one name with the search box. */
async function findDriver(page: Page, name: string) {
  await page.goto('/manage/users?roleName=DRIVER');
  await expect(page.getByRole('heading', { name: 'Drivers' })).toBeVisible();
  const row = await searchList(page, page.getByRole('table', { name: 'Drivers' }), name);
  await expect(row.getByRole('link', { name, exact: true })).toBeVisible();
  return row;
}

test('an admin creates a driver, uploads a document, pairs a new vehicle with the driver', async ({ page, shot }) => {
  test.setTimeout(PEOPLE_TEST_TIMEOUT * 1.5); // the longest journey: 18 screenshots, 25 s on an idle machine
  const suffix = uniqueSuffix();
  const name = `Řidič Test ${suffix}`;
  const email = `ridic.${suffix}@example.test`;
  const phone = '+420 777 123 456';
  await signInByApi(page, 'admin@demo.vozka.cz');

  // The drivers list, and a new driver from its "New" button.
  await page.goto('/manage/users?roleName=DRIVER');
  await expect(page.getByRole('heading', { name: 'Drivers' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Drivers' }).getByRole('link').first()).toBeVisible();
  await shotBoth(page, shot, 'people-users-drivers-list');
  await page.getByRole('link', { name: 'New', exact: true }).click();
  await expect(page).toHaveURL('/manage/users/new?roleName=DRIVER');
  await expect(page.getByRole('heading', { name: 'New user' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Files' })).toHaveCount(0); // only once the user exists
  await shotBoth(page, shot, 'people-user-form-new');

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  // Spec §5: a new user needs a phone too (the field shows no "*", yet it is checked).
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Fill in every field.').first()).toBeVisible();
  await expect(page).toHaveURL('/manage/users/new?roleName=DRIVER');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('The user was added.')).toBeVisible();
  await expect(page).toHaveURL('/manage/users?roleName=DRIVER');
  const row = await findDriver(page, name);
  await expect(row).toContainText(email);
  await expect(row).toContainText(phone);
  await expect(row).toContainText('Active');

  // Its files: upload a contract and download it back.
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: `User ${name}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
  await shotBoth(page, shot, 'people-user-form-basic');
  await page.getByRole('tab', { name: 'More' }).click();
  await expect(page.getByRole('textbox', { name: 'Company name' })).toBeVisible();
  await shotBoth(page, shot, 'people-user-form-more');

  await page.getByRole('tab', { name: 'Files' }).click();
  const contract = page.getByRole('region', { name: 'Contract' });
  await expect(contract.getByText('No document yet.')).toBeVisible();
  await expect(contract.getByLabel('0 of 1')).toBeVisible();
  const fileName = `smlouva-${suffix}.pdf`;
  const bytes = smallPdf(name);
  const file = writeTestFile(fileName, bytes);
  const chooser = page.waitForEvent('filechooser');
  await contract.getByRole('button', { name: 'Upload Contract' }).click();
  await (await chooser).setFiles(file);

  await expect(page.getByText(`File ${fileName} was uploaded.`)).toBeVisible();
  const link = contract.getByRole('link', { name: fileName });
  await expect(link).toBeVisible();
  await expect(contract.getByLabel('1 of 1')).toBeVisible();
  await expect(contract.getByText('No document yet.')).toHaveCount(0);
  await shotBoth(page, shot, 'people-user-form-files');

  const download = page.waitForEvent('download');
  await link.click();
  const downloaded = await download;
  expect(downloaded.suggestedFilename()).toBe(fileName);
  expect(fs.readFileSync(await downloaded.path())).toEqual(bytes);

  await page.getByRole('tab', { name: 'Paired vehicles' }).click();
  await expect(page.getByText('No vehicles are paired with this driver.')).toBeVisible();

  // A vehicle paired with the driver.
  const plate = uniquePlate();
  await page.goto('/manage/vehicles');
  await expect(page.getByRole('heading', { name: 'Vehicles' })).toBeVisible();
  await page.getByRole('link', { name: 'New vehicle' }).click();
  await expect(page).toHaveURL('/manage/vehicles/new');
  await expect(page.getByRole('heading', { name: 'New vehicle' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Brand' }).click();
  await page.getByRole('option', { name: 'Skoda' }).click();
  await page.getByRole('textbox', { name: 'Model', exact: true }).fill('Superb');
  await page.getByRole('textbox', { name: 'Registration plate' }).fill(plate);
  const drivers = page.getByRole('combobox', { name: 'Paired drivers' });
  await drivers.fill(name);
  await page.getByRole('option', { name }).click();
  await drivers.press('Escape');
  const form = page.getByRole('form', { name: 'New vehicle' });
  await expect(form.getByText(name, { exact: true })).toBeVisible(); // the chosen driver's pill
  await expect(page.getByRole('listbox')).toBeHidden();
  await shotBoth(page, shot, 'people-vehicle-form-new');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('The vehicle was added.')).toBeVisible();
  await expect(page).toHaveURL('/manage/vehicles');
  const vehicleRow = await searchList(page, page.getByRole('table', { name: 'Vehicles' }), plate);
  await expect(vehicleRow.getByRole('link', { name: plate })).toBeVisible();
  await expect(vehicleRow).toContainText('Skoda Superb');
  await expect(vehicleRow).toContainText(name);
  await shotBoth(page, shot, 'people-vehicles-list');

  // The vehicle's own screen, with its documents.
  await vehicleRow.getByRole('link', { name: plate }).click();
  await expect(page.getByRole('heading', { name: `Vehicle ${plate}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Insurance' })).toBeVisible();
  await shotBoth(page, shot, 'people-vehicle-form-edit');

  // The driver's "Paired vehicles" tab shows it.
  await (await findDriver(page, name)).getByRole('link', { name }).click();
  await page.getByRole('tab', { name: 'Paired vehicles' }).click();
  const paired = page.getByRole('table', { name: 'Paired vehicles' });
  const pairedRow = paired.getByRole('row').filter({ has: page.getByRole('link', { name: plate }) });
  await expect(pairedRow).toHaveCount(1);
  await expect(pairedRow).toContainText('Skoda');
  await expect(pairedRow).toContainText('Superb');
  await shotBoth(page, shot, 'people-user-form-paired-vehicles');
});

test('a text file named .pdf is refused with the spec message and nothing is stored', async ({ page }) => {
  const suffix = uniqueSuffix();
  await signInByApi(page, 'admin@demo.vozka.cz');
  const driver = await createUser(page, {
    name: `Řidič Soubor ${suffix}`,
    email: `soubor.${suffix}@example.test`,
    phone: '+420 777 000 111',
    roles: [{ name: 'DRIVER' }],
  });

  await page.goto(`/manage/users/${driver.id}?roleName=DRIVER`);
  await expect(page.getByRole('heading', { name: `User ${driver.name}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Files' }).click();
  const contract = page.getByRole('region', { name: 'Contract' });
  await expect(contract.getByText('No document yet.')).toBeVisible();

  const fileName = `fake-${suffix}.pdf`;
  const file = writeTestFile(fileName, 'This is plain text, not a PDF document.\n');
  const chooser = page.waitForEvent('filechooser');
  await contract.getByRole('button', { name: 'Upload Contract' }).click();
  await (await chooser).setFiles(file);

  // The server sniffs the bytes (the browser took the name's word for it): an error toast, titled with the name.
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: `File ${fileName} was not uploaded` });
  await expect(toast).toContainText(`File ${fileName} was not uploaded: only PDF, JPEG, PNG and WebP files are accepted.`);
  await expect(contract.getByText('No document yet.')).toBeVisible();
  await expect(contract.getByLabel('0 of 1')).toBeVisible();
  await expect(contract.getByRole('link')).toHaveCount(0);
  expect(await apiCall<unknown[]>(page, 'GET', `/api/files?userId=${driver.id}`)).toEqual([]);
});
