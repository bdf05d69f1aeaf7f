import type { Locator, Page } from '@playwright/test';
import { loopbackContext, shotOf } from '../../support/contexts.ts';
import { test } from '../../support/fixtures.ts';
import { smallPng } from '../../support/images.ts';
import { PEOPLE_TEST_TIMEOUT, dismissToasts, expect, openFromMenu, signInAs, signInOnPhone, uniqueSuffix } from '../../support/people.ts';

test.describe.configure({ timeout: PEOPLE_TEST_TIMEOUT * 2 });

/** Nothing on the page scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The picture has loaded (the browser decoded real pixels). */
async function expectLoadedPicture(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('an admin writes a blog article for drivers with a picture; the demo driver reads it, the demo customer does not', async ({
  page,
  browser,
  shot,
}) => {
  const heading = `Winter tyres from 1 November (${uniqueSuffix()})`;
  const text = [
    'Winter tyres are <b>required</b> on all our cars from 1 November.',
    '',
    'Check the tread before every shift:',
    '<ul><li>at least 4 mm</li><li>all four wheels</li></ul>',
    'Rules: <a href="https://www.mdcr.cz/" onclick="alert(1)">Ministry of Transport</a> <a href="javascript:alert(1)">bad link</a>',
    '<script>alert("x")</script><img src=x onerror="alert(1)">',
  ].join('\n');

  await signInAs(page, 'admin@demo.vozka.cz');
  await openFromMenu(page, 'Blog', /\/manage\/blog$/);

  await page.getByRole('button', { name: 'New article' }).click();
  const dialog = page.getByRole('dialog', { name: 'New article' });
  // No heading: refused with a clear text, nothing is written.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Fill in the heading of the article.')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Heading' }).fill(heading);
  await expect(dialog.getByRole('radio', { name: 'Drivers' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Text' }).fill(text);
  // The preview shows what readers will get: the formatting, and no script or javascript: link.
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('strong')).toHaveText('required');
  await expect(preview.getByRole('listitem')).toHaveText(['at least 4 mm', 'all four wheels']);
  await expect(preview.getByRole('link', { name: 'Ministry of Transport' })).toHaveAttribute('target', '_blank');
  await expect(preview.locator('script, img, [onclick]')).toHaveCount(0);
  await expect(preview.getByRole('link', { name: 'bad link' })).toHaveCount(0);

  await dialog.locator('input[type="file"]').setInputFiles({ name: 'tyres.png', mimeType: 'image/png', buffer: smallPng(480, 240) });
  await expect(dialog.getByText('tyres.png is uploaded when you save.')).toBeVisible();
  await shot('blog-admin-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('table', { name: 'Blog' }).getByRole('row').filter({ hasText: heading });
  await expect(row).toContainText('Drivers');
  await expectLoadedPicture(row.getByRole('img', { name: `Picture of the article ${heading}` }));
  await dismissToasts(page);
  await shot('blog-admin-list');

  // The demo driver on a 360 px phone: the newest article on its landing screen, then the whole blog.
  const { phone, page: driver } = await signInOnPhone(browser, 'driver@demo.vozka.cz', { byApi: true });
  await driver.goto('/');
  await expect(driver).toHaveURL(/\/driver$/);
  const newest = driver.getByRole('region', { name: 'Newest article' });
  await expect(newest).toContainText(heading);
  await expectLoadedPicture(newest.getByRole('img', { name: `Picture of the article ${heading}` }));
  await expect(driver.getByRole('heading', { name: 'Rides', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(driver);
  await shotOf(driver, 'blog-driver-landing-360');

  await newest.getByRole('link', { name: 'All articles' }).click();
  await expect(driver).toHaveURL(/\/blog$/);
  const article = driver.getByRole('article', { name: heading });
  await expect(article.locator('strong')).toHaveText('required');
  await expect(article.getByRole('listitem')).toHaveText(['at least 4 mm', 'all four wheels']);
  const link = article.getByRole('link', { name: 'Ministry of Transport' });
  await expect(link).toHaveAttribute('href', 'https://www.mdcr.cz/');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).not.toHaveAttribute('onclick');
  await expect(article.locator('script, [onclick], [onerror]')).toHaveCount(0);
  await expect(article.getByRole('link', { name: 'bad link' })).toHaveCount(0);
  await expectLoadedPicture(article.getByRole('img', { name: `Picture of the article ${heading}` }));
  await expectNoSidewaysScroll(driver);
  await shotOf(driver, 'blog-driver-blog-360');
  // The menu names the page for the driver.
  await driver.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(driver.getByRole('link', { name: 'News' })).toBeVisible();
  await phone.close();

  // The demo customer reads the clients' articles only: not on its landing, not on its blog, 404 by id.
  const other = await loopbackContext(browser);
  const customer = await other.newPage();
  await signInAs(customer, 'customer@demo.vozka.cz');
  await customer.goto('/');
  await expect(customer).toHaveURL(/\/dispatching$/);
  await expect(customer.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(customer.getByText(heading)).toHaveCount(0);
  await customer.getByRole('link', { name: 'News' }).click();
  await expect(customer).toHaveURL(/\/blog$/);
  await expect(customer.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  await expect(customer.getByText(heading)).toHaveCount(0);
  const list = await customer.request.get('/api/blog-articles');
  const listed = (await list.json()) as { objects: { heading: string; recipientType: string }[] };
  expect(listed.objects.map((a) => a.heading)).not.toContain(heading);
  expect(listed.objects.every((a) => a.recipientType === 'CLIENTS_AND_PASSENGERS')).toBe(true);
  const adminList = (await (await page.request.get('/api/blog-articles?recipientType=DRIVERS')).json()) as {
    objects: { id: number; heading: string }[];
  };
  const id = adminList.objects.find((a) => a.heading === heading)!.id;
  expect((await customer.request.get(`/api/blog-articles/${id}`)).status()).toBe(404);
  expect((await customer.request.get(`/api/blog-articles/${id}/picture`)).status()).toBe(404);
  await shotOf(customer, 'blog-customer-blog');
  await other.close();
});
