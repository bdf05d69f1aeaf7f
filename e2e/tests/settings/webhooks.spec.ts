import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from '../../support/fixtures.ts';
import { type ApiPage, PEOPLE_TEST_TIMEOUT, apiCall, dismissToasts, expect, shotBoth, signInWithClipboard } from '../../support/people.ts';

test.describe.configure({ timeout: PEOPLE_TEST_TIMEOUT });

test('an admin adds a webhook endpoint (a receiver on loopback, range 127.0.0.0/8) and, after a ride change, sees the delivery in its log', async ({
  page,
  shot,
}) => {
  // The receiver: a real HTTP server of the test, on loopback.
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/vozka-hook`;
  try {
    await signInWithClipboard(page, 'admin@demo.vozka.cz');
    await page.goto('/manage/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'New endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'New webhook endpoint' });
    await dialog.getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Booking tool');
    await dialog.getByRole('checkbox', { name: /^ride\.updated/ }).check();
    await dialog.getByRole('checkbox', { name: /^ride\.status_changed/ }).check();
    // Without the range the loopback receiver is refused with a clear message.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('127.0.0.1 leads to 127.0.0.1, a loopback address', { exact: false })).toBeVisible();
    await expect(dialog.getByText(/This address is not public/)).toBeVisible();
    await dismissToasts(page);
    await dialog.getByRole('textbox', { name: 'Allowed private range' }).fill('127.0.0.0/8');
    await shot('webhooks-new');
    await dialog.getByRole('button', { name: 'Save' }).click();

    const reveal = page.getByRole('dialog', { name: 'Signing secret' });
    const field = reveal.getByRole('textbox', { name: 'Secret' });
    await expect(field).toHaveValue(/^whsec_[A-Za-z0-9_-]{43}$/);
    const secret = await field.inputValue();
    await reveal.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('The secret was copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await reveal.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(url)).toBeVisible();

    // A ride changes (the admin edits it); the queue delivers the signed event to the receiver.
    const rides = await apiCall<ApiPage<{ id: number; person: number }>>(page, 'GET', '/api/orders?page=0&size=1');
    const ride = rides.objects[0]!;
    await apiCall(page, 'PUT', `/api/orders/${ride.id}`, { person: ride.person === 3 ? 2 : 3 });
    await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const [first] = received;
    const [t, v1] = String(first!.headers['vozka-signature']).split(',');
    const expected = createHmac('sha256', secret)
      .update(`${t!.slice(2)}.${first!.body}`)
      .digest('hex');
    expect(v1).toBe(`v1=${expected}`);
    expect(JSON.parse(first!.body)).toMatchObject({ type: 'ride.updated', data: { object: { id: ride.id } } });

    await dismissToasts(page);
    await page.getByRole('button', { name: 'Delivery log' }).click();
    const log = page.getByRole('table', { name: 'Delivery log' });
    await expect(log.getByText('ride.updated')).toBeVisible();
    await expect(log.getByText('Delivered')).toBeVisible();
    await expect(log.getByText(/answer 200 · \d+ ms · 1 attempt/)).toBeVisible();
    await shotBoth(page, shot, 'webhooks');

    // At 360 px the page fits the phone's width (no sideways scrolling).
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(log).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot('webhooks-360');
  } finally {
    server.close();
  }
});
