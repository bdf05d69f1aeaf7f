import { describe, expect, it } from 'vitest';
import { validateIntervals } from './intervals.ts';
import { ZFixedPriceInput, ZPriceQuery, ZPricingIntervalsInput, ZVehicleOfferInput } from './schemas.ts';

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('ZPriceQuery: the three forms of spec §7', () => {
  it('reads the addresses form', () => {
    const q = ZPriceQuery.parse({
      placeIdStart: 'builtin:letiste-vaclava-havla-t1',
      addressStart: 'Letiště T1',
      placeIdEnd: 'local:location:3',
      addressEnd: 'Hotel',
      direction: 'ONE_WAY',
      clientId: '7',
    });
    expect(q).toEqual({
      by: 'ADDRESSES',
      type: 'TRANSFER',
      direction: 'ONE_WAY',
      roundTrip: false,
      toAndBack: false,
      clientId: 7,
      vehicleOfferId: null,
      waitingMinutes: 0,
      start: { placeId: 'builtin:letiste-vaclava-havla-t1', address: 'Letiště T1' },
      end: { placeId: 'local:location:3', address: 'Hotel' },
    });
    expect(ZPriceQuery.parse({ placeIdStart: 'a', placeIdEnd: 'b', placeIdVia: ['c', 'd'] })).toMatchObject({
      via: [{ placeId: 'c' }, { placeId: 'd' }],
    });
  });

  it('reads the distance form (a decimal comma too) and the rent form (distance 100 and ONE_WAY ignored)', () => {
    expect(ZPriceQuery.parse({ distance: '12,5', direction: 'BOTH_WAYS', roundTrip: 'true' })).toMatchObject({
      by: 'DISTANCE',
      distanceKm: 12.5,
      direction: 'BOTH_WAYS',
      roundTrip: true,
    });
    expect(ZPriceQuery.parse({ type: 'RENT', rentHours: '3', distance: '100', direction: 'ONE_WAY', clientId: '0' })).toEqual({
      by: 'RENT',
      type: 'RENT',
      rentHours: 3,
      clientId: null,
      vehicleOfferId: null,
      waitingMinutes: 0,
    });
  });

  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['nothing: both addresses are required', {}, { placeIdStart: 'REQUIRED', placeIdEnd: 'REQUIRED' }],
    ['a typed address without a chosen suggestion', { addressStart: 'Karlín', placeIdEnd: 'x' }, { placeIdStart: 'ADDRESS_NOT_CHOSEN' }],
    ['an empty distance is "Povinný údaj"', { distance: '' }, { distance: 'REQUIRED' }],
    ['a zero distance', { distance: '0' }, { distance: 'MUST_BE_POSITIVE' }],
    ['a distance that is not a number', { distance: 'abc' }, { distance: 'INVALID_INPUT' }],
    ['rent without hours', { type: 'RENT' }, { rentHours: 'REQUIRED' }],
    ['rent of 0 hours', { type: 'RENT', rentHours: '0' }, { rentHours: 'MUST_BE_POSITIVE' }],
    ['rent beyond the limit', { type: 'RENT', rentHours: '1000' }, { rentHours: 'INVALID_INPUT' }],
    ['negative waiting', { distance: '5', waitingMinutes: '-1' }, { waitingMinutes: 'INVALID_INPUT' }],
    ['an unknown direction', { distance: '5', direction: 'SIDEWAYS' }, { direction: expect.any(String) }],
  ])('%s', (_name, input, expected) => {
    expect(issues(ZPriceQuery.safeParse(input))).toEqual(expected);
  });
});

describe('ZVehicleOfferInput', () => {
  it('turns CZK into haléře and allowed clients into unique ids', () => {
    const v = ZVehicleOfferInput.parse({
      name: ' Van ',
      persons: 8,
      rent: true,
      rentPricePerHour: 650.5,
      allowedClientIds: [3, { id: 4 }, 3, 0],
    });
    expect(v).toMatchObject({
      name: 'Van',
      persons: 8,
      luggage: 0,
      transfer: false,
      rent: true,
      rentPricePerHour: 65_050,
      allowedClientIds: [3, 4],
      public: false,
    });
  });
  it('needs a name, persons, and an hourly price for a rent offer', () => {
    expect(issues(ZVehicleOfferInput.safeParse({ name: '', rent: true }))).toEqual({ name: 'REQUIRED', persons: 'REQUIRED' });
    expect(issues(ZVehicleOfferInput.safeParse({ name: 'Van', persons: 8, rent: true }))).toEqual({ rentPricePerHour: 'REQUIRED' });
  });
  it('takes an optional English name: trimmed, empty or absent as null, at most 120 characters (issue 17 §13)', () => {
    const nameEn = (value: unknown) => ZVehicleOfferInput.parse({ name: 'Dodávka', persons: 8, nameEn: value }).nameEn;
    expect(nameEn('  Van  ')).toBe('Van');
    expect([nameEn('   '), nameEn(''), nameEn(null), nameEn(undefined)]).toEqual([null, null, null, null]);
    expect(Object.keys(issues(ZVehicleOfferInput.safeParse({ name: 'Dodávka', persons: 8, nameEn: 'x'.repeat(121) })))).toEqual(['nameEn']);
  });
});

