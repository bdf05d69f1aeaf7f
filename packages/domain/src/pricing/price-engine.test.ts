import { describe, expect, it } from 'vitest';
import { calculatePrices, offerServes, type CalculatePricesInput } from './price-engine.ts';
import { distancePrice, intervalFor } from './intervals.ts';
import type { PriceQuery } from './pricing.ts';
import { buildFixedPrice, buildInterval, buildOffer, standardIntervals } from './test-support.ts';

const AIRPORT = { placeId: 'local:location:1', address: 'Letiště Václava Havla Praha' };
const SQUARE = { placeId: 'builtin:vaclavske-namesti', address: 'Václavské náměstí 1, Praha' };

function addresses(over: Partial<Extract<PriceQuery, { by: 'ADDRESSES' }>> = {}): PriceQuery {
  return { by: 'ADDRESSES', type: 'TRANSFER', direction: 'ONE_WAY', clientId: null, start: AIRPORT, end: SQUARE, ...over };
}
function distance(distanceKm: number, over: Partial<Extract<PriceQuery, { by: 'DISTANCE' }>> = {}): PriceQuery {
  return { by: 'DISTANCE', type: 'TRANSFER', direction: 'ONE_WAY', clientId: null, distanceKm, ...over };
}
function run(over: Partial<CalculatePricesInput> & { query: PriceQuery }) {
  return calculatePrices({ offers: [buildOffer()], intervals: standardIntervals(), fixedPrices: [], distanceKm: 18, ...over });
}

describe('distance price', () => {
  it.each<[number, number]>([
    [0, 50_000], // minimum fare
    [5, 50_000], // 175 Kč < minimum 500 Kč
    [14.2, 50_000], // 14.2 × 30 = 426 Kč < 500
    [20, 60_000], // 20 × 30 Kč, the whole distance at the 10–50 rate
    [49.999, 149_997],
    [50, 150_000], // 50 × 25 = 1250 Kč, but 50 km at the 10–50 rate cost 1500 Kč: never cheaper for further
    [60, 150_000],
    [61, 152_500], // 61 × 25 = 1525 Kč
    [300, 750_000],
  ])('%d km → %i h', (km, price) => {
    expect(distancePrice(standardIntervals(), km)).toBe(price);
  });

  it('with rising rates it is exactly max(minimum fare, rate × km) of the interval', () => {
    const rising = [
      buildInterval({ fromKm: 0, toKm: 20, pricePerKm: 2_000, minimumFare: 30_000 }),
      buildInterval({ fromKm: 20, toKm: null, pricePerKm: 4_000, minimumFare: 30_000 }),
    ];
    expect(distancePrice(rising, 10)).toBe(30_000);
    expect(distancePrice(rising, 19.9)).toBe(39_800);
    expect(distancePrice(rising, 20)).toBe(80_000);
  });

  it('picks the interval by fromKm; beyond the last toKm the last goes on', () => {
    const closed = [buildInterval({ fromKm: 0, toKm: 10, pricePerKm: 1_000 }), buildInterval({ fromKm: 10, toKm: 100, pricePerKm: 2_000 })];
    expect(intervalFor(closed, 9.99)?.pricePerKm).toBe(1_000);
    expect(intervalFor(closed, 10)?.pricePerKm).toBe(2_000);
    expect(intervalFor(closed, 500)?.pricePerKm).toBe(2_000);
    expect(intervalFor([], 5)).toBeNull();
    expect(distancePrice([], 5)).toBeNull();
  });
});

describe('calculatePrices', () => {
  it('prices by distance with the minimum fare, by addresses with the routed distance', () => {
    expect(run({ query: distance(20) })).toMatchObject([{ price: 60_000, source: 'DISTANCE', distanceKm: 20 }]);
    expect(run({ query: distance(3) })).toMatchObject([{ price: 50_000 }]);
    expect(run({ query: addresses(), distanceKm: 18, distanceIsEstimate: true })).toMatchObject([
      { price: 54_000, source: 'DISTANCE', distanceKm: 18, estimate: true },
    ]);
    expect(run({ query: addresses(), distanceKm: 18 })[0]!.estimate).toBeUndefined();
  });

  it('counts a return both ways: BOTH_WAYS, round trip and to-and-back double the distance', () => {
    for (const flags of [{ direction: 'BOTH_WAYS' as const }, { roundTrip: true }, { toAndBack: true }]) {
      expect(run({ query: distance(20, flags) })).toMatchObject([{ price: 120_000, distanceKm: 40 }]);
    }
  });

  it('adds waiting minutes at the per-minute price of the interval', () => {
    expect(run({ query: distance(20, { waitingMinutes: 15 }) })).toMatchObject([{ price: 60_000 + 15 * 500 }]);
  });

  it('rent is hours × the hourly price, whatever distance and direction the form sends', () => {
    const rent: PriceQuery = { by: 'RENT', type: 'RENT', clientId: null, rentHours: 3.5 };
    expect(run({ query: rent, distanceKm: 100 })).toMatchObject([{ price: 210_000, source: 'RENT' }]);
    expect(run({ query: rent, offers: [buildOffer({ rentPricePerHour: null })] })).toEqual([]);
  });

  it('lists only offers whose flags and allowed clients fit, in the given order', () => {
    const offers = [
      buildOffer({ id: 1, name: 'Sedan' }),
      buildOffer({ id: 2, name: 'Van', transfer: false }),
      buildOffer({ id: 3, name: 'VIP', allowedClientIds: [7] }),
      buildOffer({ id: 4, name: 'Bus' }), // no intervals: cannot be priced
    ];
    const intervals = [...standardIntervals(1), ...standardIntervals(2), ...standardIntervals(3)];
    const names = (clientId: number | null) =>
      run({ query: distance(20, { clientId }), offers, intervals }).map((r) => r.vehicleOffer.name);
    expect(names(null)).toEqual(['Sedan']);
    expect(names(7)).toEqual(['Sedan', 'VIP']);
    expect(names(8)).toEqual(['Sedan']);
    expect(run({ query: distance(20, { vehicleOfferId: 3, clientId: 7 }), offers, intervals }).map((r) => r.vehicleOffer.id)).toEqual([3]);
  });

  it('serves congress rides only with the congress flag', () => {
    expect(offerServes(buildOffer({ congress: false }), 'CONGRESS', null)).toBe(false);
    expect(offerServes(buildOffer({ congress: true, transfer: false }), 'CONGRESS', null)).toBe(true);
    expect(offerServes(buildOffer({ rent: false }), 'RENT', null)).toBe(false);
  });

  it('a route without a known distance is priced only by a fixed price', () => {
    expect(run({ query: addresses(), distanceKm: null })).toEqual([]);
    expect(run({ query: addresses(), distanceKm: null, fixedPrices: [buildFixedPrice()] })).toMatchObject([
      { price: 80_000, source: 'FIXED' },
    ]);
  });
});

