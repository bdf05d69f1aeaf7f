import { test } from '../../support/fixtures.ts';
import {
  type ApiPage,
  PEOPLE_TEST_TIMEOUT,
  apiCall,
  dismissToasts,
  expect,
  shotBoth,
  signInByApi,
  signInWithClipboard,
  signOut,
} from '../../support/people.ts';

test.describe.configure({ timeout: PEOPLE_TEST_TIMEOUT });

test("an admin creates a customer's API key, copies it, the key reads /api/orders; revoked, it answers 401", async ({
  page,
  request,
  shot,
}) => {
  await signInWithClipboard(page, 'admin@demo.vozka.cz');
  const customers = await apiCall<{ objects: { id: number; name: string; email: string | null }[] }>(
    page,
    'GET',
    '/api/customers?q=Kl%C3%A1ra&page=0&size=10',
  );
  const klara = customers.objects.find((c) => c.email === 'customer@demo.vozka.cz')!;

  await page.goto('/manage/api-keys');
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
  const name = `Booking tool ${Date.now()}`;
  await page.getByRole('button', { name: 'New API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByText('A customer', { exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Customer' }).click();
  await page
    .getByRole('option', { name: /Klára Zákaznice/ })
    .first()
    .click();
  await dialog.getByRole('checkbox', { name: 'Rides: read' }).check();
  await shot('api-keys-new');
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const reveal = page.getByRole('dialog', { name: `Key ${name} created` });
  const field = reveal.getByLabel('API key');
  await expect(field).toHaveValue(/^vzk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
  await reveal.getByRole('button', { name: 'Copy key' }).click();
  await expect(page.getByText('The key is copied.')).toBeVisible();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toBe(await field.inputValue());
  await shot('api-keys-created');
  await reveal.getByRole('button', { name: 'Done' }).click();

  // The integration calls the API with the key alone: the request fixture has no session cookie.
  const rides = await request.get('/api/orders?page=0&size=50', { headers: { Authorization: `Bearer ${key}` } });
  expect(rides.status()).toBe(200);
  const page1 = (await rides.json()) as ApiPage<{ id: number; customer?: { id: number } | null }>;
  expect(page1.objects.length).toBeGreaterThan(0);
  const me = await request.get('/api/user-details', { headers: { 'X-API-Key': key } });
  expect(((await me.json()) as { id: number }).id).toBe(klara.id);
  expect((await request.get('/api/invoices', { headers: { Authorization: `Bearer ${key}` } })).status()).toBe(403);

  const row = page.getByRole('listitem', { name });
  await expect(row.getByText('Owner: Klára Zákaznice (customer)')).toBeVisible();
  await expect(row.getByText(key.slice(0, 12) + '_…')).toBeVisible();
  await dismissToasts(page);
  await shotBoth(page, shot, 'api-keys');

  // At 360 px the page fits the phone's width (no sideways scrolling).
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(row).toBeVisible();
  // The menu slides away after the resize: wait until the page has settled to the phone's width.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot('api-keys-360');
  await page.setViewportSize({ width: 1280, height: 720 });

  await row.getByRole('button', { name: `Revoke key ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Revoke key ${name}` })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByText(`The key ${name} is revoked.`)).toBeVisible();
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
  const refused = await request.get('/api/orders', { headers: { Authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ code: 'API_KEY_INVALID' });

  // The customer sees the key, revoked, in its profile's API keys tab; at 360 px without sideways scrolling.
  await signOut(page);
  await signInByApi(page, 'customer@demo.vozka.cz');
  await page.goto('/profile/settings');
  await page.getByRole('tab', { name: 'API keys' }).click();
  const own = page.getByRole('listitem', { name });
  await expect(own.getByText('Revoked', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('button', { name: 'New API key' })).toBeVisible();
  // The menu slides away after the resize: wait until the page has settled to the phone's width.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot('profile-api-keys-360');
});
