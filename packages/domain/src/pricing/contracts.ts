import { z } from 'zod';
import { ZId, ZPaging, zQueryBool } from '../shared/ids.ts';
import type { Language } from '../shared/language.ts';
import { pageOf, ZPersonRef, type QueryOf } from '../users/contracts.ts';
import { DIRECTIONS } from './pricing.ts';
import type { ZPriceQuery } from './schemas.ts';

/**
 * The pricing area's answers and queries (issue 13 §1: one contract): the calculator, vehicle offers,
 * distance and fixed prices. Money in CZK (the API converts from haléře).
 */

/**
 * What everyone may see of an offer (the public list, the calculator's answer). `name` is the display name
 * in the caller's language: English callers get the English name when there is one (issue 17 §13).
 */
export const ZPublicVehicleOffer = z.object({
  id: z.number().int(),
  name: z.string(),
  persons: z.number().int(),
  luggage: z.number().int(),
  transfer: z.boolean(),
  rent: z.boolean(),
  congress: z.boolean(),
  description: z.string().nullable(),
  /** `/api/vehicle-offers/{id}/photo`, or null without a photo. */
  photoUrl: z.string().nullable(),
});
export type TPublicVehicleOffer = z.infer<typeof ZPublicVehicleOffer>;

/**
 * An offer as ADMIN edits it; money in CZK. Unlike the public answer, `name` is the stored Czech name and
 * `nameEn` the stored English one (null: none, `name` is shown), whatever the caller's language: what the
 * form edits and sends back (docs/decisions/0038-translated-vehicle-offer-names.md).
 */
export const ZVehicleOffer = ZPublicVehicleOffer.extend({
  nameEn: z.string().nullable(),
  rentPricePerHour: z.number().nullable(),
  public: z.boolean(),
  photoFileId: z.number().int().nullable(),
  /** Minutes after a flight's landing for this offer's airport pickups; null: the default (issue 20 §1). */
  flightBufferMinutes: z.number().int().nullable(),
  allowedClients: z.array(ZPersonRef),
});
export type TVehicleOffer = z.infer<typeof ZVehicleOffer>;

/**
 * An offer's display name in a language: the English name for English when there is one, else the Czech
 * `name` — the rule the API's `offerNameIn` (modules/pricing/offer-name.ts) applies in SQL; the web applies it
 * to the admin's answer, which carries both stored names.
 */
export function offerNameFor(offer: Pick<TVehicleOffer, 'name' | 'nameEn'>, language: Language): string {
  return language === 'en' && offer.nameEn ? offer.nameEn : offer.name;
}

export const ZPricingInterval = z.object({
  fromKm: z.number(),
  toKm: z.number().nullable(),
  pricePerKm: z.number(),
  minimumFare: z.number(),
  waitingPerMinute: z.number(),
});
export type TPricingIntervalRow = z.infer<typeof ZPricingInterval>;
export const ZDistancePrices = z.object({ vehicleOfferId: z.number().int(), intervals: z.array(ZPricingInterval) });
export type TDistancePrices = z.infer<typeof ZDistancePrices>;

export const ZDistancePricesQuery = z.object({ vehicleOfferId: ZId });
export const ZVehicleOfferIdParams = z.object({ vehicleOfferId: ZId });

export const ZFixedPriceEndView = z.object({
  locationId: z.number().int().nullable(),
  locationName: z.string().nullable(),
  address: z.string().nullable(),
  placeId: z.string().nullable(),
});
/** One end of a fixed price as the API answers it. */
export type TFixedPriceEndView = z.infer<typeof ZFixedPriceEndView>;

export const ZFixedPrice = z.object({
  id: z.number().int(),
  from: ZFixedPriceEndView,
  to: ZFixedPriceEndView,
  direction: z.enum(DIRECTIONS),
  active: z.boolean(),
  driverPrice: z.number(),
  clientPrice: z.number(),
  clientId: z.number().int().nullable(),
  client: ZPersonRef.nullable(),
  vehicleOfferId: z.number().int().nullable(),
  vehicleOffer: ZPersonRef.nullable(),
});
export type TFixedPrice = z.infer<typeof ZFixedPrice>;
export const ZFixedPricePage = pageOf(ZFixedPrice);

export const ZFixedPriceListQuery = z.object({
  ...ZPaging,
  clientId: ZId.optional(),
  vehicleOfferId: ZId.optional(),
  active: zQueryBool,
});
/** What the API works with (`active` a boolean). */
export type FixedPriceListQuery = z.output<typeof ZFixedPriceListQuery>;
/** What a client sends. */
export type TFixedPriceListQuery = QueryOf<typeof ZFixedPriceListQuery>;

/** One line of the calculator's answer; money in CZK without VAT, `priceWithVat` rounded up to whole Kč. */
export const ZCalculatedPrice = z.object({
  price: z.number(),
  priceWithVat: z.number(),
  vatPercent: z.number(),
  source: z.enum(['FIXED', 'DISTANCE', 'RENT']),
  estimate: z.boolean().optional(),
  distanceKm: z.number().optional(),
  /** ADMIN only: the driver's price of a fixed price. */
  driverPrice: z.number().optional(),
  vehicleOffer: ZPublicVehicleOffer,
});
export type TCalculatedPrice = z.infer<typeof ZCalculatedPrice>;

/**
 * `GET /api/prices/calculate` as the URL text a client writes: the fields of ZPriceQuery, each a text (or
 * repeated, `placeIdVia` for stops); ZPriceQuery parses and checks them.
 */
export type TPriceQueryText = { [K in keyof z.input<typeof ZPriceQuery>]?: string | string[] };
