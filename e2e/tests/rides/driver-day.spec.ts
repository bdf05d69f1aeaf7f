import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test } from '../../support/fixtures.ts';
import { apiCall, createUser, expect, signInByApi, signInOnPhone, switchLanguage, uniqueSuffix } from '../../support/people.ts';

interface RideJson {
  id: number;
}

const TEXTS = {
  en: {
    accept: 'Accept',
    onTheWay: 'On the way',
    atPlace: 'At the pick-up',
    onBoard: 'Passenger on board',
    done: 'Done',
    undo: 'Undo',
    tooEarly: /You can set off at the earliest 90 minutes before pick-up \(from \d\d:\d\d\)\./,
    ride: 'Ride',
  },
  cs: {
    accept: 'Přijmout',
    onTheWay: 'Jedu',
    atPlace: 'Jsem na místě',
    onBoard: 'Cestující ve voze',
    done: 'Hotovo',
    undo: 'Vrátit zpět',
    tooEarly: /Vyrazit můžete nejdříve 90 minut před vyzvednutím \(od \d\d:\d\d\)\./,
    ride: 'Jízda',
  },
} as const;

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Issue 17 §12: at most three toasts show, and none lies over the card's action buttons. */
async function expectToastsClearOf(page: Page, card: Locator): Promise<void> {
  const toasts = page.locator('.mantine-Notification-root');
  await expect(toasts.first()).toBeVisible();
  // A dropped toast is still in the page while it fades out: three at most once it has gone.
  await expect.poll(() => toasts.count()).toBeLessThanOrEqual(3);
  const buttons = card.getByRole('button');
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const toast of await toasts.all()) {
    const t = (await toast.boundingBox())!;
    for (const button of await buttons.all()) {
      const b = (await button.boundingBox())!;
      const apart = t.x + t.width <= b.x || b.x + b.width <= t.x || t.y + t.height <= b.y || b.y + b.height <= t.y;
      expect(apart, `the toast ${JSON.stringify(t)} covers the button "${await button.textContent()}" ${JSON.stringify(b)}`).toBe(true);
    }
  }
}

// Issue 17 §1, §2: the driver's day on a 360 × 740 phone, in English and in Czech.
for (const language of ['en', 'cs'] as const) {
  test(`the driver's day on a phone (${language}): lands on /driver, too early is refused with the reason, on the way, arrive, finish, undo, finish`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const x = TEXTS[language];
    await signInByApi(page, 'admin@demo.vozka.cz');
    const suffix = uniqueSuffix();
    const email = `den.${language}.${suffix}@example.test`;
    const password = 'Den-ridice-2026';
    const driver = await createUser(page, {
      name: `Den Řidiče ${suffix}`,
      email,
      phone: '+420 608 333 444',
      roles: [{ name: 'DRIVER' }],
      password,
    });
    const ride = (minutes: number, tag: string) =>
      apiCall<RideJson>(page, 'POST', '/api/orders', {
        date: new Date(Date.now() + minutes * 60_000).toISOString(),
        route: [{ address: `Letiště Václava Havla, Praha (E2E ${tag} ${suffix})` }, { address: 'Hotel Paříž, Praha' }],
        driverId: driver.id,
        status: 'PLANNED',
      });
    const soon = await ride(30, 'soon');
    const later = await ride(300, 'later');

    const { phone, page: p } = await signInOnPhone(browser, email, { password });
    await expect(p).toHaveURL(/\/driver$/);
    if (language === 'cs') await switchLanguage(p, 'cs');
    const card = (id: number) => p.getByRole('article', { name: `${x.ride} ${id}` });

    await card(later.id).getByRole('button', { name: x.accept }).click();
    await expect(card(later.id).getByRole('button', { name: x.onTheWay })).toBeDisabled();
    await expect(card(later.id).getByRole('note')).toHaveText(x.tooEarly);
    // The API refuses it too, with the same reason.
    const refused = await p.request.put(`/api/orders/${later.id}`, {
      data: { status: 'ON_THE_WAY' },
      headers: { 'accept-language': language },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toMatch(x.tooEarly);

    const now = card(soon.id);
    await now.getByRole('button', { name: x.accept }).click();
    await now.getByRole('button', { name: x.onTheWay }).click();
    await now.getByRole('button', { name: x.atPlace }).click();
    await expect(now.getByRole('button', { name: x.onBoard })).toBeEnabled();
    // Four steps made, four toasts asked for: three show, and the card's buttons stay free.
    await expectToastsClearOf(p, now);
    await p.screenshot({ path: path.join('docs/screens', `driver-day-${language}-at-the-pick-up-360.png`), fullPage: false });
    await now.getByRole('button', { name: x.onBoard }).click();
    await now.getByRole('button', { name: x.done }).click();
    await expect(now).toHaveCount(0);
    await p.getByRole('button', { name: x.undo }).click();
    await expect(card(soon.id).getByRole('button', { name: x.done })).toBeVisible();
    await expectToastsClearOf(p, card(soon.id));
    expect(await noSideScroll(p)).toBe(true);
    await p.screenshot({ path: path.join('docs/screens', `driver-day-${language}-undone-360.png`), fullPage: false });
    await card(soon.id).getByRole('button', { name: x.done }).click();
    await expect(card(soon.id)).toHaveCount(0);
    expect(await noSideScroll(p)).toBe(true);
    await phone.close();
  });
}
