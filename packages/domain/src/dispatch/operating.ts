import type { RideStatus } from '../rides/ride-status.ts';

/**
 * Dispatch constants and the driver's operating state (spec §3 driver map pin, §4 operating states,
 * docs/api/dispatch.md, docs/decisions/0011).
 */

/** A driver is online while its last position is at most this old. */
export const DRIVER_ONLINE_WINDOW_MS = 2 * 60 * 1000;
/** A tracking link keeps answering this long after its ride ended; then it answers like an unknown one. */
export const TRACKING_GRACE_MS = 24 * 60 * 60 * 1000;
/** Live event streams end after this long; the browser reconnects (and the session is checked again). */
export const EVENT_STREAM_LIFETIME_MS = 15 * 60 * 1000;
/** A comment line keeps proxies from closing an idle stream. */
export const EVENT_HEARTBEAT_MS = 25_000;
/** The `retry:` hint: how soon a browser reconnects a dropped stream. */
export const EVENT_RETRY_MS = 3000;
/** The driver's phone may post at most this many positions per window (one a second on average). */
export const POSITION_POSTS_PER_WINDOW = 5;
export const POSITION_WINDOW_MS = 5000;

/** The ride statuses that set the pin's image; any other state uses the on-the-way pin (spec §4). */
export const OPERATING_RIDE_STATUSES = ['ON_THE_WAY', 'ON_THE_PLACE', 'OCCUPIED'] as const satisfies readonly RideStatus[];
export type OperatingRideStatus = (typeof OPERATING_RIDE_STATUSES)[number];

/** AVAILABLE: online without a ride in an operating status; OFFLINE: no fresh position (never drawn). */
export const OPERATING_STATES = [...OPERATING_RIDE_STATUSES, 'AVAILABLE', 'OFFLINE'] as const;
export type OperatingState = (typeof OPERATING_STATES)[number];

export function isOperatingRideStatus(status: string | null | undefined): status is OperatingRideStatus {
  return (OPERATING_RIDE_STATUSES as readonly string[]).includes(status ?? '');
}

/** Is a position taken at `at` still fresh at `now`? */
export function isOnline(at: Date | null | undefined, now: Date): boolean {
  return !!at && now.getTime() - at.getTime() <= DRIVER_ONLINE_WINDOW_MS;
}

/**
 * The driver's operating state: OFFLINE without a fresh position, else its current ride's status when that
 * is ON_THE_WAY / ON_THE_PLACE / OCCUPIED, else AVAILABLE.
 */
export function operatingStateOf(
  currentRideStatus: string | null | undefined,
  positionAt: Date | null | undefined,
  now: Date,
): OperatingState {
  if (!isOnline(positionAt, now)) return 'OFFLINE';
  return isOperatingRideStatus(currentRideStatus) ? currentRideStatus : 'AVAILABLE';
}
