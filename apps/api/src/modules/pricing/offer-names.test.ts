import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { buildRide } from '../rides/test-support.ts';
import { usePeople } from './test-support.ts';

// Issue 17 §13: an offer has a Czech name and an optional English one; every answer names it in the
// caller's language, except the admin's offer read, which carries both stored names for the form.
let t: TestApp;
const [call, admin] = usePeople(['ADMIN'], (app) => (t = app));
const EN = { 'accept-language': 'en' };
const CS = { 'accept-language': 'cs' };

async function offer(body: object) {
  const res = await call(admin, 'POST', '/api/vehicle-offers', { persons: 3, transfer: true, public: true, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; name: string; nameEn: string | null }>();
}

describe('vehicle offer names', () => {
  it('stores the English name trimmed (empty = none, at most 120 characters); the admin read gives both names in any language', async () => {
    const sedan = await offer({ name: 'Sedan vyšší třídy', nameEn: '  Business sedan  ' });
    expect(sedan).toMatchObject({ name: 'Sedan vyšší třídy', nameEn: 'Business sedan' });
    for (const headers of [EN, CS])
      expect((await call(admin, 'GET', `/api/vehicle-offers/${sedan.id}`, undefined, headers)).json()).toMatchObject({
        name: 'Sedan vyšší třídy',
        nameEn: 'Business sedan',
      });
    const emptied = await call(admin, 'PUT', `/api/vehicle-offers/${sedan.id}`, { name: 'Sedan vyšší třídy', persons: 3, nameEn: '  ' });
    expect(emptied.json()).toMatchObject({ name: 'Sedan vyšší třídy', nameEn: null });
    const long = await call(admin, 'POST', '/api/vehicle-offers', { name: 'Dodávka', persons: 8, nameEn: 'x'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ fields: { nameEn: expect.any(String) } });
  });

  it('names the public offers and the fixed prices in the caller language, the Czech name when there is no English one', async () => {
    const van = await offer({ name: 'Dodávka pro skupiny', nameEn: 'Group van' });
    const bus = await offer({ name: 'Minibus Sprinter' });
    const publicNames = async (headers: Record<string, string>) =>
      Object.fromEntries(
        (await call(null, 'GET', '/api/vehicle-offers/public', undefined, headers))
          .json<{ id: number; name: string }[]>()
          .map((o) => [o.id, o.name]),
      );
    expect(await publicNames(EN)).toMatchObject({ [van.id]: 'Group van', [bus.id]: 'Minibus Sprinter' });
    expect(await publicNames(CS)).toMatchObject({ [van.id]: 'Dodávka pro skupiny', [bus.id]: 'Minibus Sprinter' });

    const fixed = await call(admin, 'POST', '/api/fixed-prices', {
      from: { address: 'Letiště Praha', placeId: 'builtin:letiste' },
      to: { address: 'Praha 1', placeId: 'builtin:praha-1' },
      direction: 'BOTH_WAYS',
      active: true,
      driverPrice: 600,
      clientPrice: 800,
      vehicleOfferId: van.id,
    });
    expect(fixed.statusCode, fixed.body).toBe(201);
    const id = fixed.json<{ id: number }>().id;
    expect((await call(admin, 'GET', `/api/fixed-prices/${id}`, undefined, EN)).json()).toMatchObject({
      vehicleOffer: { name: 'Group van' },
    });
    expect((await call(admin, 'GET', `/api/fixed-prices/${id}`, undefined, CS)).json()).toMatchObject({
      vehicleOffer: { name: 'Dodávka pro skupiny' },
    });
  });

  it("names a ride's offer in the caller language, in the ride and in the list", async () => {
    const sedan = await offer({ name: 'Ekonomický sedan', nameEn: 'Economy sedan' });
    const bus = await offer({ name: 'Autobus' });
    const named = await buildRide(t.database, { vehicleOfferId: sedan.id });
    const fallback = await buildRide(t.database, { vehicleOfferId: bus.id });
    const none = await buildRide(t.database);
    const rideName = async (rideId: number, headers: Record<string, string>) =>
      (await call(admin, 'GET', `/api/orders/${rideId}`, undefined, headers)).json<{ vehicleOfferName: string | null }>().vehicleOfferName;
    expect(await rideName(named.id, EN)).toBe('Economy sedan');
    expect(await rideName(named.id, CS)).toBe('Ekonomický sedan');
    expect(await rideName(fallback.id, EN)).toBe('Autobus');
    expect(await rideName(none.id, EN)).toBeNull();

    const list = async (headers: Record<string, string>) =>
      Object.fromEntries(
        (await call(admin, 'GET', '/api/orders?size=100', undefined, headers))
          .json<{ objects: { id: number; vehicleOfferName: string | null }[] }>()
          .objects.map((r) => [r.id, r.vehicleOfferName]),
      );
    expect(await list(EN)).toMatchObject({ [named.id]: 'Economy sedan', [fallback.id]: 'Autobus', [none.id]: null });
    expect(await list(CS)).toMatchObject({ [named.id]: 'Ekonomický sedan', [fallback.id]: 'Autobus' });
  });
});
