import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { canClearFleet, isFinal, nextStatuses, partiesOf, type Party, type RideAbilities, type RideStatus } from '@vozka/domain';
import { rides, type RideRow } from '../../db/schema/index.ts';

/** The signed-in user as the ride rules see it. */
export interface RideCaller {
  id: number;
  roles: readonly string[];
  /** A driver's fleet; null for a driver of the free pool (and for every other role). */
  fleetManagerId: number | null;
}

/** Statuses in which the ride's customer may still change it: the driver is not on the way yet. */
export const CUSTOMER_EDITABLE: readonly RideStatus[] = ['NEW', 'FREE', 'UNCONFIRMED', 'PLANNED', 'ACCEPTED_BY_DRIVER'];

const has = (caller: RideCaller, role: string) => caller.roles.includes(role);

/** A driver without a fleet manager takes rides from the free pool. */
export function isPoolDriver(caller: RideCaller): boolean {
  return has(caller, 'DRIVER') && caller.fleetManagerId === null;
}

/**
 * Which rides a caller sees, as a condition on `rides` (undefined = all), docs/api/rides.md: ADMIN all;
 * a FLEET_MANAGER its fleet's and the free pool; a DRIVER its own, and the pool when it has no fleet; a
 * CUSTOMER its own; a PASSENGER those it rides in. Several roles see the union; DELETED only ADMIN.
 */
export function visibleRides(caller: RideCaller): SQL | undefined {
  if (has(caller, 'ADMIN')) return undefined;
  const parts: SQL[] = [];
  if (has(caller, 'FLEET_MANAGER')) parts.push(eq(rides.fleetManagerId, caller.id), eq(rides.status, 'FREE'));
  if (has(caller, 'DRIVER')) {
    parts.push(eq(rides.driverId, caller.id));
    if (isPoolDriver(caller)) parts.push(eq(rides.status, 'FREE'));
  }
  if (has(caller, 'CUSTOMER')) parts.push(eq(rides.customerId, caller.id));
  if (has(caller, 'PASSENGER')) parts.push(eq(rides.passengerId, caller.id));
  if (parts.length === 0) return sql`false`;
  return and(or(...parts), ne(rides.status, 'DELETED'));
}

type RideRef = Pick<RideRow, 'status' | 'previousStatus' | 'driverId' | 'fleetManagerId' | 'customerId' | 'passengerId'>;

/** How the caller stands to one ride: its parties (status machine) and which sides of the ride it sees. */
export interface RideView {
  parties: Set<Party>;
  /** ADMIN, the ride's fleet manager, or a fleet manager looking at the free pool: every field. */
  dispatch: boolean;
  /** The assigned driver, or a pool driver looking at a FREE ride. */
  driver: boolean;
  /** The ride's customer or passenger. */
  client: boolean;
}

export function viewOf(caller: RideCaller, ride: RideRef): RideView {
  const parties = partiesOf(caller, ride);
  const free = ride.status === 'FREE';
  return {
    parties,
    dispatch: parties.has('ADMIN') || parties.has('RIDE_FLEET_MANAGER') || (parties.has('POOL_FLEET_MANAGER') && free),
    driver: parties.has('ASSIGNED_DRIVER') || (parties.has('POOL_DRIVER') && free),
    client: parties.has('RIDE_CUSTOMER') || (has(caller, 'PASSENGER') && ride.passengerId === caller.id),
  };
}

/** Fields a view may not receive (absent keys): a driver never the client price, the client side never the driver's. */
export function hiddenFields(view: RideView): Set<'driverPrice' | 'priceForClient' | 'dispatchingNote' | 'passengerEmail'> {
  const hidden = new Set<'driverPrice' | 'priceForClient' | 'dispatchingNote' | 'passengerEmail'>();
  if (!view.dispatch) hidden.add('dispatchingNote');
  // A ride's people are shown to its driver and fleet manager by name and phone only (issue 12 item 3).
  if (!view.parties.has('ADMIN') && !view.client) hidden.add('passengerEmail');
  if (!view.dispatch && !view.driver) hidden.add('driverPrice');
  if (!view.dispatch && !view.client) hidden.add('priceForClient');
  return hidden;
}

/**
 * History rows a view may not read: those of its hidden fields, and for a driver (neither dispatch nor
 * the client) the payment lines — amounts, types and paid states of the client's payments (issue 12).
 */
export function hiddenHistoryFields(view: RideView): Set<string> {
  const hidden = new Set<string>(hiddenFields(view));
  if (!view.dispatch && !view.client) hidden.add('payment');
  return hidden;
}

/** Who receives the ride's own public keys (tracking and payment links): dispatch and the ride's customer. */
export function receivesRideLinks(view: RideView): boolean {
  return ['ADMIN', 'RIDE_FLEET_MANAGER', 'RIDE_CUSTOMER'].some((party) => view.parties.has(party as Party));
}

/** ADMIN, the ride's fleet manager, its customer, its driver: who reads the history of a ride. */
export function canReadHistory(parties: ReadonlySet<Party>): boolean {
  return ['ADMIN', 'RIDE_FLEET_MANAGER', 'RIDE_CUSTOMER', 'ASSIGNED_DRIVER'].some((p) => parties.has(p as Party));
}

/** ADMIN, the ride's fleet manager, its driver: who sets the waiting time. */
export function canSetWaiting(parties: ReadonlySet<Party>): boolean {
  return parties.has('ADMIN') || parties.has('RIDE_FLEET_MANAGER') || parties.has('ASSIGNED_DRIVER');
}

/** ADMIN, the ride's fleet manager, its customer: who duplicates a ride. */
export function canDuplicate(parties: ReadonlySet<Party>): boolean {
  return parties.has('ADMIN') || parties.has('RIDE_FLEET_MANAGER') || parties.has('RIDE_CUSTOMER');
}

/** ADMIN and the ride's fleet manager mark a ride as seen. */
export function canMarkSeen(parties: ReadonlySet<Party>): boolean {
  return parties.has('ADMIN') || parties.has('RIDE_FLEET_MANAGER');
}

/** The `abilities` sent with each ride, from the same rules the writes enforce. */
export function abilitiesOf(ride: RideRef, view: RideView): RideAbilities {
  const p = view.parties;
  const dispatch = p.has('ADMIN') || p.has('RIDE_FLEET_MANAGER');
  const status = ride.status as RideStatus;
  return {
    edit: dispatch || (p.has('RIDE_CUSTOMER') && CUSTOMER_EDITABLE.includes(status)),
    nextStatuses: nextStatuses(status, p, ride.previousStatus as RideStatus | null),
    clearFleet: ride.fleetManagerId !== null && canClearFleet(status, p),
    setWaiting: canSetWaiting(p),
    duplicate: canDuplicate(p),
    delete: p.has('ADMIN') && !isFinal(status),
  };
}
