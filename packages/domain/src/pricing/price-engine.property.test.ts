import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculatePrices } from './price-engine.ts';
import { distancePrice, intervalFor } from './intervals.ts';
import type { FixedPrice, PriceQuery, PricingInterval } from './pricing.ts';
import { buildFixedPrice, buildOffer } from './test-support.ts';

/** Any interval table: contiguous from 0, rates and minimum fares in any order (even falling). */
const intervalTable: fc.Arbitrary<PricingInterval[]> = fc
  .array(
    fc.record({
      length: fc.integer({ min: 1, max: 200 }),
      pricePerKm: fc.integer({ min: 0, max: 20_000 }),
      minimumFare: fc.integer({ min: 0, max: 200_000 }),
      waitingPerMinute: fc.integer({ min: 0, max: 2_000 }),
    }),
    { minLength: 1, maxLength: 6 },
  )
  .map((rows) => {
    let from = 0;
    return rows.map((row, i) => {
      const to = i === rows.length - 1 ? null : from + row.length;
      const it = {
        vehicleOfferId: 1,
        fromKm: from,
        toKm: to,
        pricePerKm: row.pricePerKm,
        minimumFare: row.minimumFare,
        waitingPerMinute: row.waitingPerMinute,
      };
      from = to ?? from;
      return it;
    });
  });
const km = fc.double({ min: 0, max: 2_000, noNaN: true });

const PLACES = ['local:location:1', 'local:location:2', 'builtin:karlin', 'builtin:smichov'].map((placeId) => ({
  placeId,
  address: placeId,
}));
const place = fc.constantFrom(...PLACES);
const fixedPrice: fc.Arbitrary<FixedPrice> = fc.record({
  id: fc.integer({ min: 1, max: 50 }),
  from: place.map((p) => ({ placeId: p.placeId })),
  to: place.map((p) => ({ placeId: p.placeId })),
  direction: fc.constantFrom('ONE_WAY' as const, 'BOTH_WAYS' as const),
  active: fc.boolean(),
  driverPrice: fc.integer({ min: 0, max: 500_000 }),
  clientPrice: fc.integer({ min: 0, max: 500_000 }),
  clientId: fc.constantFrom(null, 7, 8),
  vehicleOfferId: fc.constantFrom(null, 1, 2),
});
const query: fc.Arbitrary<PriceQuery> = fc.oneof(
  fc.record({
    by: fc.constant('ADDRESSES' as const),
    type: fc.constant('TRANSFER' as const),
    direction: fc.constantFrom('ONE_WAY' as const, 'BOTH_WAYS' as const),
    clientId: fc.constantFrom(null, 7, 8),
    start: place,
    end: place,
    toAndBack: fc.boolean(),
    waitingMinutes: fc.integer({ min: 0, max: 600 }),
  }),
  fc.record({
    by: fc.constant('DISTANCE' as const),
    type: fc.constant('TRANSFER' as const),
    direction: fc.constantFrom('ONE_WAY' as const, 'BOTH_WAYS' as const),
    clientId: fc.constantFrom(null, 7, 8),
    distanceKm: km,
  }),
  fc.record({
    by: fc.constant('RENT' as const),
    type: fc.constant('RENT' as const),
    clientId: fc.constantFrom(null, 7),
    rentHours: fc.double({ min: 0.25, max: 240, noNaN: true }),
  }),
);

describe('price engine, property-based', () => {
  it('never answers a negative or fractional amount', () => {
    fc.assert(
      fc.property(query, intervalTable, fc.array(fixedPrice, { maxLength: 8 }), fc.option(km, { nil: null }), (q, intervals, fixed, d) => {
        for (const r of calculatePrices({ query: q, offers: [buildOffer()], intervals, fixedPrices: fixed, distanceKm: d })) {
          expect(Number.isInteger(r.price) && r.price >= 0).toBe(true);
          if (r.driverPrice !== undefined) expect(Number.isInteger(r.driverPrice) && r.driverPrice >= 0).toBe(true);
        }
      }),
    );
  });

  it('a distance price is at least the minimum fare of its interval', () => {
    fc.assert(
      fc.property(intervalTable, km, (intervals, d) => {
        expect(distancePrice(intervals, d)!).toBeGreaterThanOrEqual(intervalFor(intervals, d)!.minimumFare);
      }),
    );
  });

  it('is monotone in distance within an offer, whatever the rates (a longer ride never costs less)', () => {
    fc.assert(
      fc.property(intervalTable, km, km, (intervals, a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        expect(distancePrice(intervals, long)!).toBeGreaterThanOrEqual(distancePrice(intervals, short)!);
      }),
    );
  });

  it('with non-decreasing rates and fares it is exactly max(minimum fare, rate × km) of the interval', () => {
    const rising = intervalTable.map((rows) => {
      const rates = rows.map((r) => r.pricePerKm).sort((x, y) => x - y);
      const fares = rows.map((r) => r.minimumFare).sort((x, y) => x - y);
      return rows.map((r, i) => ({ ...r, pricePerKm: rates[i]!, minimumFare: fares[i]! }));
    });
    fc.assert(
      fc.property(rising, km, (intervals, d) => {
        const it = intervalFor(intervals, d)!;
        expect(distancePrice(intervals, d)).toBe(Math.max(it.minimumFare, Math.floor((it.pricePerKm * Math.round(d * 1000) + 500) / 1000)));
      }),
    );
  });

  it('a BOTH_WAYS fixed price gives the same price for the reversed route', () => {
    fc.assert(
      fc.property(place, place, fixedPrice, fc.constantFrom(null, 7, 8), (a, b, fp, clientId) => {
        fc.pre(a.placeId !== b.placeId);
        const both = { ...fp, direction: 'BOTH_WAYS' as const, active: true, from: { placeId: a.placeId }, to: { placeId: b.placeId } };
        const price = (start: typeof a, end: typeof a) =>
          calculatePrices({
            query: { by: 'ADDRESSES', type: 'TRANSFER', direction: 'ONE_WAY', clientId, start, end },
            offers: [buildOffer()],
            intervals: [],
            fixedPrices: [both],
            distanceKm: null,
          }).map((r) => r.price);
        expect(price(b, a)).toEqual(price(a, b));
      }),
    );
  });

  it('the client’s own fixed price is used before any general one', () => {
    fc.assert(
      fc.property(fc.array(fixedPrice, { maxLength: 8 }), fc.integer({ min: 0, max: 500_000 }), (others, own) => {
        const mine = buildFixedPrice({
          id: 99,
          from: { placeId: PLACES[0]!.placeId },
          to: { placeId: PLACES[1]!.placeId },
          clientId: 7,
          clientPrice: own,
          vehicleOfferId: 1,
        });
        const [r] = calculatePrices({
          query: { by: 'ADDRESSES', type: 'TRANSFER', direction: 'ONE_WAY', clientId: 7, start: PLACES[0]!, end: PLACES[1]! },
          offers: [buildOffer()],
          intervals: [],
          fixedPrices: [...others.map((o) => ({ ...o, clientId: o.clientId === 7 ? null : o.clientId })), mine],
          distanceKm: null,
        });
        expect(r).toMatchObject({ price: own, fixedPriceId: 99 });
      }),
    );
  });
});
