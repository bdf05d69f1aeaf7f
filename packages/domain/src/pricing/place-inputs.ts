import { z } from 'zod';
import { ZCoordinate, ZNullableText } from '../shared/text.ts';

const required = (max: number) => z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(max, 'INVALID_INPUT');
const text = (max: number) => ZNullableText(max, 'INVALID_INPUT');
const lat = ZCoordinate(90, 'INVALID_INPUT');
const lng = ZCoordinate(180, 'INVALID_INPUT');

/** `POST /api/locations`, `PUT /api/locations/{id}` (spec §3 Location). */
export const ZLocationInput = z.object({
  name: required(200),
  address: required(500),
  placeId: text(300),
  lat,
  lng,
  airport: z.boolean().optional().default(false),
  trainStation: z.boolean().optional().default(false),
  active: z.boolean().optional().default(true),
  position: z.number().int().min(0).max(100_000).optional().default(0),
});
export type TLocationInput = z.input<typeof ZLocationInput>;
export type LocationInput = z.output<typeof ZLocationInput>;

/**
 * A flight number as written on a board: an airline code (2–3 letters or digits) and 1–5 digits with an
 * optional letter, e.g. "OK 123", "W64321", "EZY1234A"; stored upper case without spaces.
 */
export const ZFlightNumberInput = z.object({
  number: z
    .string({ error: 'REQUIRED' })
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, 'REQUIRED')
        .regex(/^[A-Z0-9]{2,3}\d{1,5}[A-Z]?$/, 'FLIGHT_NUMBER_INVALID'),
    ),
});
export type TFlightNumberInput = z.input<typeof ZFlightNumberInput>;

/** `POST /api/frequently-used-addresses` (spec §3 Common address: name, full address). */
export const ZFrequentlyUsedAddressInput = z.object({
  name: required(200),
  fullAddress: required(500),
  placeId: text(300),
  lat,
  lng,
});
export type TFrequentlyUsedAddressInput = z.input<typeof ZFrequentlyUsedAddressInput>;
export type FrequentlyUsedAddressInput = z.output<typeof ZFrequentlyUsedAddressInput>;

/** `PATCH /api/frequently-used-addresses/{id}`: the fields sent change, the others stay. */
export const ZFrequentlyUsedAddressPatch = z.object({
  name: required(200).optional(),
  fullAddress: required(500).optional(),
  placeId: text(300).optional(),
  lat: lat.optional(),
  lng: lng.optional(),
});