describe('intervals', () => {
  it.each<[string, { fromKm: number; toKm: number | null }[], Record<string, string>]>([
    [
      'a valid table',
      [
        { fromKm: 0, toKm: 10 },
        { fromKm: 10, toKm: null },
      ],
      {},
    ],
    [
      'in any order',
      [
        { fromKm: 10, toKm: null },
        { fromKm: 0, toKm: 10 },
      ],
      {},
    ],
    ['from not below to', [{ fromKm: 0, toKm: 0 }], { '0.toKm': 'INTERVAL_FROM_BELOW_TO' }],
    ['not from 0', [{ fromKm: 5, toKm: null }], { '0.fromKm': 'INTERVAL_FIRST_FROM_ZERO' }],
    [
      'an overlap',
      [
        { fromKm: 0, toKm: 10 },
        { fromKm: 8, toKm: null },
      ],
      { '1.fromKm': 'INTERVAL_OVERLAP' },
    ],
    [
      'a gap',
      [
        { fromKm: 0, toKm: 10 },
        { fromKm: 12, toKm: null },
      ],
      { '1.fromKm': 'INTERVAL_GAP' },
    ],
    [
      'an open one in the middle',
      [
        { fromKm: 0, toKm: null },
        { fromKm: 10, toKm: 20 },
      ],
      { '0.toKm': 'INTERVAL_OPEN_NOT_LAST' },
    ],
    ['an empty table', [], {}],
  ])('%s', (_name, rows, expected) => {
    expect(validateIntervals(rows)).toEqual(expected);
  });

  it('the table schema reports them on the rows’ fields', () => {
    const row = { pricePerKm: 30, minimumFare: 500, waitingPerMinute: 5 };
    const r = ZPricingIntervalsInput.safeParse({
      intervals: [
        { ...row, fromKm: 0, toKm: 10 },
        { ...row, fromKm: 9, toKm: null },
      ],
    });
    expect(issues(r)).toEqual({ 'intervals.1.fromKm': 'INTERVAL_OVERLAP' });
    const ok = ZPricingIntervalsInput.parse({ intervals: [{ ...row, fromKm: 0, toKm: null }] });
    expect(ok.intervals[0]).toEqual({ fromKm: 0, toKm: null, pricePerKm: 3_000, minimumFare: 50_000, waitingPerMinute: 500 });
  });
});

describe('ZFixedPriceInput', () => {
  it('takes a location or an address at each end, prices in CZK', () => {
    const v = ZFixedPriceInput.parse({
      from: { locationId: 2 },
      to: { address: 'Karlín, Praha', placeId: 'builtin:karlin' },
      driverPrice: 600,
      clientPrice: 800,
      clientId: 0,
    });
    expect(v).toMatchObject({
      direction: 'ONE_WAY',
      active: true,
      driverPrice: 60_000,
      clientPrice: 80_000,
      clientId: null,
      vehicleOfferId: null,
    });
  });
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no ends', { driverPrice: 1, clientPrice: 1 }, { from: 'REQUIRED', to: 'REQUIRED' }],
    [
      'the same end twice',
      { from: { address: 'Karlín' }, to: { address: 'karlin' }, driverPrice: 1, clientPrice: 1 },
      { to: 'FIXED_PRICE_SAME_ENDS' },
    ],
    ['no prices', { from: { locationId: 1 }, to: { locationId: 2 } }, { driverPrice: 'REQUIRED', clientPrice: 'REQUIRED' }],
  ])('%s', (_name, input, expected) => {
    expect(issues(ZFixedPriceInput.safeParse(input))).toEqual(expected);
  });
});
