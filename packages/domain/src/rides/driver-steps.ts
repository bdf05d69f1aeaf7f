import { z } from 'zod';
import { pragueWallTimeAt } from '../shared/time.ts';
import { ZMinutesUpToADay } from '../shared/minutes.ts';
import { RIDE_STATUSES, type RideStatus } from './ride-status.ts';

/**
 * The driver's steps follow the clock (issue 17 §2, docs/decisions/0034): rules on top of the status
 * table (`ride-status.ts`), the same for the API, which refuses a step, and the web, which disables its
 * button and says why. ADMIN moves a ride at any time; these rules are for the driver.
 */

/** `GET/PUT /api/settings/driver-steps`: how long before the pick-up a driver may set off. */
export const ZDriverStepSettings = z.object({ leadMinutes: z.number().int() });
export type DriverStepSettings = z.infer<typeof ZDriverStepSettings>;
export const ZDriverStepSettingsInput = z.object({
  leadMinutes: ZMinutesUpToADay,
});
export const DEFAULT_DRIVER_STEPS: DriverStepSettings = { leadMinutes: 90 };

/** The driver's last step may be undone this long after it was made. */
export const UNDO_STEP_MINUTES = 2;

/** A driver is on one ride at a time: on the way to it, at its pick-up or with its passenger on board. */
export const DRIVER_ACTIVE_STATUSES: readonly RideStatus[] = ['ON_THE_WAY', 'ON_THE_PLACE', 'OCCUPIED'];

/** Steps a driver may undo (declining and cancelling give the ride away: not undone here). */
export const UNDOABLE_STEPS: readonly RideStatus[] = ['ACCEPTED_BY_DRIVER', ...DRIVER_ACTIVE_STATUSES, 'DONE', 'NOT_ARRIVED'];

/** Statuses before the driver is at the pick-up: a ride in one of them cannot be DONE yet. */
const BEFORE_ON_THE_PLACE: readonly RideStatus[] = RIDE_STATUSES.slice(0, RIDE_STATUSES.indexOf('ON_THE_PLACE'));

/** The first moment a driver may set off (ON_THE_WAY) to a pick-up at `date`. */
export function onTheWayAllowedFrom(date: Date, leadMinutes: number): Date {
  return new Date(date.getTime() - leadMinutes * 60_000);
}

/** HH:mm on the Prague clock (24 h), for the messages' `{time}`. */
export function pragueClock(instant: Date): string {
  const w = pragueWallTimeAt(instant);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
}

export type StepRefusal =
  | { code: 'RIDE_STEP_TOO_EARLY'; params: { minutes: number; time: string }; availableAt: Date }
  | { code: 'RIDE_DONE_BEFORE_ON_THE_PLACE'; params: Record<string, never>; availableAt: null }
  | { code: 'RIDE_OTHER_ACTIVE'; params: { rideId: number }; availableAt: null };

export interface StepCheck {
  from: RideStatus;
  to: RideStatus;
  /** The pick-up time. */
  date: Date;
  now: Date;
  leadMinutes: number;
  /** Another ride of the same driver that is on the way, at its pick-up or occupied, if any. */
  otherActiveRideId: number | null;
}

/** Why a driver may not make this step now, or null when it may (the status table is checked apart). */
export function driverStepRefusal(c: StepCheck): StepRefusal | null {
  if (c.to === 'DONE' && BEFORE_ON_THE_PLACE.includes(c.from))
    return { code: 'RIDE_DONE_BEFORE_ON_THE_PLACE', params: {}, availableAt: null };
  if (c.to === 'ON_THE_WAY') {
    const at = onTheWayAllowedFrom(c.date, c.leadMinutes);
    if (c.now < at) return { code: 'RIDE_STEP_TOO_EARLY', params: { minutes: c.leadMinutes, time: pragueClock(at) }, availableAt: at };
  }
  if (DRIVER_ACTIVE_STATUSES.includes(c.to) && !DRIVER_ACTIVE_STATUSES.includes(c.from) && c.otherActiveRideId !== null) {
    return { code: 'RIDE_OTHER_ACTIVE', params: { rideId: c.otherActiveRideId }, availableAt: null };
  }
  return null;
}

/** May the driver's step made at `madeAt` still be undone at `now`? Until `undoUntil`. */
export function undoUntil(madeAt: Date): Date {
  return new Date(madeAt.getTime() + UNDO_STEP_MINUTES * 60_000);
}

export function canUndoStep(step: { status: RideStatus; madeAt: Date }, now: Date): boolean {
  return UNDOABLE_STEPS.includes(step.status) && now >= step.madeAt && now < undoUntil(step.madeAt);
}
