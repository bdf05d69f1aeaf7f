import { z } from 'zod';
import { RIDE_TYPES } from '../rides/ride.ts';
import type { MessageCode } from '../shared/messages.ts';
import { ZBodyIdRef, ZOptionalIdRef } from '../shared/ids.ts';
import { czkToHalere, MAX_CZK } from '../shared/money.ts';
import { validateIntervals } from './intervals.ts';
import { normalizePlaceText, type PlaceRef } from './places.ts';
import { DIRECTIONS, type PriceQuery } from './pricing.ts';
import { ZNullableText } from '../shared/text.ts';
import { MAX_FLIGHT_BUFFER_MINUTES } from '../integrations/flights.ts';

/** Upper bounds of the price inputs (spec §5: "other numeric bounds: not shown"). */
export const PRICING_LIMITS = {
  maxKm: 100_000,
  maxQueryKm: 5_000,
  maxRentHours: 240,
  maxWaitingMinutes: 24 * 60,
  maxCzk: MAX_CZK,
} as const;

const text = (max: number) => ZNullableText(max);
const required = (max: number) => z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(max);
/** CZK with at most two decimals on the wire, integer haléře inside. */
const czk = z.number({ error: 'REQUIRED' }).min(0, 'INVALID_INPUT').max(PRICING_LIMITS.maxCzk, 'INVALID_INPUT').transform(czkToHalere);
/** An id or `{ id }`; 0 is the pickers' "Nevybrán" and means none. */
const optionalId = ZOptionalIdRef;

/** The vehicle offer JSON of `POST /api/vehicle-offers` and `PUT /api/vehicle-offers/{id}` (spec §3). */
export const ZVehicleOfferInput = z
  .object({
    /** The Czech name (the portal's first language). */
    name: required(120),
    /** The English name, shown to English callers; empty = `name` (issue 17 §13). */
    nameEn: text(120),
    persons: z.number({ error: 'REQUIRED' }).int().min(1, 'INVALID_INPUT').max(99, 'INVALID_INPUT'),
    luggage: z
      .number()
      .int()
      .min(0)
      .max(99)
      .nullish()
      .transform((v) => v ?? 0),
    transfer: z.boolean().optional().default(false),
    rent: z.boolean().optional().default(false),
    congress: z.boolean().optional().default(false),
    rentPricePerHour: czk.nullish().transform((v) => v ?? null),
    public: z.boolean().optional().default(false),
    description: text(4000),
    photoFileId: optionalId,
    /** Minutes after a flight's landing for this offer's airport pickups (issue 20 §1); null: the default, left out: kept. */
    flightBufferMinutes: z.number().int().min(0, 'INVALID_INPUT').max(MAX_FLIGHT_BUFFER_MINUTES, 'INVALID_INPUT').nullable().optional(),
    allowedClientIds: z
      .array(ZBodyIdRef)
      .max(1000)
      .nullish()
      .transform((v) => [...new Set((v ?? []).filter((id) => id > 0))]),
  })
  .superRefine((v, ctx) => {
    if (v.rent && v.rentPricePerHour === null) ctx.addIssue({ code: 'custom', path: ['rentPricePerHour'], message: 'REQUIRED' });
  });
export type TVehicleOfferInput = z.input<typeof ZVehicleOfferInput>;
export type VehicleOfferInput = z.output<typeof ZVehicleOfferInput>;

/** One row of the prices table (spec §3 Pricing interval); km with up to 3 decimals, money in CZK. */
export const ZPricingIntervalInput = z
  .object({
    fromKm: z.number({ error: 'REQUIRED' }).min(0, 'INVALID_INPUT').max(PRICING_LIMITS.maxKm, 'INVALID_INPUT'),
    toKm: z
      .number()
      .min(0, 'INVALID_INPUT')
      .max(PRICING_LIMITS.maxKm, 'INVALID_INPUT')
      .nullish()
      .transform((v) => v ?? null),
    pricePerKm: czk,
    minimumFare: czk,
    waitingPerMinute: czk,
  })
  .superRefine((v, ctx) => {
    if (v.toKm !== null && v.toKm <= v.fromKm) ctx.addIssue({ code: 'custom', path: ['toKm'], message: 'INTERVAL_FROM_BELOW_TO' });
  });
export type TPricingIntervalInput = z.input<typeof ZPricingIntervalInput>;
export type PricingIntervalInput = z.output<typeof ZPricingIntervalInput>;

/** The whole interval list of one offer (`PUT /api/distance-prices/{vehicleOfferId}`), checked together. */
export const ZPricingIntervalsInput = z.object({ intervals: z.array(ZPricingIntervalInput).max(50) }).superRefine((v, ctx) => {
  for (const [key, message] of Object.entries(validateIntervals(v.intervals))) {
    const [index, field] = key.split('.');
    ctx.addIssue({ code: 'custom', path: ['intervals', Number(index), field!], message });
  }
});
export type TPricingIntervalsInput = z.input<typeof ZPricingIntervalsInput>;

/** One end of a fixed price: a location, or an address (with the place id of its chosen suggestion). */
const ZFixedPriceEnd = z
  .object({ locationId: optionalId, address: text(500), placeId: text(300) })
  .nullish()
  .transform((v) => v ?? { locationId: null, address: null, placeId: null });

