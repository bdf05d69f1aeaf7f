import path from 'node:path';
import type { Page } from '@playwright/test';
import { PHONE, loopbackContext } from '../../support/contexts.ts';
import { signIn, test } from '../../support/fixtures.ts';
import { apiCall, createUser, expect, signInByApi, switchLanguage } from '../../support/people.ts';

interface RideJson {
  id: number;
  secretIdent: string;
}

const SCREENS = 'docs/screens';

/** A picture of the phone's screen (what the driver sees without scrolling) for docs/screens. */
async function picture(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENS, `${name}-cs-360.png`), fullPage: false });
}

/**
 * Issue 17 §12: the driver's screens on a 360 × 740 phone in Czech (the demo driver's language), for
 * docs/screens: the rides of the day with a ride, the ride's detail, the
 * ride's transport contract and the free-ride offers.
 */
test('the driver screens at 360 px in Czech, pictured for docs/screens', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // A ride of the demo driver's, at the first free hour from now, so the screen shows one whatever the demo data holds.
  await signInByApi(page, 'admin@demo.vozka.cz');
  const drivers = await apiCall<{ id: number; email: string | null }[]>(page, 'GET', '/api/users?roleName=DRIVER');
  const driver = drivers.find((d) => d.email === 'driver@demo.vozka.cz')!;
  let ride: RideJson | undefined;
  for (let hours = 1; !ride && hours < 48; hours += 1) {
    const response = await page.request.post('/api/orders?skipNotification=true', {
      data: {
        date: new Date(Date.now() + hours * 3_600_000).toISOString(),
        route: [{ address: 'Letiště Václava Havla, Aviatická, Praha 6' }, { address: 'Hotel Paříž, U Obecního domu 1080/1, Praha 1' }],
        driverId: driver.id,
        status: 'PLANNED',
        person: 2,
      },
    });
    // 409: the driver is busy then; the next hour is tried.
    if (response.ok()) ride = (await response.json()) as RideJson;
    else expect(response.status()).toBe(409);
  }

  const phone = await loopbackContext(browser, PHONE);
  const p = await phone.newPage();
  await signIn(p, 'driver@demo.vozka.cz');
  await expect(p).toHaveURL(/\/driver$/);
  // Czech, whatever an earlier spec chose in the header (the choice is saved to the driver's profile).
  await switchLanguage(p, 'cs');

  const card = p.getByRole('article', { name: `Jízda ${ride!.id}` });
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await picture(p, 'driver-home');

  await card.getByRole('button', { name: 'Přijmout' }).click();
  await expect(card.getByRole('button', { name: 'Jedu' })).toBeVisible();
  await picture(p, 'driver-home-accepted');

  await p.goto(`/manage/drives/${ride!.id}`);
  await expect(p.getByRole('tab').first()).toBeVisible();
  await picture(p, 'driver-ride-detail');

  // The transport contract the driver shows on the road (public, its e-mails and addresses break, never clip).
  await p.goto(`/my-drive/${ride!.secretIdent}`);
  await expect(p.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await picture(p, 'driver-contract');

  // The free-ride offers: the demo driver belongs to a fleet manager and has none, so a driver of the company's.
  const password = 'Nabidky-2026';
  const email = `nabidky.${Date.now()}@example.test`;
  await createUser(page, {
    name: 'Řidič Nabídek',
    email,
    phone: '+420 608 111 222',
    roles: [{ name: 'DRIVER' }],
    password,
    language: 'cs',
  });
  await phone.clearCookies();
  await signIn(p, email, password);
  await expect(p).toHaveURL(/\/driver$/);
  await p.getByRole('tab', { name: /Nabídky jízd/ }).click();
  await expect(p.getByRole('tabpanel')).toBeVisible();
  await expect(p.locator('.mantine-Loader-root')).toHaveCount(0);
  await picture(p, 'driver-offers');
  await phone.close();
});
