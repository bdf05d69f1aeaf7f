import { test } from '../../support/fixtures.ts';
import { PEOPLE_TEST_TIMEOUT, expect, searchList, shotBoth, signInByApi, switchLanguage, uniqueSuffix } from '../../support/people.ts';

test.describe.configure({ timeout: PEOPLE_TEST_TIMEOUT });

test('a customer adds a passenger, changes its phone and deletes it', async ({ page, shot }) => {
  const name = `Host Testovací ${uniqueSuffix()}`;
  await signInByApi(page, 'customer@demo.vozka.cz');
  await page.goto('/manage/pasangers');
  await expect(page.getByRole('heading', { name: 'Passengers' })).toBeVisible();
  // A customer's passengers are its own: no client to choose.
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveCount(0);
  const table = page.getByRole('table', { name: 'Passengers' });
  await expect(table).toBeVisible();

  await page.getByRole('button', { name: 'New passenger' }).click();
  const dialog = page.getByRole('dialog', { name: 'New passenger' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Fill in every field.')).toBeVisible();
  await shot('people-passenger-dialog-new');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+420 603 111 222');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(`host.${Date.now()}@example.test`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The passenger was added.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = await searchList(page, table, name);
  await expect(row.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(row).toContainText('+420 603 111 222');
  await shotBoth(page, shot, 'people-passengers-customer');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit passenger' });
  const phone = edit.getByRole('textbox', { name: 'Phone' });
  await expect(phone).toHaveValue('+420 603 111 222');
  await phone.fill('+420 604 999 888');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The passenger was saved.')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('+420 604 999 888');
  await expect(row).not.toContainText('+420 603 111 222');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete passenger' });
  await expect(confirm).toContainText(`Do you really want to delete the passenger ${name}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The passenger was deleted.')).toBeVisible();
  await expect(table.getByRole('cell', { name, exact: true })).toHaveCount(0);
  await expect(table.getByText('No passengers yet.')).toBeVisible();

  // Still gone after a reload.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(table.getByText('No passengers yet.')).toBeVisible();
});

test('an admin creates a client from the client picker and it becomes the chosen client', async ({ page, shot }) => {
  const suffix = uniqueSuffix();
  const clientName = `Hotel Test ${suffix}`;
  const clientEmail = `hotel.${suffix}@example.test`;
  await signInByApi(page, 'admin@demo.vozka.cz');
  await page.goto('/manage/pasangers');
  await expect(page.getByRole('heading', { name: 'Passengers' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Client is not selected' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New passenger' })).toBeDisabled();
  await expect(page.getByRole('table', { name: 'Passengers' })).toHaveCount(0);

  // The picker's list: "Not selected" first, then the clients; typing searches them.
  const picker = page.getByRole('combobox', { name: 'Client' });
  await picker.click();
  const listbox = page.getByRole('listbox', { name: 'Client' });
  await expect(listbox.getByRole('option').first()).toHaveText('Not selected');
  await expect(listbox.getByRole('option').nth(1)).toBeVisible();
  await shot('people-picker-client-open');
  await picker.fill('Klára');
  await expect(listbox.getByRole('option', { name: 'Klára Zákaznice, customer@demo.vozka.cz' })).toBeVisible();
  await expect(listbox.getByRole('option')).toHaveCount(2);
  await picker.press('Escape');
  await expect(listbox).toBeHidden();
  // The same in Czech: "Nevybrán" first.
  await switchLanguage(page, 'cs');
  await page.getByRole('combobox', { name: 'Klient' }).click();
  await expect(page.getByRole('listbox', { name: 'Klient' }).getByRole('option').first()).toHaveText('Nevybrán');
  await shot('people-picker-client-open-cs');
  await page.getByRole('combobox', { name: 'Klient' }).press('Escape');
  await expect(page.getByRole('listbox', { name: 'Klient' })).toBeHidden();
  await switchLanguage(page, 'en');

  await page.getByRole('button', { name: 'New client' }).click();
  const dialog = page.getByRole('dialog', { name: 'New client' });
  await expect(dialog.getByRole('checkbox', { name: 'One-time client' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Fill in every field.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(clientName);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+420 222 333 444');
  await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(clientEmail);
  await shot('people-picker-client-new-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('The client was added.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(picker).toHaveValue(clientName);
  await expect(page.getByText('Client is not selected')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New passenger' })).toBeEnabled();
  await expect(page.getByRole('table', { name: 'Passengers' }).getByText('No passengers yet.')).toBeVisible();
  await shotBoth(page, shot, 'people-passengers-admin-client-chosen');

  // A passenger added now belongs to the new client.
  const passenger = `Host Klienta ${suffix}`;
  await page.getByRole('button', { name: 'New passenger' }).click();
  const add = page.getByRole('dialog', { name: 'New passenger' });
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill(passenger);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The passenger was added.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Passengers' }).getByRole('cell', { name: passenger, exact: true })).toBeVisible();

  // The client is a real customer now, listed among the clients.
  await page.goto('/manage/users?roleName=CUSTOMER');
  const clientRow = await searchList(page, page.getByRole('table', { name: 'Clients' }), clientName);
  await expect(clientRow.getByRole('link', { name: clientName })).toBeVisible();
  await expect(clientRow).toContainText(clientEmail);
  await expect(clientRow).toContainText('One-time');
  await shotBoth(page, shot, 'people-users-clients-list');
});