/** The fixed price JSON of `POST /api/fixed-prices` and `PUT /api/fixed-prices/{id}` (spec §3). */
export const ZFixedPriceInput = z
  .object({
    from: ZFixedPriceEnd,
    to: ZFixedPriceEnd,
    direction: z.enum(DIRECTIONS).optional().default('ONE_WAY'),
    active: z.boolean().optional().default(true),
    driverPrice: czk,
    clientPrice: czk,
    clientId: optionalId,
    vehicleOfferId: optionalId,
  })
  .superRefine((v, ctx) => {
    const key = (e: typeof v.from) => (e.locationId !== null ? `l${e.locationId}` : e.address ? `a${normalizePlaceText(e.address)}` : null);
    const from = key(v.from);
    const to = key(v.to);
    if (from === null) ctx.addIssue({ code: 'custom', path: ['from'], message: 'REQUIRED' });
    if (to === null) ctx.addIssue({ code: 'custom', path: ['to'], message: 'REQUIRED' });
    if (from !== null && from === to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'FIXED_PRICE_SAME_ENDS' });
  });
export type TFixedPriceInput = z.input<typeof ZFixedPriceInput>;
export type FixedPriceInput = z.output<typeof ZFixedPriceInput>;

function parseQueryNumber(v: number | string | null | undefined): number | null | 'invalid' {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
  const n = typeof v === 'number' ? v : Number(v.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : 'invalid';
}

/** A query-string number: '' and absent are null; anything not a number is invalid. */
const queryNumber = z
  .union([z.number(), z.string().max(40)])
  .nullish()
  .transform((v, ctx) => {
    const n = parseQueryNumber(v);
    if (n !== 'invalid') return n;
    ctx.addIssue({ code: 'custom', message: 'INVALID_INPUT' });
    return z.NEVER;
  });
const queryBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');
const queryText = ZNullableText(500);
const queryList = z
  .union([z.string().max(500), z.array(z.string().max(500)).max(15)])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean));

/**
 * The query of `GET /api/prices/calculate` (spec §3, §7) in its three forms: `type=RENT&rentHours`; a
 * `distance` (km); or the chosen addresses `placeIdStart`/`addressStart`, `placeIdEnd`/`addressEnd`
 * (optionally `placeIdVia` repeated for stops). `direction` (ONE_WAY), `roundTrip`, `toAndBack`,
 * `waitingMinutes`, `clientId` and `vehicleOfferId` are optional. A missing value is `REQUIRED`
 * ("Povinný údaj") on its field; a typed address without a chosen suggestion is `ADDRESS_NOT_CHOSEN`.
 */
export const ZPriceQuery = z
  .object({
    type: z.enum(RIDE_TYPES).optional().default('TRANSFER'),
    direction: z.enum(DIRECTIONS).optional().default('ONE_WAY'),
    clientId: queryNumber,
    vehicleOfferId: queryNumber,
    distance: z.union([z.number(), z.string().max(40)]).nullish(),
    rentHours: queryNumber,
    waitingMinutes: queryNumber,
    roundTrip: queryBool,
    toAndBack: queryBool,
    placeIdStart: queryText,
    addressStart: queryText,
    placeIdEnd: queryText,
    addressEnd: queryText,
    placeIdVia: queryList,
  })
  .transform((v, ctx): PriceQuery => {
    const fail = (path: string, message: MessageCode) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
    };
    const positive = (path: string, value: number | null, max: number): number | null => {
      if (value === null) fail(path, 'REQUIRED');
      else if (value <= 0) fail(path, 'MUST_BE_POSITIVE');
      else if (value > max) fail(path, 'INVALID_INPUT');
      else return value;
      return null;
    };
    const id = (path: string, value: number | null): number | null => {
      if (value !== null && (!Number.isInteger(value) || value < 0)) fail(path, 'INVALID_INPUT');
      return value ? value : null;
    };
    const waiting = v.waitingMinutes ?? 0;
    if (!Number.isInteger(waiting) || waiting < 0 || waiting > PRICING_LIMITS.maxWaitingMinutes) fail('waitingMinutes', 'INVALID_INPUT');
    const common = {
      clientId: id('clientId', v.clientId),
      vehicleOfferId: id('vehicleOfferId', v.vehicleOfferId),
      waitingMinutes: waiting,
    };

    if (v.type === 'RENT') {
      // Spec §9: the rent form also sends distance 100 and ONE_WAY; neither changes a rent price.
      const rentHours = positive('rentHours', v.rentHours, PRICING_LIMITS.maxRentHours);
      return rentHours === null ? z.NEVER : { ...common, by: 'RENT', type: 'RENT', rentHours, waitingMinutes: 0 };
    }
    const flags = { type: v.type, direction: v.direction, roundTrip: v.roundTrip, toAndBack: v.toAndBack };
    // The distance form is the one that sends `distance`, even empty (then "Povinný údaj").
    if (v.distance !== undefined) {
      const parsed = parseQueryNumber(v.distance);
      if (parsed === 'invalid') {
        fail('distance', 'INVALID_INPUT');
        return z.NEVER;
      }
      const distanceKm = positive('distance', parsed, PRICING_LIMITS.maxQueryKm);
      return distanceKm === null ? z.NEVER : { ...common, ...flags, by: 'DISTANCE', distanceKm };
    }
    const end = (placeId: string | null, address: string | null, path: string): PlaceRef | null => {
      if (placeId) return { placeId, address };
      fail(path, address ? 'ADDRESS_NOT_CHOSEN' : 'REQUIRED');
      return null;
    };
    const start = end(v.placeIdStart, v.addressStart, 'placeIdStart');
    const finish = end(v.placeIdEnd, v.addressEnd, 'placeIdEnd');
    if (!start || !finish) return z.NEVER;
    const via = v.placeIdVia.map((placeId) => ({ placeId, address: null }));
    return { ...common, ...flags, by: 'ADDRESSES', start, end: finish, ...(via.length ? { via } : {}) };
  });
export type TPriceQuery = z.input<typeof ZPriceQuery>;
