import { z } from 'zod';

/**
 * Rounds to a precision a phone's fix has: coordinates to 1e-7° (~1 cm), speed and accuracy to 0.1. The
 * database keeps speed and accuracy as 4-byte floats, which refuse a subnormal like 7e-323 (a 500 the
 * fuzz step found); rounded, it is 0.
 */
const rounded = (places: number) => (x: number) => Math.round(x * 10 ** places) / 10 ** places + 0;

/** `POST /api/drivers/me/position` (docs/api/dispatch.md §1). */
export const ZPositionInput = z.object({
  latitude: z.number().min(-90).max(90).transform(rounded(7)),
  longitude: z.number().min(-180).max(180).transform(rounded(7)),
  heading: z
    .number()
    .min(0)
    .max(360)
    .transform((h) => Math.round(h) % 360),
  speed: z.number().min(0).max(400).transform(rounded(1)),
  accuracy: z.number().min(0).max(100_000).transform(rounded(1)).optional(),
  recordedAt: z.iso.datetime({ offset: true }).optional(),
});
export type PositionInput = z.infer<typeof ZPositionInput>;
/** The body as a client sends it (before the rounding). */
export type TPositionInput = z.input<typeof ZPositionInput>;

/** Spec §4 notification kinds, stored on the ride for the notifications issue. */
export const RIDE_NOTIFICATION_KINDS = ['FLEET_ASSIGNED', 'APPROACHING', 'DRIVEWAY_CHANGE', 'CHANGE'] as const;
export type RideNotificationKind = (typeof RIDE_NOTIFICATION_KINDS)[number];

export const SUGGESTION_EXCLUSIONS = ['BUSY', 'NO_VEHICLE', 'VEHICLE_TOO_SMALL', 'VEHICLE_OFFER', 'DOCUMENT_EXPIRED'] as const;
export type SuggestionExclusion = (typeof SUGGESTION_EXCLUSIONS)[number];
export const SUGGESTION_REASONS = ['ONLINE', 'NEAR', 'AVAILABLE', 'ON_A_RIDE', 'SAME_FLEET', 'FITS_VEHICLE'] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];