describe('fixed prices', () => {
  const general = buildFixedPrice({ id: 1, clientPrice: 80_000, driverPrice: 60_000 });
  const forClient = buildFixedPrice({ id: 2, clientId: 7, clientPrice: 70_000, driverPrice: 55_000 });
  const forOffer = buildFixedPrice({ id: 3, vehicleOfferId: 1, clientPrice: 75_000 });

  it.each<[string, Partial<Extract<PriceQuery, { by: 'ADDRESSES' }>>, Parameters<typeof buildFixedPrice>[0][], number | null]>([
    ['a general fixed price wins over the distance', {}, [{}], 80_000],
    ['the client’s own before the general one', { clientId: 7 }, [{ id: 1 }, { id: 2, clientId: 7, clientPrice: 70_000 }], 70_000],
    ['another client’s is never used', { clientId: 8 }, [{ id: 2, clientId: 7, clientPrice: 70_000 }], null],
    ['an inactive one is ignored', {}, [{ active: false }], null],
    ['one way does not match reversed', { start: SQUARE, end: AIRPORT }, [{}], null],
    ['both ways matches reversed', { start: SQUARE, end: AIRPORT }, [{ direction: 'BOTH_WAYS' }], 80_000],
    [
      'the address matches without diacritics or case',
      { end: { placeId: 'mapy:x', address: 'vaclavske namesti 1,  PRAHA' } },
      [{}],
      80_000,
    ],
    ['a location end needs that location', { start: { placeId: 'local:location:2', address: 'Letiště' } }, [{}], null],
    ['another offer’s fixed price is not used', {}, [{ vehicleOfferId: 2 }], null],
    ['a route with stops is not a fixed-price route', { via: [{ placeId: 'builtin:karlin', address: null }] }, [{}], null],
  ])('%s', (_name, query, fixed, price) => {
    const results = run({ query: addresses(query), fixedPrices: fixed.map((f) => buildFixedPrice(f)) });
    const fixedResult = results.find((r) => r.source === 'FIXED');
    expect(fixedResult?.price ?? null).toBe(price);
  });

  it('ranks: client’s own, then this offer’s, then general', () => {
    const r = (clientId: number | null, fps = [general, forClient, forOffer]) =>
      run({ query: addresses({ clientId }), fixedPrices: fps })[0]!;
    expect(r(7)).toMatchObject({ price: 70_000, driverPrice: 55_000, fixedPriceId: 2 });
    expect(r(null)).toMatchObject({ price: 75_000, fixedPriceId: 3 });
    expect(r(null, [general])).toMatchObject({ price: 80_000, driverPrice: 60_000, fixedPriceId: 1 });
  });

  it('a return counts the fixed price twice when it covers the way back, else the distance twice', () => {
    const both = buildFixedPrice({ direction: 'BOTH_WAYS' });
    expect(run({ query: addresses({ toAndBack: true }), fixedPrices: [both] })).toMatchObject([
      { price: 160_000, driverPrice: 120_000, source: 'FIXED' },
    ]);
    const back = buildFixedPrice({ id: 9, from: both.to, to: both.from, clientPrice: 90_000, driverPrice: 65_000 });
    expect(run({ query: addresses({ roundTrip: true }), fixedPrices: [general, back] })).toMatchObject([
      { price: 170_000, driverPrice: 125_000 },
    ]);
    expect(run({ query: addresses({ roundTrip: true }), fixedPrices: [general], distanceKm: 18 })).toMatchObject([
      { price: 108_000, source: 'DISTANCE' },
    ]);
  });

  it('adds waiting to a fixed price', () => {
    expect(run({ query: addresses({ waitingMinutes: 10 }), fixedPrices: [general] })).toMatchObject([{ price: 85_000 }]);
  });
});
