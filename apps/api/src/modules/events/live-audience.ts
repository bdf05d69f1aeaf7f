import type { LiveEventName, LiveEvents } from '@vozka/domain';
import type { BusMessage, RideParties } from '../../adapters/events/messages.ts';

/** The signed-in user of an event stream, as the rules see it (fixed for the stream's life). */
export interface Listener {
  id: number;
  roles: readonly string[];
  fleetManagerId: number | null;
}

const has = (u: Listener, role: string) => u.roles.includes(role);

/** A driver without a fleet manager, or any fleet manager: who takes rides from the free pool. */
export function seesPool(u: Listener): boolean {
  return has(u, 'FLEET_MANAGER') || (has(u, 'DRIVER') && u.fleetManagerId === null);
}

/**
 * Does the user see a ride with these parties? The same rules as `visibleRides` of
 * modules/rides/ride-access.ts (docs/api/rides.md "Who sees which rides"), on ids instead of SQL; the
 * events tests check both agree.
 */
export function seesRide(u: Listener, r: RideParties): boolean {
  if (has(u, 'ADMIN')) return true;
  if (r.status === 'DELETED') return false;
  const free = r.status === 'FREE';
  if (has(u, 'FLEET_MANAGER') && (r.fleetManagerId === u.id || free)) return true;
  if (has(u, 'DRIVER') && (r.driverId === u.id || (free && u.fleetManagerId === null))) return true;
  if (has(u, 'CUSTOMER') && r.customerId === u.id) return true;
  return has(u, 'PASSENGER') && r.passengerId === u.id;
}

export type LiveEvent = { [K in LiveEventName]: { name: K; data: LiveEvents[K] } }[LiveEventName];

/**
 * Which event one bus message is to one user, or null when it is none of theirs: a ride the user sees is
 * `ride.changed` (or `ride.deleted` once deleted), a ride the user saw before the change and no longer sees is
 * `ride.deleted`.
 */
export function eventNameFor(u: Listener, m: BusMessage): LiveEventName | null {
  switch (m.t) {
    case 'ride':
      if (seesRide(u, m.now)) return m.now.status === 'DELETED' ? 'ride.deleted' : 'ride.changed';
      return m.before && seesRide(u, m.before) ? 'ride.deleted' : null;
    case 'pos':
      return has(u, 'ADMIN') || (has(u, 'FLEET_MANAGER') && m.fleetManagerId === u.id) ? 'driver.position' : null;
    case 'free':
      return seesPool(u) ? 'free-rides.count' : null;
  }
}

/** What the event of a message says: the same for every user it is sent to (`eventNameFor` names it). */
export function eventOf(m: BusMessage, name: LiveEventName): LiveEvent {
  switch (m.t) {
    case 'ride':
      if (name === 'ride.deleted') return { name, data: { id: m.id } };
      return {
        name: 'ride.changed',
        data: { id: m.id, status: m.now.status, driverId: m.now.driverId, fleetManagerId: m.now.fleetManagerId, version: m.version },
      };
    case 'pos': {
      const { driverId: idDriver, latitude, longitude, heading, speed, operating, at: updatedAt } = m;
      return { name: 'driver.position', data: { idDriver, latitude, longitude, heading, speed, operating, updatedAt } };
    }
    case 'free':
      return { name: 'free-rides.count', data: { count: m.count } };
  }
}

/** What one bus message means to one user: the SSE event to send it, or null. */
export function eventFor(u: Listener, m: BusMessage): LiveEvent | null {
  const name = eventNameFor(u, m);
  return name === null ? null : eventOf(m, name);
}
