import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geoConfigFromEnv } from '../../adapters/geo/index.ts';
import { startFakeMapy } from '../../test/fake-mapy.ts';
import { startTestApp } from '../../test/test-app.ts';
import { caller, person, seedPriceList, type Person } from './test-support.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof caller>;
let admin: Person, fm: Person, clientA: Person, clientB: Person, passengerA: Person;
let ids: Awaited<ReturnType<typeof seedPriceList>>;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t.app);
  admin = await person(t.app, t.database, 'ADMIN');
  fm = await person(t.app, t.database, 'FLEET_MANAGER');
  clientA = await person(t.app, t.database, 'CUSTOMER', { name: 'Klient A' });
  clientB = await person(t.app, t.database, 'CUSTOMER', { name: 'Klient B' });
  passengerA = await person(t.app, t.database, 'PASSENGER', { clientId: clientA.id });
  ids = await seedPriceList(t.app, admin, clientA.id);
});
afterAll(async () => {
  await t.close();
});

const calc = (who: Person, query: string, headers: Record<string, string> = {}) =>
  call(who, 'GET', `/api/prices/calculate?${query}`, undefined, headers);
const byName = (list: { vehicleOffer: { name: string } }[]) => Object.fromEntries(list.map((r) => [r.vehicleOffer.name, r]));
const airportToPraha1 = () =>
  `placeIdStart=local:location:${ids.airport}&addressStart=Letiště T1&placeIdEnd=builtin:praha-1&addressEnd=Praha 1`;

describe('GET /api/prices/calculate: the distance form', () => {
  it('prices the whole distance at its interval rate, with VAT rounded up to whole Kč', async () => {
    const res = await calc(admin, 'distance=20&direction=ONE_WAY');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        price: 600,
        priceWithVat: 726,
        vatPercent: 21,
        source: 'DISTANCE',
        distanceKm: 20,
        vehicleOffer: {
          id: ids.economy,
          name: 'Economy',
          persons: 4,
          luggage: 2,
          transfer: true,
          rent: true,
          congress: false,
          description: null,
          photoUrl: null,
        },
      },
    ]);
  });

  it('applies the minimum fare, both ways, waiting minutes and a decimal comma', async () => {
    expect((await calc(admin, 'distance=5')).json()[0]).toMatchObject({ price: 500, priceWithVat: 605 });
    expect((await calc(admin, 'distance=12,5&direction=BOTH_WAYS')).json()[0]).toMatchObject({ price: 750, distanceKm: 25 });
    expect((await calc(admin, 'distance=20&waitingMinutes=10')).json()[0]).toMatchObject({ price: 680 });
  });

  it('shows a restricted offer only for its client', async () => {
    expect(Object.keys(byName((await calc(admin, `distance=20&clientId=${clientB.id}`)).json()))).toEqual(['Economy']);
    expect(byName((await calc(admin, `distance=20&clientId=${clientA.id}`)).json())).toMatchObject({
      Economy: { price: 600 },
      Business: { price: 900 },
    });
    expect(Object.keys(byName((await calc(fm, `distance=20&clientId=${clientA.id}`)).json()))).toEqual(['Economy', 'Business']);
    expect((await calc(admin, `distance=20&vehicleOfferId=${ids.business}&clientId=${clientA.id}`)).json()).toHaveLength(1);
  });

  it('prices a CUSTOMER for itself and a PASSENGER for its client, whatever clientId says', async () => {
    expect(Object.keys(byName((await calc(clientA, 'distance=20')).json()))).toEqual(['Economy', 'Business']);
    expect(Object.keys(byName((await calc(clientB, `distance=20&clientId=${clientA.id}`)).json()))).toEqual(['Economy']);
    expect(Object.keys(byName((await calc(passengerA, 'distance=20')).json()))).toEqual(['Economy', 'Business']);
  });

  it('answers "Povinný údaj" for an empty distance and a reason for a bad one', async () => {
    const empty = await calc(admin, 'distance=', { 'accept-language': 'cs' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'REQUIRED', fields: { distance: 'Povinný údaj' } });
    expect((await calc(admin, 'distance=-3')).json()).toMatchObject({
      code: 'MUST_BE_POSITIVE',
      fields: { distance: 'Enter a value above 0.' },
    });
    expect((await calc(admin, 'distance=abc')).json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect((await calc(admin, 'distance=10&waitingMinutes=-1')).statusCode).toBe(400);
  });
});

describe('GET /api/prices/calculate: the rent form', () => {
  it('is hours × the hourly price; distance 100 and ONE_WAY change nothing', async () => {
    const res = await calc(admin, 'type=RENT&rentHours=2.5&distance=100&direction=ONE_WAY');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        price: 1500,
        priceWithVat: 1815,
        source: 'RENT',
        vehicleOffer: expect.objectContaining({ name: 'Economy' }),
      }),
    ]);
  });

  it('needs hours above 0', async () => {
    expect((await calc(admin, 'type=RENT', { 'accept-language': 'cs' })).json()).toMatchObject({
      code: 'REQUIRED',
      fields: { rentHours: 'Povinný údaj' },
    });
    expect((await calc(admin, 'type=RENT&rentHours=0')).json()).toMatchObject({ code: 'MUST_BE_POSITIVE' });
  });
});

