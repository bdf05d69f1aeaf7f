import { z } from 'zod';
import { RIDE_STATUSES } from '../rides/ride-status.ts';
import { ZVehicle } from '../vehicles/contracts.ts';
import { OPERATING_STATES } from './operating.ts';
import { RIDE_NOTIFICATION_KINDS, SUGGESTION_EXCLUSIONS, SUGGESTION_REASONS } from './pins.ts';

/**
 * The answers of the dispatch API (docs/api/dispatch.md): pins, suggestions, notifications and the
 * payloads of the live stream. The API serializes and documents them with these schemas, the web types
 * its queries and stream listeners with their types — one contract, no copies.
 */

/** A pin on a map shows a driver who is on duty: OFFLINE drivers are never drawn. */
const ZDrawnState = z.enum(OPERATING_STATES).exclude(['OFFLINE']);

/** Spec §3 Driver map pin, as the dispatch board gets it. */
export const ZDriverPin = z.object({
  idDriver: z.number().int(),
  name: z.string(),
  ident: z.string(),
  center: z.object({ latitude: z.number(), longitude: z.number(), heading: z.number() }),
  operating: ZDrawnState,
  speed: z.number(),
  updatedAt: z.string(),
  currentRideId: z.number().int().nullable(),
  fleetManagerId: z.number().int().nullable(),
});
export type DriverPin = z.infer<typeof ZDriverPin>;

/** Spec §3 public pin (+ heading to rotate it, ★ etaMinutes to the pick-up). */
export const ZPublicPin = z.object({
  operating: ZDrawnState,
  driverName: z.string(),
  userId: z.number().int(),
  ident: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  heading: z.number(),
  etaMinutes: z.number().int().nullable(),
});
export type PublicPin = z.infer<typeof ZPublicPin>;

/** `/{slug}/track-your-driver`: the ride's tracking key. */
export const ZSlugParams = z.object({ slug: z.string().max(200) });
export type TSlugParams = z.infer<typeof ZSlugParams>;

/** Spec §4: a notification stored on the ride for the notifications issue. */
export const ZRideNotification = z.object({
  id: z.number().int(),
  rideId: z.number().int(),
  kind: z.enum(RIDE_NOTIFICATION_KINDS),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type RideNotification = z.infer<typeof ZRideNotification>;

export const ZDriverSuggestion = z.object({
  driverId: z.number().int(),
  name: z.string(),
  ident: z.string(),
  online: z.boolean(),
  operating: z.enum(OPERATING_STATES),
  etaMinutes: z.number().int().nullable(),
  distanceKm: z.number().nullable(),
  /** The driver's vehicle, as the vehicles list answers it, but for what choosing a driver needs. */
  vehicle: ZVehicle.pick({
    id: true,
    registrationPlate: true,
    brand: true,
    model: true,
    numberOfPeople: true,
    numberOfLuggage: true,
  }),
  reasons: z.array(z.enum(SUGGESTION_REASONS)),
});
export type DriverSuggestion = z.infer<typeof ZDriverSuggestion>;

/** `GET /api/orders/{id}/driver-suggestions`: the ranked drivers and those left out, with why. */
export const ZDriverSuggestions = z.object({
  rideId: z.number().int(),
  pickup: z.object({ address: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() }),
  suggestions: z.array(ZDriverSuggestion),
  excluded: z.array(z.object({ driverId: z.number().int(), name: z.string(), reason: z.enum(SUGGESTION_EXCLUSIONS), detail: z.string() })),
});
export type DriverSuggestions = z.infer<typeof ZDriverSuggestions>;

/** What `GET /api/events` sends (docs/api/dispatch.md §4): each event name and the schema of its data. */
export const ZLiveEvents = z.object({
  'ride.changed': z.object({
    id: z.number().int(),
    status: z.enum(RIDE_STATUSES),
    driverId: z.number().int().nullable(),
    fleetManagerId: z.number().int().nullable(),
    version: z.number().int(),
  }),
  'ride.deleted': z.object({ id: z.number().int() }),
  'driver.position': z.object({
    idDriver: z.number().int(),
    latitude: z.number(),
    longitude: z.number(),
    heading: z.number(),
    speed: z.number(),
    operating: z.enum(OPERATING_STATES),
    updatedAt: z.string(),
  }),
  'free-rides.count': z.object({ count: z.number().int() }),
});
export type LiveEvents = z.infer<typeof ZLiveEvents>;
