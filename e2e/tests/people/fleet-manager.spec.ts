import type { Page } from '@playwright/test';
import { test } from '../../support/fixtures.ts';
import {
  PEOPLE_TEST_TIMEOUT,
  apiCall,
  createUser,
  createUserAsAdmin,
  expect,
  pragueDate,
  searchList,
  shotBoth,
  signInByApi,
  signOut,
  uniquePlate,
  uniqueSuffix,
} from '../../support/people.ts';

test.describe.configure({ timeout: PEOPLE_TEST_TIMEOUT });

/** Adds a vehicle under a new plate as the signed-in user, with the documents' expiry dates given; answers the plate. */
async function addVehicle(
  page: Page,
  vehicle: { brand: string; model: string; insuranceValidUntil?: string; technicalInspectionValidUntil?: string },
): Promise<string> {
  const registrationPlate = uniquePlate();
  await apiCall(page, 'POST', '/api/vehicles', { ...vehicle, registrationPlate });
  return registrationPlate;
}

test('a fleet manager sees only its own drivers, and another driver not even by its address', async ({ page, shot }) => {
  const suffix = uniqueSuffix();
  await signInByApi(page, 'admin@demo.vozka.cz');
  const other = await createUser(page, {
    name: `Cizí Řidič ${suffix}`,
    email: `cizi.ridic.${suffix}@example.test`,
    phone: '+420 777 222 333',
    roles: [{ name: 'DRIVER' }],
  });
  // The admin sees both drivers.
  await page.goto('/manage/users?roleName=DRIVER');
  const adminTable = page.getByRole('table', { name: 'Drivers' });
  const found = await searchList(page, adminTable, other.name);
  await expect(found.getByRole('link', { name: other.name })).toBeVisible();

  await signOut(page);
  await signInByApi(page, 'fleet@demo.vozka.cz');
  await page.goto('/manage/users?roleName=DRIVER');
  await expect(page.getByRole('heading', { name: 'Drivers' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Drivers' });
  const own = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'David Řidič' }) });
  await expect(own).toContainText('driver@demo.vozka.cz');
  await expect(own).toContainText('František Flotila');
  await expect(table.getByText(other.name)).toHaveCount(0);
  await shotBoth(page, shot, 'people-users-drivers-list-fleet');

  // Searching for the other driver finds nothing.
  await page.getByRole('searchbox', { name: 'Search' }).fill(other.name);
  await expect(table.getByText('No users found.')).toBeVisible();
  await expect(table.getByText(other.name)).toHaveCount(0);

  // Its address shows "not found" and none of its data.
  await page.goto(`/manage/users/${other.id}?roleName=DRIVER`);
  await expect(page.getByText('Users were not able to load')).toBeVisible();
  await expect(page.getByText('Not found.')).toBeVisible();
  await expect(page.getByText(other.name)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveCount(0);
  await shotBoth(page, shot, 'people-user-not-found-fleet');
  const direct = await page.request.get(`/api/users/${other.id}`);
  expect(direct.status()).toBe(404);
  expect(await direct.text()).not.toContain(other.name);
});

test('the expiring documents screen lists a fleet manager its own vehicles only', async ({ page, shot }) => {
  // The admin's vehicle outside any fleet runs out too: the fleet manager must not see it.
  await signInByApi(page, 'admin@demo.vozka.cz');
  const foreignPlate = await addVehicle(page, { brand: 'Audi', model: 'A6', insuranceValidUntil: pragueDate(3) });
  await signOut(page);

  await signInByApi(page, 'fleet@demo.vozka.cz');
  const plate = await addVehicle(page, {
    brand: 'Volkswagen',
    model: 'Passat',
    insuranceValidUntil: pragueDate(5),
    technicalInspectionValidUntil: pragueDate(-2),
  });

  await page.goto('/manage/documents');
  await expect(page.getByRole('heading', { name: 'Expiring documents' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Running out within' })).toHaveValue('30 days');
  const table = page.getByRole('table', { name: 'Expiring documents' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('link', { name: plate }) });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Technical inspection' })).toContainText('Expired');
  await expect(rows.filter({ hasText: 'Vehicle insurance' })).toContainText('Expires in 5 days');
  await expect(table.getByText(foreignPlate)).toHaveCount(0);
  await shotBoth(page, shot, 'people-expiring-documents');

  // Narrowing the period to 7 days keeps both; the link opens the vehicle.
  await page.getByRole('combobox', { name: 'Running out within' }).click();
  await page.getByRole('option', { name: '7 days' }).click();
  await expect(rows).toHaveCount(2);
  await rows.first().getByRole('link', { name: plate }).click();
  await expect(page.getByRole('heading', { name: `Vehicle ${plate}` })).toBeVisible();
});

test("a fleet manager's ride form offers its rides' clients by name and phone, never their bank or company data", async ({
  page,
  shot,
}) => {
  // A client the fleet has never driven, with company data: not the fleet manager's to see.
  const suffix = uniqueSuffix();
  const stranger = await createUserAsAdmin(page, {
    name: `Cizí Klient ${suffix}`,
    email: `cizi.klient.${suffix}@example.test`,
    phone: '+420 700 111 222',
    roles: [{ name: 'CUSTOMER' }],
    companyName: `Cizí Firma ${suffix}`,
    companyTin: 'CZ12345679',
    bankAccount: '19-2000145399/0800',
  });

  await signInByApi(page, 'fleet@demo.vozka.cz');
  const answer = await page.request.get(`/api/customers?size=200`);
  const customers = (await answer.json()) as { objects: Record<string, unknown>[] };
  expect(customers.objects.length).toBeGreaterThan(0);
  expect(customers.objects.every((c) => Object.keys(c).sort().join() === 'id,name,phone,userId')).toBe(true);
  expect(JSON.stringify(customers)).not.toMatch(/CZ05123950|Národní|19-2000145399/);
  expect(customers.objects.map((c) => c.id)).not.toContain(stranger.id);

  await page.goto('/dispatching');
  await page.getByRole('button', { name: 'New ride' }).click(); // dispatch: the rides first, the form on demand
  const client = page.getByRole('combobox', { name: 'Client', exact: true });
  await client.click();
  await client.fill('Vltava');
  const vltava = page.getByRole('option', { name: /^Vltava Travel s\.r\.o\./ }).first();
  await expect(vltava).toContainText('+420 224 930 118');
  await expect(page.getByRole('button', { name: 'New client' })).toHaveCount(0);
  await shot('people-fleet-client-picker');
  await vltava.click();
  await expect(page.getByRole('button', { name: 'Edit client' })).toHaveCount(0);
  // The client's passengers: name and phone.
  const passenger = page.getByRole('combobox', { name: 'Passenger', exact: true });
  await passenger.click();
  await expect(page.getByRole('option', { name: /^Martin Horák/ })).toContainText('+420 731 402 665');
  await page.keyboard.press('Escape');
  // Searching for the stranger finds nothing.
  await client.click();
  await client.fill(stranger.name);
  await expect(page.getByRole('listbox', { name: 'Client' }).getByText('No results found')).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(stranger.name) })).toHaveCount(0);
});