describe('GET /api/prices/calculate: the addresses form', () => {
  it("uses the client's own fixed price before the general one, and the general one for everyone else", async () => {
    const general = byName((await calc(admin, airportToPraha1())).json());
    expect(general.Economy).toMatchObject({ price: 890, priceWithVat: 1077, source: 'FIXED', driverPrice: 650 });
    const own = byName((await calc(admin, `${airportToPraha1()}&clientId=${clientA.id}`)).json());
    expect(own).toMatchObject({ Economy: { price: 790, driverPrice: 600 }, Business: { price: 790 } });
    // The customer gets its own price without asking, and never sees the driver's price.
    const mine = byName((await calc(clientA, airportToPraha1())).json());
    expect(mine.Economy).toMatchObject({ price: 790, source: 'FIXED' });
    expect(mine.Economy).not.toHaveProperty('driverPrice');
    expect(byName((await calc(clientB, `${airportToPraha1()}&clientId=${clientA.id}`)).json()).Economy).toMatchObject({ price: 890 });
  });

  it('matches a BOTH_WAYS fixed price reversed, and counts a round trip twice', async () => {
    const back = `placeIdStart=builtin:praha-1&addressStart=Praha 1&placeIdEnd=local:location:${ids.airport}`;
    expect(byName((await calc(admin, back)).json()).Economy).toMatchObject({ price: 890, source: 'FIXED' });
    expect(byName((await calc(admin, `${airportToPraha1()}&roundTrip=true`)).json()).Economy).toMatchObject({
      price: 1780,
      source: 'FIXED',
    });
  });

  it('prices other routes by the estimated distance of the offline provider and says so', async () => {
    const res = await calc(admin, 'placeIdStart=builtin:praha-1&placeIdEnd=builtin:kladno');
    expect(res.statusCode, res.body).toBe(200);
    const [economy] = res.json();
    expect(economy).toMatchObject({ source: 'DISTANCE', estimate: true });
    expect(economy.distanceKm).toBeGreaterThan(20);
    expect(economy.distanceKm).toBeLessThan(40);
    expect(economy.price).toBe(Math.round(economy.distanceKm * 30 * 100) / 100);
  });

  it('needs both addresses chosen from the suggestions', async () => {
    const none = await calc(admin, '', { 'accept-language': 'cs' });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ placeIdStart: 'Povinný údaj', placeIdEnd: 'Povinný údaj' });
    const typed = await calc(admin, 'addressStart=Letiště&placeIdEnd=builtin:praha-1');
    expect(typed.json()).toMatchObject({ code: 'ADDRESS_NOT_CHOSEN', fields: { placeIdStart: 'Choose an address from the list.' } });
    const unknown = await calc(admin, 'placeIdStart=builtin:praha-1&placeIdEnd=local:location:999999');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'ADDRESS_NOT_CHOSEN', fields: { placeIdEnd: 'Choose an address from the list.' } });
  });

  it('answers [] when no offer can be priced', async () => {
    const res = await calc(admin, 'type=CONGRESS&distance=10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('GET /api/prices/calculate with Mapy.com (a local fake)', () => {
  let fake: Awaited<ReturnType<typeof startFakeMapy>>;
  let m: Awaited<ReturnType<typeof startTestApp>>;
  let mAdmin: Person;
  let mIds: Awaited<ReturnType<typeof seedPriceList>>;

  beforeAll(async () => {
    fake = await startFakeMapy();
    m = await startTestApp({
      geo: geoConfigFromEnv({ GEO_PROVIDER: 'mapy', MAPY_API_KEY: fake.apiKey, MAPY_API_URL: fake.url, GEO_TIMEOUT_MS: '500' }),
    });
    mAdmin = await person(m.app, m.database, 'ADMIN');
    const client = await person(m.app, m.database, 'CUSTOMER');
    mIds = await seedPriceList(m.app, mAdmin, client.id);
  });
  afterAll(async () => {
    await m.close();
    await fake.close();
  });

  const mCalc = (query: string) => caller(m.app)(mAdmin, 'GET', `/api/prices/calculate?${query}`);

  it('prices by the routed distance, not an estimate', async () => {
    const res = await mCalc('placeIdStart=builtin:praha-1&placeIdEnd=builtin:kladno');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0]).toMatchObject({ source: 'DISTANCE' });
    expect(res.json()[0]).not.toHaveProperty('estimate');
    expect(fake.requests.at(-1)!.path).toBe('/v1/routing/route');
  });

  it('still answers a fixed price when the routing fails, and 503 when nothing else can', async () => {
    fake.failNext(500);
    const fixed = await mCalc(
      `placeIdStart=local:location:${mIds.airport}&addressStart=Letiště T1&placeIdEnd=builtin:praha-1&addressEnd=Praha 1`,
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()[0]).toMatchObject({ price: 890, source: 'FIXED' });

    fake.failNext(429, { detail: 'quota' });
    const down = await caller(m.app)(
      mAdmin,
      'GET',
      '/api/prices/calculate?placeIdStart=builtin:praha-1&placeIdEnd=builtin:kladno',
      undefined,
      { 'accept-language': 'cs' },
    );
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ code: 'GEO_UNAVAILABLE', message: 'Mapová služba teď není dostupná, zkuste to prosím později' });
  });

  it('answers 503 when a timeout hits the routing', async () => {
    fake.delayNext(2000);
    expect((await mCalc('placeIdStart=builtin:praha-1&placeIdEnd=builtin:beroun')).statusCode).toBe(503);
  });
});
