import { FLIGHT_FINAL_STATUSES, type FlightStatus, type FlightTrackingStored } from './flights.ts';

/**
 * When a flight is asked about and where its pickup goes (issue 20 §1, docs/api/integrations.md):
 * pure functions of the times, the settings and "now" (the app's clock).
 */
const MINUTE = 60_000;
/** Tracking starts this long before the scheduled arrival. */
export const FLIGHT_TRACK_FROM_MS = 6 * 60 * MINUTE;
/** Asked every 15 minutes … */
export const FLIGHT_EVERY_MS = 15 * MINUTE;
/** … and every 5 minutes in the last hour before the (expected) landing. */
export const FLIGHT_LAST_HOUR_MS = 60 * MINUTE;
export const FLIGHT_LAST_HOUR_EVERY_MS = 5 * MINUTE;
/** A flight not landed this long after its expected arrival is given up (asked no more). */
export const FLIGHT_GIVE_UP_AFTER_MS = 6 * 60 * MINUTE;

export interface FlightTimes {
  scheduledArrival: Date;
  expectedArrival: Date | null;
  status: FlightStatus;
}

/**
 * The next time to ask: not before 6 h ahead of the scheduled arrival, then every 15 min, every 5 min from
 * an hour before the expected (else scheduled) arrival; null after a landing, a cancellation or a diversion,
 * and once the flight is long overdue.
 */
export function nextCheckAt(f: FlightTimes, now: Date): Date | null {
  if (FLIGHT_FINAL_STATUSES.includes(f.status)) return null;
  const arrival = (f.expectedArrival ?? f.scheduledArrival).getTime();
  const start = f.scheduledArrival.getTime() - FLIGHT_TRACK_FROM_MS;
  if (now.getTime() < start) return new Date(start);
  if (now.getTime() > arrival + FLIGHT_GIVE_UP_AFTER_MS) return null;
  const lastHour = arrival - FLIGHT_LAST_HOUR_MS;
  if (now.getTime() >= lastHour) return new Date(now.getTime() + FLIGHT_LAST_HOUR_EVERY_MS);
  return new Date(Math.min(now.getTime() + FLIGHT_EVERY_MS, lastHour));
}

/** Expected minus scheduled, in whole minutes; null without an estimate. */
export function delayMinutesOf(scheduled: Date, expected: Date | null): number | null {
  return expected ? Math.round((expected.getTime() - scheduled.getTime()) / MINUTE) : null;
}

/**
 * Where the pickup goes for an expected landing: landing + buffer, kept within ADMIN's limits around the
 * planned pickup (scheduled arrival + buffer): at most `maxEarlierMinutes` earlier, `maxLaterMinutes` later.
 */
export function pickupFor(
  scheduled: Date,
  expected: Date,
  bufferMinutes: number,
  limits: Pick<FlightTrackingStored, 'maxEarlierMinutes' | 'maxLaterMinutes'>,
): Date {
  const planned = scheduled.getTime() + bufferMinutes * MINUTE;
  const wanted = expected.getTime() + bufferMinutes * MINUTE;
  const earliest = planned - limits.maxEarlierMinutes * MINUTE;
  const latest = planned + limits.maxLaterMinutes * MINUTE;
  return new Date(Math.min(latest, Math.max(earliest, wanted)));
}

/** The buffer of a ride: its client's, else its vehicle offer's, else the settings' default. */
export function bufferOf(client: number | null, offer: number | null, fallback: number): number {
  return client ?? offer ?? fallback;
}
