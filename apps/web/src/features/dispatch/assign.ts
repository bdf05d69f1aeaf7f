import { statusOnAssign } from '@vozka/domain';
import type { Ride, TRideInput } from '@vozka/domain';

/** Is the ride still without a driver (and not finished)? The board lists these first. */
export function isUnassigned(ride: Pick<Ride, 'driverId' | 'status'>): boolean {
  return ride.driverId === null && !['DONE', 'NOT_ARRIVED', 'CANCELED_BY_CLIENT', 'CANCELED_BY_DRIVER', 'DELETED'].includes(ride.status);
}

/** The day's rides for the board: unassigned first, then by pick-up time. */
export function boardOrder<T extends Pick<Ride, 'driverId' | 'status' | 'date' | 'id'>>(rides: readonly T[]): T[] {
  return [...rides].sort(
    (a, b) => Number(isUnassigned(b)) - Number(isUnassigned(a)) || Date.parse(a.date) - Date.parse(b.date) || a.id - b.id,
  );
}

/** The PUT body that gives a ride its driver (or takes it away: null). */
export function assignDriverBody(ride: Pick<Ride, 'status' | 'version' | 'abilities'>, driverId: number | null): TRideInput {
  const body: TRideInput = { driverId, version: ride.version };
  const status = statusOnAssign(ride, driverId);
  if (status) body.status = status;
  return body;
}
