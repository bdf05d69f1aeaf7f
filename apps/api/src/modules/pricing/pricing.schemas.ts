import { z } from 'zod';
import { DIRECTIONS, ZId, ZPaging } from '@vozka/domain';

const ZRef = z.object({ id: z.number().int(), name: z.string() });

/** What everyone may see of an offer (the public list, the calculator's answer). */
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
export type PublicVehicleOffer = z.infer<typeof ZPublicVehicleOffer>;

/** An offer as ADMIN edits it; money in CZK. */
export const ZVehicleOffer = ZPublicVehicleOffer.extend({
  rentPricePerHour: z.number().nullable(),
  public: z.boolean(),
  photoFileId: z.number().int().nullable(),
  allowedClients: z.array(ZRef),
});
export type VehicleOfferDto = z.infer<typeof ZVehicleOffer>;

export const ZPricingInterval = z.object({
  fromKm: z.number(),
  toKm: z.number().nullable(),
  pricePerKm: z.number(),
  minimumFare: z.number(),
  waitingPerMinute: z.number(),
});
export const ZDistancePrices = z.object({ vehicleOfferId: z.number().int(), intervals: z.array(ZPricingInterval) });

export const ZDistancePricesQuery = z.object({ vehicleOfferId: ZId });
export const ZVehicleOfferIdParams = z.object({ vehicleOfferId: ZId });

const ZFixedPriceEndDto = z.object({
  locationId: z.number().int().nullable(),
  locationName: z.string().nullable(),
  address: z.string().nullable(),
  placeId: z.string().nullable(),
});

export const ZFixedPrice = z.object({
  id: z.number().int(),
  from: ZFixedPriceEndDto,
  to: ZFixedPriceEndDto,
  direction: z.enum(DIRECTIONS),
  active: z.boolean(),
  driverPrice: z.number(),
  clientPrice: z.number(),
  clientId: z.number().int().nullable(),
  client: ZRef.nullable(),
  vehicleOfferId: z.number().int().nullable(),
  vehicleOffer: ZRef.nullable(),
});
export type FixedPriceDto = z.infer<typeof ZFixedPrice>;
export const ZFixedPricePage = z.object({ totalPages: z.number().int(), objects: z.array(ZFixedPrice) });

const queryBool = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

export const ZFixedPriceListQuery = z.object({
  ...ZPaging,
  clientId: ZId.optional(),
  vehicleOfferId: ZId.optional(),
  active: queryBool,
});
export type FixedPriceListQuery = z.infer<typeof ZFixedPriceListQuery>;

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
