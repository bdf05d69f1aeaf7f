import { SCREENSHOTS } from '../../support/constants.ts';
import { test } from '../../support/fixtures.ts';
import { type PaymentJson, expect, openAsPassenger, payWithCard, shotOf } from '../../support/payments.ts';
import { apiCall, signInByApi } from '../../support/people.ts';

interface RideJson {
  id: number;
  secretIdent: string;
  /** The payment page's own secret (issue 12): not the contract's secretIdent. */
  paymentSecret: string;
  paid: boolean;
}

/** A ride of the admin's, a few weeks ahead, at a time no other test uses. */
function newRide(page: Parameters<typeof apiCall>[0], days: number, tag: string): Promise<RideJson> {
  return apiCall<RideJson>(page, 'POST', '/api/orders', {
    date: new Date(Date.now() + days * 86_400_000).toISOString(),
    route: [{ address: `Letiště Václava Havla Praha ${tag}` }, { address: 'Hotel Paříž, Praha' }],
  });
}

test('a passenger pays a ride from its public link: declined card, then the success card, then all paid', async ({
  page,
  browser,
  shot,
}) => {
  test.setTimeout(180_000);
  const tag = `E2E pay ${Date.now()}`;
  await signInByApi(page, 'admin@demo.vozka.cz');
  const ride = await newRide(page, 30, tag);

  // One payment through the Payments tab, one through the API.
  await page.goto(`/manage/drives/${ride.id}`);
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByText('The ride has no payments yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New payment' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Fill in every field.')).toBeVisible();
  await dialog.getByLabel('Price (Kč)').fill('1250');
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Online by card' }).click();
  await dialog.getByLabel('Description').fill('Airport transfer');
  await shot('payments-add-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await apiCall(page, 'POST', `/api/orders/${ride.id}/payments`, { price: 300.5, type: 'ONLINE', description: 'Child seat' });
  await page.reload();
  await page.getByRole('tab', { name: 'Payments' }).click();
  const table = page.getByRole('table', { name: 'Payments of the ride' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('1,250 Kč');
  await expect(table.getByRole('row').nth(2)).toContainText('300.50 Kč');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('region', { name: 'Ride actions' }).getByRole('button', { name: 'Copy payment link' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // The link copied for the customer carries the payment secret, never the contract's (which the driver holds).
  expect(copied).toBe(new URL(`/check-payment/drive/${ride.paymentSecret}`, page.url()).href);
  expect(ride.paymentSecret).not.toBe(ride.secretIdent);
  await shot('payments-tab-admin');

  // The passenger opens the copied payment link on a phone, signed out.
  const payer = await openAsPassenger(browser, new URL(copied).pathname);
  const card = payer.getByRole('region', { name: 'Payment for the ride' });
  await expect(card.getByRole('list', { name: 'Payments' }).getByRole('listitem')).toHaveCount(2);
  await expect(card).toContainText('1,550.50 Kč');
  await shotOf(payer, SCREENSHOTS, 'payments-public-unpaid-360');
  await payer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(payer.getByRole('note', { name: 'TEST MODE' })).toBeVisible();
  await shotOf(payer, SCREENSHOTS, 'payments-public-form-360');

  // The declined card: the provider's message, nothing paid.
  await payWithCard(payer, '4000 0000 0000 0002');
  await expect(payer.getByRole('alert').filter({ hasText: 'The payment failed' })).toContainText('Your card was declined.');
  await shotOf(payer, SCREENSHOTS, 'payments-public-declined-360');
  const afterDecline = await apiCall<PaymentJson[]>(page, 'GET', `/api/orders/${ride.id}/payments`);
  expect(afterDecline.map((p) => p.paid)).toEqual([false, false]);
  expect((await apiCall<RideJson>(page, 'GET', `/api/orders/${ride.id}`)).paid).toBe(false);

  // The success card: paid, and a reload says everything is paid.
  await payWithCard(payer, '4242 4242 4242 4242');
  await expect(payer.getByText('The payment was successful. Thank you!')).toBeVisible();
  await shotOf(payer, SCREENSHOTS, 'payments-public-success-360');
  await payer.reload();
  await expect(payer.getByText('Everything is paid. Thank you!')).toBeVisible();
  await expect(payer.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  await shotOf(payer, SCREENSHOTS, 'payments-public-all-paid-360');
  await payer.context().close();

  const afterPay = await apiCall<PaymentJson[]>(page, 'GET', `/api/orders/${ride.id}/payments`);
  expect(afterPay.map((p) => p.paid)).toEqual([true, true]);
  const paidRides = await apiCall<{ objects: RideJson[] }>(page, 'GET', '/api/orders?clientPaid=PAID&size=50&sortBy=-id');
  expect(paidRides.objects.map((r) => r.id)).toContain(ride.id);
  await page.reload();
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Paid');
  await expect(table.getByRole('row').nth(2)).toContainText('Paid');
  await shot('payments-tab-paid');
});

test('one payment paid from its own link with the card that asks for a confirmation', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInByApi(page, 'admin@demo.vozka.cz');
  const ride = await newRide(page, 31, `E2E pay one ${Date.now()}`);
  const first = await apiCall<PaymentJson>(page, 'POST', `/api/orders/${ride.id}/payments`, { price: 500, type: 'ONLINE' });
  const other = await apiCall<PaymentJson>(page, 'POST', `/api/orders/${ride.id}/payments`, { price: 700, type: 'INVOICE' });

  const payer = await openAsPassenger(browser, `/check-payment/payment/${first.publicId}`);
  await expect(payer.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  await expect(payer.getByRole('list', { name: 'Payments' }).getByRole('listitem')).toHaveCount(1);
  await payer.getByRole('button', { name: 'Pay', exact: true }).click();
  await payWithCard(payer, '4000 0027 6000 3184');
  await expect(payer.getByRole('heading', { name: 'Confirm the payment' })).toBeVisible();
  await shotOf(payer, SCREENSHOTS, 'payments-public-confirm-360');
  await payer.getByRole('button', { name: 'Fail' }).click();
  await expect(payer.getByRole('alert').filter({ hasText: 'The payment failed' })).toContainText('Card confirmation failed.');
  await payer.getByRole('form', { name: 'Card payment (test mode)' }).getByRole('button', { name: /^Pay / }).click();
  await payer.getByRole('button', { name: 'Approve' }).click();
  await expect(payer.getByText('The payment was successful. Thank you!')).toBeVisible();
  await payer.context().close();

  const payments = await apiCall<PaymentJson[]>(page, 'GET', `/api/orders/${ride.id}/payments`);
  expect(payments.find((p) => p.id === first.id)?.paid).toBe(true);
  expect(payments.find((p) => p.id === other.id)?.paid).toBe(false); // only what the link was for
  expect((await apiCall<RideJson>(page, 'GET', `/api/orders/${ride.id}`)).paid).toBe(false);
});

test('the payment page is wide enough on a desktop and stays in Czech', async ({ page, browser }) => {
  await signInByApi(page, 'admin@demo.vozka.cz');
  const ride = await newRide(page, 32, `E2E pay cs ${Date.now()}`);
  await apiCall(page, 'POST', `/api/orders/${ride.id}/payments`, { price: 990, type: 'ONLINE', description: 'Transfer' });
  const payer = await openAsPassenger(browser, `/check-payment/drive/${ride.paymentSecret}`, 1280);
  await payer.getByRole('radiogroup', { name: 'Language' }).getByText('Čeština').click();
  await expect(payer.getByRole('region', { name: 'Platba za jízdu' })).toContainText('990 Kč');
  await payer.getByRole('button', { name: 'Zaplatit', exact: true }).click();
  await expect(payer.getByRole('note', { name: 'TESTOVACÍ REŽIM' })).toBeVisible();
  await shotOf(payer, SCREENSHOTS, 'payments-public-form-cs-1280');
  await payer.goto('/check-payment/drive/not-a-real-secret');
  await expect(payer.getByText('Platba nebyla nalezena. Zkontrolujte prosím odkaz, který jste dostali.')).toBeVisible();
  // The contract's secret opens the contract only, not the payment page.
  await payer.goto(`/check-payment/drive/${ride.secretIdent}`);
  await expect(payer.getByText('Platba nebyla nalezena. Zkontrolujte prosím odkaz, který jste dostali.')).toBeVisible();
  await payer.context().close();
});
