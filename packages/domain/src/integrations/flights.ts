import { z } from 'zod';

/**
 * Flight tracking of arrival pickups (issue 20 §1, docs/api/integrations.md): the flight state a
 * ride carries, the ADMIN settings and the badge the web shows beside a ride.
 */

/** A flight's state as the portal keeps it; UNKNOWN: the provider did not answer (the ride keeps its time). */
export const FLIGHT_STATUSES = ['SCHEDULED', 'ON_TIME', 'DELAYED', 'EARLY', 'LANDED', 'DIVERTED', 'CANCELLED', 'UNKNOWN'] as const;
export type FlightStatus = (typeof FLIGHT_STATUSES)[number];

/** `none`: tracking off (the offline default, asks nobody); `aerodatabox`: AeroDataBox on RapidAPI. */
export const FLIGHT_PROVIDERS = ['none', 'aerodatabox'] as const;
export type FlightProviderName = (typeof FLIGHT_PROVIDERS)[number];

/** Minutes after the landing the pickup is set to when neither the client nor the vehicle offer says otherwise. */
export const DEFAULT_FLIGHT_BUFFER_MINUTES = 20;
/** The longest buffer (client, offer or default): 4 hours. */
export const MAX_FLIGHT_BUFFER_MINUTES = 240;
/** The farthest an automatic move may take a pickup from its planned time: 12 hours. */
export const MAX_FLIGHT_SHIFT_MINUTES = 720;

/**
 * The flight of a ride with a flight number and an arrival time (`Ride.flight`). `tracking: false`: the
 * provider is `none` ("tracking off"); the other fields then say what the ride itself says.
 */
export const ZRideFlight = z.object({
  tracking: z.boolean(),
  flightNumber: z.string(),
  status: z.enum(FLIGHT_STATUSES),
  /** The timetable's arrival (the ride's `timeOfArrival`). */
  scheduledArrival: z.string(),
  /** The provider's latest estimate, or the actual landing; null before the first answer. */
  expectedArrival: z.string().nullable(),
  /** Expected minus scheduled, in whole minutes (negative: early); null before the first answer. */
  delayMinutes: z.number().int().nullable(),
  divertedTo: z.string().nullable(),
  /** When the provider was last asked. */
  checkedAt: z.string().nullable(),
});
export type RideFlight = z.infer<typeof ZRideFlight>;

const minutes = (max: number) => z.number().int().min(0).max(max);

/** The settings as stored (`settings` key `flightTracking`); the API never answers `apiKey`. */
export const ZFlightTrackingStored = z.object({
  provider: z.enum(FLIGHT_PROVIDERS),
  apiKey: z.string().max(200).nullable(),
  /** Minutes after the landing (default 20: checked baggage). */
  bufferMinutes: minutes(MAX_FLIGHT_BUFFER_MINUTES),
  /** How far the job may move a pickup earlier / later than planned (scheduled arrival + buffer). */
  maxEarlierMinutes: minutes(MAX_FLIGHT_SHIFT_MINUTES),
  maxLaterMinutes: minutes(MAX_FLIGHT_SHIFT_MINUTES),
});
export type FlightTrackingStored = z.infer<typeof ZFlightTrackingStored>;

export const DEFAULT_FLIGHT_TRACKING: FlightTrackingStored = {
  provider: 'none',
  apiKey: null,
  bufferMinutes: DEFAULT_FLIGHT_BUFFER_MINUTES,
  maxEarlierMinutes: 60,
  maxLaterMinutes: 240,
};

/** `GET/PUT /api/settings/flight-tracking` answer: the key only as its last 4 characters. */
export const ZFlightTrackingSettings = ZFlightTrackingStored.omit({ apiKey: true }).extend({
  apiKeySet: z.boolean(),
  /** `••••abcd`, or null without a key. */
  apiKeyHint: z.string().nullable(),
});
export type FlightTrackingSettings = z.infer<typeof ZFlightTrackingSettings>;

/**
 * `PUT /api/settings/flight-tracking`: `apiKey` left out keeps the stored key, null removes it. A real
 * provider needs a key (400 FLIGHT_API_KEY_REQUIRED on `apiKey`).
 */
export const ZFlightTrackingInput = ZFlightTrackingStored.extend({
  apiKey: z.string().trim().min(1).max(200).nullable().optional(),
});
export type FlightTrackingInput = z.infer<typeof ZFlightTrackingInput>;

/** A buffer field of a vehicle offer or a client: minutes, or null for "the default". */
export const ZFlightBuffer = minutes(MAX_FLIGHT_BUFFER_MINUTES).nullable();

/** What the web's badge says about a ride's flight (texts in the `flights` namespace: `badge.<kind>`). */
export type FlightBadgeKind = 'off' | 'scheduled' | 'onTime' | 'delayed' | 'early' | 'landed' | 'diverted' | 'cancelled' | 'unknown';

export interface FlightBadge {
  kind: FlightBadgeKind;
  /** Minutes of delay (or of being early), for `delayed` and `early`. */
  minutes?: number;
  /** Where a diverted flight lands, when known. */
  divertedTo?: string;
}

const BADGE_OF: Record<FlightStatus, FlightBadgeKind> = {
  SCHEDULED: 'scheduled',
  ON_TIME: 'onTime',
  DELAYED: 'delayed',
  EARLY: 'early',
  LANDED: 'landed',
  DIVERTED: 'diverted',
  CANCELLED: 'cancelled',
  UNKNOWN: 'unknown',
};

/** The badge of a ride's flight: "tracking off" without a provider, else its status (delay in minutes). */
export function flightBadge(flight: RideFlight): FlightBadge {
  if (!flight.tracking) return { kind: 'off' };
  const kind = BADGE_OF[flight.status];
  if (kind === 'delayed' || kind === 'early') return { kind, minutes: Math.abs(flight.delayMinutes ?? 0) };
  if (kind === 'diverted' && flight.divertedTo) return { kind, divertedTo: flight.divertedTo };
  return { kind };
}

/** Statuses after which the flight is not asked about again. */
export const FLIGHT_FINAL_STATUSES: readonly FlightStatus[] = ['LANDED', 'DIVERTED', 'CANCELLED'];
