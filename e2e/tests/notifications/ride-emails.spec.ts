import fs from 'node:fs';
import path from 'node:path';
import { test } from '../../support/fixtures.ts';
import { MAIL_DIR } from '../../support/constants.ts';
import { apiCall, expect, signInByApi } from '../../support/people.ts';

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

const CUSTOMER = 'customer@demo.vozka.cz';

/** Every e-mail the test SMTP server caught so far (one JSON file each). */
function mails(): Mail[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, f), 'utf8')) as Mail);
}

const toCustomerWith = (text: string) => mails().filter((m) => m.to.includes(CUSTOMER) && m.text.includes(text));

test("an admin changes a ride in the form: the customer's e-mail lists the change; with “Do not send notifications” none is sent", async ({
  page,
  shot,
}) => {
  test.setTimeout(120_000);
  const word = (name: string) => `${name}${Date.now().toString(36)}`;
  await signInByApi(page, 'admin@demo.vozka.cz');
  const customers = await apiCall<{ id: number; email: string | null }[]>(page, 'GET', '/api/users?roleName=CUSTOMER');
  const customer = customers.find((u) => u.email === CUSTOMER)!;
  // A ride of the demo customer a week ahead, created without e-mails.
  const ride = await apiCall<{ id: number }>(page, 'POST', '/api/orders?skipNotification=true', {
    date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    route: [{ address: 'Letiště Václava Havla, Terminál 2' }, { address: 'Hotel Pařížská 30, Praha 1' }],
    customerId: customer.id,
    status: 'UNCONFIRMED',
  });

  const edit = async (board: string, skip: boolean) => {
    await page.goto(`/manage/drives/${ride.id}/edit`);
    await page.getByRole('textbox', { name: 'Meeting board', exact: true }).fill(board);
    if (skip) await page.getByRole('checkbox', { name: 'Do not send notifications' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/manage/drives/${ride.id}$`));
  };

  const first = word('Welcome');
  await edit(first, false);
  await expect.poll(() => toCustomerWith(first).length, { timeout: 20_000 }).toBe(1);
  const mail = toCustomerWith(first)[0]!;
  expect(mail.subject).toMatch(/has changed|Změna vaší jízdy/);
  expect(mail.text).toMatch(new RegExp(`(Meeting board|Uvítací cedule): — → ${first}`));
  expect(mail.text).toContain('/my-drive/');

  // Ticked: this save e-mails nobody. The next save without it does, and lists the skipped value as the old one.
  const skipped = word('Quiet');
  await edit(skipped, true);
  await shot('ride-emails-after-skip');
  const last = word('Again');
  await edit(last, false);
  await expect.poll(() => toCustomerWith(last).length, { timeout: 20_000 }).toBe(1);
  expect(toCustomerWith(last)[0]!.text).toContain(`${skipped} → ${last}`);
  expect(mails().filter((m) => m.text.includes(`→ ${skipped}`))).toHaveLength(0);
});
