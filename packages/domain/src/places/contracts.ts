import { z } from 'zod';
import { ZPaging, zUrlInt } from '../shared/ids.ts';
import { pageOf, type QueryOf } from '../users/contracts.ts';

/** The places area's answers and queries (issue 13 §1: one contract): locations, addresses, flight numbers. */

/** A place's coordinates; null when it has none (not geocoded). */
const coordinates = { lat: z.number().nullable(), lng: z.number().nullable() };

export const ZLocation = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  placeId: z.string().nullable(),
  ...coordinates,
  airport: z.boolean(),
  trainStation: z.boolean(),
  active: z.boolean(),
  position: z.number().int(),
});
export type TLocation = z.infer<typeof ZLocation>;
export const ZLocationPage = pageOf(ZLocation);
export const ZSimpleLocation = z.object({ id: z.number().int(), name: z.string(), placeId: z.string() });
export type TSimpleLocation = z.infer<typeof ZSimpleLocation>;

export const ZFlightNumber = z.object({ id: z.number().int(), number: z.string() });
export type TFlightNumber = z.infer<typeof ZFlightNumber>;
export const ZFlightNumberList = z.object({ totalPages: z.literal(1), objects: z.array(ZFlightNumber) });
/** Accepted and ignored: the whole list is always answered (the legacy client asks for size=1000000). */
export const ZFlightNumberQuery = z.object({ page: z.string().max(20).optional(), size: z.string().max(20).optional() });

export const ZFrequentlyUsedAddress = z.object({
  id: z.number().int(),
  name: z.string(),
  fullAddress: z.string(),
  placeId: z.string(),
  ...coordinates,
});
export type TFrequentlyUsedAddress = z.infer<typeof ZFrequentlyUsedAddress>;
export const ZFrequentlyUsedAddressPage = pageOf(ZFrequentlyUsedAddress);
export const ZAddressListQuery = z.object({ ...ZPaging, q: z.string().trim().max(100).optional() });
export type TAddressListQuery = QueryOf<typeof ZAddressListQuery>;

export const ZSuggestionQuery = z.object({
  term: z.string().max(200).optional().default(''),
  limit: zUrlInt(1, 15, 8),
});
export const ZAddressSuggestion = z.object({
  fullName: z.string(),
  id: z.string(),
  placeId: z.string(),
  address: z.string(),
  ...coordinates,
});
export type TAddressSuggestion = z.infer<typeof ZAddressSuggestion>;
