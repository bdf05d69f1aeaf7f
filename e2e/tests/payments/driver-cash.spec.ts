import { test } from '../../support/fixtures.ts';
import { shotOf } from '../../support/contexts.ts';
import { apiCall, createUser, expect, signInByApi, signInOnPhone, uniqueSuffix } from '../../support/people.ts';

interface RideJson {
  id: number;
  secretIdent: string;
  paymentSecret?: string;
  priceForClient?: number | null;
  cashToCollect?: number;
}

test.use({ actionTimeout: 30_000 });

test("a driver's phone shows the cash to collect on a CASH_DRIVER ride, and never the client's payments or payment link", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Dispatch: a new driver (no other rides), a cash ride in two days priced 1 250 Kč, of which 250 Kč was paid online.
  await signInByApi(page, 'admin@demo.vozka.cz');
  const suffix = uniqueSuffix();
  const email = `hotovost.${suffix}@example.test`;
  const password = 'Hotovost-ridic-2026';
  const driver = await createUser(page, {
    name: `Karel Hotový ${suffix}`,
    email,
    phone: '+420 608 111 222',
    roles: [{ name: 'DRIVER' }],
    password,
  });
  const ride = await apiCall<RideJson>(page, 'POST', '/api/orders', {
    date: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    route: [{ address: `Letiště Václava Havla, Praha (E2E cash ${suffix})` }, { address: 'Hotel Paříž, Praha' }],
    driverId: driver.id,
    paymentType: 'CASH_DRIVER',
    priceForClient: 1250,
  });
  expect(ride.paymentSecret).toMatch(/^[0-9a-f]{64}$/);
  await apiCall(page, 'POST', `/api/orders/${ride.id}/payments`, { price: 250, type: 'ONLINE', paid: true });
  await apiCall(page, 'POST', `/api/orders/${ride.id}/payments`, { price: 1000, type: 'CASH_DRIVER' });

  // The driver, on a 360 px phone.
  const { phone, page: screen } = await signInOnPhone(browser, email, { password, byApi: true });
  await screen.goto('/driver');
  const card = screen.getByRole('article', { name: `Ride ${ride.id}` });
  await expect(card).toBeVisible();
  const cash = card.getByRole('status');
  await expect(cash).toHaveText(/Collect in cash: 1,000\sKč/);
  const box = await cash.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  await shotOf(screen, 'driver-cash-to-collect-360');

  // What the driver's API answers: the contract secret and the cash, not the price or the payment link.
  const asDriver = await apiCall<RideJson>(screen, 'GET', `/api/orders/${ride.id}`);
  expect(asDriver).toMatchObject({ secretIdent: ride.secretIdent, cashToCollect: 1000 });
  expect(asDriver).not.toHaveProperty('paymentSecret');
  expect(asDriver).not.toHaveProperty('priceForClient');
  const history = await apiCall<{ field: string }[]>(screen, 'GET', `/api/orders/${ride.id}/history`);
  expect(history.map((h) => h.field)).not.toContain('payment');
  await screen.goto(`/manage/drives/${ride.id}`);
  await expect(screen.getByRole('region', { name: 'Ride actions' })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Copy payment link' })).toHaveCount(0);
  await phone.close();
});
