import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calculatePrices, localPlaceId, ZPriceQuery } from '@vozka/domain';
import type { Database } from '../client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { flightNumbers, frequentlyUsedAddresses, locations, rides, users, vehicleOffers } from '../schema/index.ts';
import { loadPricing } from '../../modules/pricing/pricing-data.ts';
import { readSetting } from '../../modules/settings/settings.repository.ts';
import { seedDemo } from './demo.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  expect(await seedDemo(database.db)).toBe(true);
});
afterAll(async () => {
  await database.close();
});

async function userId(email: string) {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('demo price list', () => {
  it('has the four offers, three of them public, and the places and settings', async () => {
    const offers = await database.db.select().from(vehicleOffers);
    expect(offers.map((o) => o.name)).toEqual(['Ekonomický sedan', 'Sedan business třídy', 'Business van (třída V)', 'Minibus']);
    // Every demo offer has its English name (issue 17 §13).
    expect(offers.map((o) => o.nameEn)).toEqual(['Economy sedan', 'Business sedan', 'Business van (V-Class)', 'Minibus']);
    expect(offers.filter((o) => o.public)).toHaveLength(3);
    expect((await database.db.select().from(locations)).length).toBeGreaterThanOrEqual(5);
    expect((await database.db.select().from(flightNumbers)).length).toBeGreaterThanOrEqual(10);
    expect((await database.db.select().from(frequentlyUsedAddresses)).length).toBeGreaterThanOrEqual(5);
    expect(await readSetting(database.db, 'rates')).toMatchObject({
      vatPercent: 21,
      exchangeRates: [
        { currency: 'EUR', czk: 24.35 },
        { currency: 'USD', czk: 21.9 },
      ],
    });
    expect((await readSetting(database.db, 'operationArea')).points.length).toBeGreaterThanOrEqual(3);
    expect(await readSetting(database.db, 'hourlyInterval')).toEqual({ minutes: 60 });
  });

  it('prices the airport → Praha 1 at 890 Kč, 790 Kč for Vltava Travel, and by distance elsewhere', async () => {
    const [t1] = await database.db.select().from(locations).where(eq(locations.name, 'Letiště Václava Havla – Terminál 1'));
    const price = async (clientId: number | null) => {
      const query = ZPriceQuery.parse({
        placeIdStart: localPlaceId('location', t1!.id),
        placeIdEnd: 'builtin:praha-1',
        addressEnd: 'Praha 1',
        ...(clientId ? { clientId: String(clientId) } : {}),
      });
      const data = await loadPricing(database.db, clientId, null, 'en');
      return Object.fromEntries(calculatePrices({ query, ...data, distanceKm: 17 }).map((r) => [r.vehicleOffer.name, r.price / 100]));
    };
    expect(await price(null)).toEqual({ 'Economy sedan': 890, 'Business sedan': 1190, 'Business van (V-Class)': 900 });
    expect((await price(await userId('vltava.travel@demo.vozka.cz')))['Economy sedan']).toBe(790);
    expect(Object.keys(await price(await userId('bohemia.congress@demo.vozka.cz')))).toContain('Minibus');
  });

  it('flags the demo rides picked up outside Prague and Středočeský kraj', async () => {
    const all = await database.db.select({ outsideArea: rides.outsideArea }).from(rides);
    expect(all.length).toBeGreaterThan(0);
    expect(all.some((r) => !r.outsideArea)).toBe(true);
  });
});
