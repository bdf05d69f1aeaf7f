import { z } from 'zod';
import type { OperatingState } from './operating.ts';

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

/** Spec §3 Driver map pin, as the dispatch board gets it. */
export interface DriverPin {
  idDriver: number;
  name: string;
  ident: string;
  center: { latitude: number; longitude: number; heading: number };
  operating: Exclude<OperatingState, 'OFFLINE'>;
  speed: number;
  updatedAt: string;
  currentRideId: number | null;
  fleetManagerId: number | null;
}

/** Spec §3 public pin (+ heading to rotate it, ★ etaMinutes to the pick-up). */
export interface PublicPin {
  operating: Exclude<OperatingState, 'OFFLINE'>;
  driverName: string;
  userId: number;
  ident: string;
  latitude: number;
  longitude: number;
  heading: number;
  etaMinutes: number | null;
}

/** Spec §4 notification kinds, stored on the ride for the notifications issue. */
export const RIDE_NOTIFICATION_KINDS = ['FLEET_ASSIGNED', 'APPROACHING', 'DRIVEWAY_CHANGE', 'CHANGE'] as const;
export type RideNotificationKind = (typeof RIDE_NOTIFICATION_KINDS)[number];

export interface RideNotification {
  id: number;
  rideId: number;
  kind: RideNotificationKind;
  payload: Record<string, unknown>;
  createdAt: string;
  deliveredAt: string | null;
}

export const SUGGESTION_EXCLUSIONS = ['BUSY', 'NO_VEHICLE', 'VEHICLE_TOO_SMALL', 'VEHICLE_OFFER', 'DOCUMENT_EXPIRED'] as const;
export type SuggestionExclusion = (typeof SUGGESTION_EXCLUSIONS)[number];
export const SUGGESTION_REASONS = ['ONLINE', 'NEAR', 'AVAILABLE', 'ON_A_RIDE', 'SAME_FLEET', 'FITS_VEHICLE'] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];

export interface DriverSuggestion {
  driverId: number;
  name: string;
  ident: string;
  online: boolean;
  operating: OperatingState;
  etaMinutes: number | null;
  distanceKm: number | null;
  vehicle: { id: number; registrationPlate: string; brand: string; model: string; numberOfPeople: number; numberOfLuggage: number };
  reasons: SuggestionReason[];
}

export interface DriverSuggestions {
  rideId: number;
  pickup: { address: string; latitude: number | null; longitude: number | null };
  suggestions: DriverSuggestion[];
  excluded: { driverId: number; name: string; reason: SuggestionExclusion; detail: string }[];
}
