import { type Page, request } from '@playwright/test';
import { test } from '../../support/fixtures.ts';
import { smallPng } from '../../support/images.ts';
import { PEOPLE_TEST_TIMEOUT, apiCall, expect, shotBoth, signInByApi, uniqueSuffix } from '../../support/people.ts';

test.describe.configure({ timeout: PEOPLE_TEST_TIMEOUT * 2 });

const AIRPORT = /^Letiště Václava Havla Praha – Terminál 1/;
const SQUARE = /^Václavské náměstí/;

/** Types into an address field and chooses the first suggestion matching `option`. */
async function chooseAddress(page: Page, label: string, term: string, option: RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).fill(term);
  await page.getByRole('option', { name: option }).first().click();
}

/** Chooses a client in a client picker. */
async function chooseClient(page: Page, label: string, name: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('combobox', { name: label, exact: true }).fill(name);
  await page
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .click();
}

/** "1,000.50 Kč" as the English interface writes a CZK amount. */
const czk = (amount: number) =>
  `${new Intl.NumberFormat('en-GB', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 }).format(amount)}\u00a0Kč`;

test('an admin prices an offer by intervals and a client by a fixed price; calculator and ride form agree', async ({ page, shot }) => {
  const suffix = uniqueSuffix();
  const offerName = `E2E sedan ${suffix}`;
  await signInByApi(page, 'admin@demo.vozka.cz');

  // A vehicle offer.
  await page.goto('/manage/car-offers');
  await expect(page.getByRole('heading', { name: 'Vehicle offers' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Vehicle offers' }).getByRole('row').nth(1)).toBeVisible();
  await shotBoth(page, shot, 'pricing-vehicle-offers');
  await page.getByRole('button', { name: 'New offer' }).click();
  const offerDialog = page.getByRole('dialog', { name: 'New vehicle offer' });
  await offerDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(offerName);
  await offerDialog.getByRole('textbox', { name: 'Description' }).fill('Sedan for the end-to-end test.');
  await offerDialog.getByRole('switch', { name: 'Public offer' }).check();
  // Its photo: a PNG made here, previewed before it is uploaded with the offer.
  const photo = smallPng();
  const photoField = offerDialog.getByRole('group', { name: 'Photo' });
  await expect(photoField.getByText('No photo')).toBeVisible();
  await offerDialog.locator('input[type="file"]').setInputFiles({ name: 'sedan.png', mimeType: 'image/png', buffer: photo });
  await expect(photoField.getByText('sedan.png is uploaded when you save.')).toBeVisible();
  await expect(photoField.getByRole('img', { name: 'Photo preview' })).toHaveJSProperty('naturalWidth', 96);
  await shot('pricing-vehicle-offer-form');
  await offerDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The vehicle offer was created.')).toBeVisible();
  const offersTable = page.getByRole('table', { name: 'Vehicle offers' });
  await expect(offersTable).toContainText(offerName);
  const thumbnail = offersTable.getByRole('img', { name: `Photo of ${offerName}` });
  await expect(thumbnail).toHaveJSProperty('naturalWidth', 96);
  await thumbnail.scrollIntoViewIfNeeded();
  await shot('pricing-vehicle-offers-photo');

  // The company web site's list (no sign-in) has the offer with its photo, byte for byte.
  const anonymous = await request.newContext({ baseURL: new URL(page.url()).origin });
  const publicOffers = await anonymous.get('/api/vehicle-offers/public');
  expect(publicOffers.ok()).toBe(true);
  const listed = ((await publicOffers.json()) as { name: string; photoUrl: string | null }[]).find((o) => o.name === offerName);
  expect(listed?.photoUrl).toMatch(/^\/api\/vehicle-offers\/\d+\/photo\?v=\d+$/);
  const image = await anonymous.get(listed!.photoUrl!);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(Buffer.compare(await image.body(), photo)).toBe(0);
  await anonymous.dispose();

  // Editing shows the saved photo; removing it takes it off the list and the public answer's photo.
  await offersTable.getByRole('button', { name: `Edit ${offerName}` }).click();
  const editDialog = page.getByRole('dialog', { name: `Edit offer ${offerName}` });
  await expect(editDialog.getByRole('img', { name: 'Photo preview' })).toHaveJSProperty('naturalWidth', 96);
  await editDialog.getByRole('button', { name: 'Remove photo' }).click();
  await expect(editDialog.getByText('The photo is removed when you save.')).toBeVisible();
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The vehicle offer was saved.')).toBeVisible();
  await expect(thumbnail).toHaveCount(0);
  const afterRemove = await apiCall<{ name: string; photoUrl: string | null }[]>(page, 'GET', '/api/vehicle-offers');
  expect(afterRemove.find((o) => o.name === offerName)?.photoUrl).toBeNull();

  // Its intervals: 35 Kč/km to 10 km, then 30 Kč/km; minimum fare 500 Kč; waiting 5 Kč a minute.
  await page.goto('/manage/prices/prices');
  await page.getByRole('combobox', { name: 'Vehicle offer' }).click();
  await page.getByRole('option', { name: offerName }).click();
  await expect(page.getByText('No intervals: the offer is priced by fixed prices only.')).toBeVisible();
  const cell = (field: string, row: number) => page.getByRole('textbox', { name: `${field}, row ${row}` });
  await page.getByRole('button', { name: 'Add interval' }).click();
  await cell('To (km)', 1).fill('10');
  await cell('Price per km', 1).fill('35');
  await cell('Minimum fare', 1).fill('500');
  await cell('Waiting per minute', 1).fill('5');
  await page.getByRole('button', { name: 'Add interval' }).click();
  await expect(cell('From (km)', 2)).toHaveValue('10');
  await cell('Price per km', 2).fill('30');
  await cell('Minimum fare', 2).fill('500');
  await cell('Waiting per minute', 2).fill('5');
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  // Leaving with unsaved changes asks first.
  await page.getByRole('link', { name: 'Vehicle offers' }).click();
  await expect(page.getByRole('dialog', { name: 'Unsaved changes' })).toBeVisible();
  await shot('pricing-prices-unsaved');
  await page.getByRole('button', { name: 'Stay and keep editing' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The prices were saved.')).toBeVisible();
  await shotBoth(page, shot, 'pricing-prices');

  // A fixed price for Vltava Travel: the airport → Václavské náměstí, 1 000.50 Kč.
  await page.goto('/manage/prices/fixed-prices');
  await expect(page.getByRole('heading', { name: 'Fixed prices' })).toBeVisible();
  await page.getByRole('button', { name: 'New fixed price' }).click();
  const fixed = page.getByRole('dialog', { name: 'New fixed price' });
  await fixed.getByRole('group', { name: 'From', exact: true }).getByText('Address', { exact: true }).click();
  await fixed.getByRole('group', { name: 'To', exact: true }).getByText('Address', { exact: true }).click();
  await chooseAddress(page, 'From – address', 'letiště václava', AIRPORT);
  await chooseAddress(page, 'To – address', 'václavské nám', SQUARE);
  await fixed.getByRole('textbox', { name: 'Price for driver' }).fill('700');
  await fixed.getByRole('textbox', { name: 'Price for client' }).fill('1000.50');
  await chooseClient(page, 'Client (optional)', 'Vltava Travel');
  await fixed.getByRole('combobox', { name: 'Vehicle offer' }).click();
  await page.getByRole('option', { name: offerName }).click();
  await shot('pricing-fixed-price-form');
  await fixed.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The fixed price was created.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Fixed prices' })).toContainText('Vltava Travel');
  await shotBoth(page, shot, 'pricing-fixed-prices');

  // The calculator: Vltava Travel gets its fixed price with the VAT tooltip…
  await page.goto('/calculator');
  await expect(page.getByRole('heading', { name: 'Calculator' })).toBeVisible();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Required')).toHaveCount(2);
  await shot('pricing-calculator-required');
  await chooseClient(page, 'Client', 'Vltava Travel');
  await chooseAddress(page, 'From', 'letiště václava', AIRPORT);
  await chooseAddress(page, 'To', 'václavské nám', SQUARE);
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByRole('article', { name: offerName });
  await expect(card.getByText('Fixed price')).toBeVisible();
  const price = card.getByTestId('calculated-price');
  await expect(price).toHaveText(czk(1000.5));
  await expect(price).toHaveAttribute('aria-label', `${czk(1000.5)}, Without VAT ${czk(1000.5)} · with 21 % VAT ${czk(1211)}`);
  await price.hover();
  await expect(page.getByRole('tooltip')).toHaveText(`Without VAT ${czk(1000.5)} · with 21 % VAT ${czk(1211)}`);
  await shotBoth(page, shot, 'pricing-calculator-fixed');

  // …another client the interval price of the distance (the whole distance at its interval's rate).
  await chooseClient(page, 'Client', 'Klára Zákaznice');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(card.getByText('Fixed price')).toHaveCount(0);
  const offers = await apiCall<{ id: number; name: string }[]>(page, 'GET', '/api/vehicle-offers');
  const offerId = offers.find((o) => o.name === offerName)!.id;
  const suggestion = async (term: string, name: RegExp) =>
    (await apiCall<{ fullName: string; placeId: string }[]>(page, 'GET', `/api/address-suggestions?term=${encodeURIComponent(term)}`)).find(
      (s) => name.test(s.fullName),
    )!;
  const [from, to] = [await suggestion('letiště václava', AIRPORT), await suggestion('václavské nám', SQUARE)];
  const customers = await apiCall<{ objects: { id: number; name: string }[] }>(page, 'GET', '/api/customers?q=Kl%C3%A1ra&page=0&size=20');
  const klara = customers.objects.find((c) => c.name.startsWith('Klára'))!;
  const query = new URLSearchParams({
    placeIdStart: from.placeId,
    addressStart: from.fullName,
    placeIdEnd: to.placeId,
    addressEnd: to.fullName,
    direction: 'ONE_WAY',
    clientId: String(klara.id),
    vehicleOfferId: String(offerId),
  });
  const [interval] = await apiCall<{ price: number; priceWithVat: number; distanceKm: number; source: string }[]>(
    page,
    'GET',
    `/api/prices/calculate?${query}`,
  );
  expect(interval!.source).toBe('DISTANCE');
  const rate = interval!.distanceKm < 10 ? 35 : 30;
  expect(interval!.price).toBe(Math.max(500, Math.round(rate * interval!.distanceKm * 100) / 100));
  await expect(price).toHaveText(czk(interval!.price));
  await expect(card).toContainText('distance estimate');
  await shot('pricing-calculator-interval');

  // The ride form's Calculate: the same fixed price for Vltava Travel.
  await page.goto('/dispatching');
  await page.getByRole('button', { name: 'New ride' }).click(); // dispatch: the rides first, the form on demand
  await chooseClient(page, 'Client', 'Vltava Travel');
  await chooseAddress(page, 'Pick-up address', 'letiště václava', AIRPORT);
  await chooseAddress(page, 'Destination address', 'václavské nám', SQUARE);
  await page.getByRole('combobox', { name: 'Vehicle offer' }).click();
  await page.getByRole('option', { name: offerName }).click();
  await page.getByRole('button', { name: 'Calculate' }).click();
  const calculated = page.getByRole('status').filter({ hasText: 'Calculated price:' });
  await expect(calculated).toContainText(czk(1000.5));
  await expect(calculated.getByText(czk(1000.5))).toHaveAttribute(
    'aria-label',
    `${czk(1000.5)}, Without VAT ${czk(1000.5)} · with 21 % VAT ${czk(1211)}`,
  );
  await expect(page.getByRole('textbox', { name: 'Price for client' })).toHaveValue('1 000.5');
  await expect(page.getByRole('textbox', { name: 'Driver price' })).toHaveValue('700');
  await shot('pricing-ride-form-calculate');
});

test('places and settings screens', async ({ page, shot }) => {
  await signInByApi(page, 'admin@demo.vozka.cz');
  const suffix = uniqueSuffix();

  await page.goto('/manage/locations');
  await expect(page.getByRole('table', { name: 'Locations' }).getByRole('row').nth(1)).toBeVisible();
  await shotBoth(page, shot, 'places-locations');
  await page.getByRole('button', { name: 'New location' }).click();
  const location = page.getByRole('dialog', { name: 'New location' });
  await location.getByRole('textbox', { name: 'Name' }).fill(`Stanoviště ${suffix}`);
  await chooseAddress(page, 'Address', 'smích', /^Smíchov/);
  await shot('places-location-form');
  await location.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The location was created.')).toBeVisible();

  await page.goto('/manage/flight-numbers');
  await expect(page.getByRole('table', { name: 'Flight numbers' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'New flight number' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Flight number' }).fill('not a flight');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a flight number such as OK 123.')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: 'Flight number' })
    .fill(`OK ${1000 + Math.floor(Math.random() * 8999)}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The flight number was created.')).toBeVisible();
  await shotBoth(page, shot, 'places-flight-numbers');

  await page.goto('/manage/frequently-used-addresses');
  await expect(page.getByRole('table', { name: 'Most common addresses' }).getByRole('row').nth(1)).toBeVisible();
  await shotBoth(page, shot, 'places-frequent-addresses');

  // An empty address field offers the frequently used addresses; nonsense finds nothing.
  await page.goto('/calculator');
  await page.getByRole('combobox', { name: 'From', exact: true }).click();
  await expect(page.getByRole('listbox', { name: 'From' }).getByText('Frequently used addresses')).toBeVisible();
  await shot('pricing-autocomplete-frequent');
  await page.getByRole('combobox', { name: 'From', exact: true }).fill('xyzqwv');
  await expect(page.getByText('No addresses were found.')).toBeVisible();

  await page.goto('/manage/setting');
  await expect(page.getByRole('heading', { name: 'Working area' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Corners: \d+$/ })).toBeVisible();
  await shotBoth(page, shot, 'settings');
  // Redraw the area by clicking the map (tiles do not load offline; the clicks still count).
  const area = page.getByRole('region', { name: 'Working area' });
  await area.getByRole('button', { name: 'Clear' }).click();
  await expect(area.getByText('Corners: 0')).toBeVisible();
  const map = area.locator('.leaflet-container');
  const box = (await map.boundingBox())!;
  for (const [x, y] of [
    [0.3, 0.3],
    [0.7, 0.3],
    [0.7, 0.7],
    [0.3, 0.7],
  ])
    await map.click({ position: { x: box.width * x!, y: box.height * y! } });
  await expect(area.getByText('Corners: 4')).toBeVisible();
  await area.getByRole('button', { name: 'Undo' }).click();
  await expect(area.getByText('Corners: 3')).toBeVisible();
  await area.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The settings were saved.')).toBeVisible();
  await shot('settings-area-drawn');
});
