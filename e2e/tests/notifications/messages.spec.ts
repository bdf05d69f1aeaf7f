import { test, waitForMail } from '../../support/fixtures.ts';
import type { ApiPage } from '../../support/people.ts';
import { PEOPLE_TEST_TIMEOUT, apiCall, dismissToasts, expect, shotBoth, signInByApi, uniqueSuffix } from '../../support/people.ts';

test.describe.configure({ timeout: PEOPLE_TEST_TIMEOUT });

test("an admin sends the ride's customer a message from the ride detail and sees it sent in the Notifications tab", async ({
  page,
  shot,
}) => {
  const subject = `Your pick-up at gate B (${uniqueSuffix()})`;
  await signInByApi(page, 'admin@demo.vozka.cz');
  // A ride of the demo customer.
  const customers = await apiCall<{ id: number; email: string | null }[]>(page, 'GET', '/api/users?roleName=CUSTOMER');
  const customer = customers.find((u) => u.email === 'customer@demo.vozka.cz');
  expect(customer, 'the demo customer').toBeTruthy();
  const rides = await apiCall<ApiPage<{ id: number }>>(page, 'GET', `/api/orders?customerId=${customer!.id}&size=1`);
  const ride = rides.objects[0]!;

  await page.goto(`/manage/drives/${ride.id}`);
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const form = page.getByRole('form', { name: 'Send a message' });
  await form.getByRole('combobox', { name: "To the ride's" }).click();
  await page.getByRole('option', { name: 'Customer' }).click();
  // An e-mail without a subject is refused with the spec's text.
  await form.getByRole('textbox', { name: 'Text' }).fill('Your driver will wait at gate B of Terminal 2.\nPlease call him when you land.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Fill in the subject')).toBeVisible();
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('The message is on its way to 1 recipient.')).toBeVisible();

  // The list shows it, and its status turns to Sent once the queue has delivered it (the list refreshes itself).
  const table = page.getByRole('table', { name: 'E-mails and SMS of the ride' });
  const row = table.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Customer');
  await expect(row).toContainText('customer@demo.vozka.cz');
  await expect(row).toContainText('Sent');
  const mail = await waitForMail('customer@demo.vozka.cz', new RegExp(subject.replace(/[()]/g, '\\$&')));
  expect(mail.text).toContain('Your driver will wait at gate B of Terminal 2.');
  await dismissToasts(page);
  await shotBoth(page, shot, 'ride-notifications-tab');

  // The admin menu's Failed deliveries page opens (nothing failed in this run).
  await page.getByRole('link', { name: 'Failed deliveries' }).click();
  await expect(page.getByRole('heading', { name: 'Failed deliveries', level: 1 })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Sent', { exact: true }).click();
  await expect(page.getByRole('table', { name: 'Failed deliveries' }).getByRole('row').filter({ hasText: subject })).toBeVisible();
});
