import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  partiesOf,
  receivesRideLinks as linksFor,
  rideAbilities,
  seesFreePool,
  type Language,
  type Party,
  type RideAbilities,
  type RideStatus,
} from '@vozka/domain';
import { rides, type RideRow } from '../../db/schema/index.ts';

/** The signed-in user as the ride rules see it. */
export interface RideCaller {
  id: number;
  roles: readonly string[];
  /** A driver's fleet; null for a driver of the free pool (and for every other role). */
  fleetManagerId: number | null;
  /** The caller's language (the request's): the vehicle offer is named in it; absent = Czech. */
  lang?: Language;
}

// The per-ride rules live in @vozka/domain (rides/ride-abilities.ts); the services use them from here.
export { CUSTOMER_EDITABLE, canDuplicate, canMarkSeen, canReadHistory, canSetWaiting } from '@vozka/domain';

const has = (caller: RideCaller, role: string) => caller.roles.includes(role);

/**
 * Which rides a caller sees, as a condition on `rides` (undefined = all), docs/api/rides.md: ADMIN all;
 * a FLEET_MANAGER its fleet's and the free pool; a DRIVER its own, and the pool when it has no fleet; a
 * CUSTOMER its own; a PASSENGER those it rides in. Several roles see the union; DELETED only ADMIN.
 */
export function visibleRides(caller: RideCaller): SQL | undefined {
  if (has(caller, 'ADMIN')) return undefined;
  const parts: SQL[] = [];
  if (seesFreePool(caller)) parts.push(eq(rides.status, 'FREE'));
  if (has(caller, 'FLEET_MANAGER')) parts.push(eq(rides.fleetManagerId, caller.id));
  if (has(caller, 'DRIVER')) parts.push(eq(rides.driverId, caller.id));
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
    client: parties.has('RIDE_CUSTOMER') || parties.has('RIDE_PASSENGER'),
  };
}

/** The fields hiddenFields may leave out. */
export const VIEW_HIDDEN_FIELDS = ['driverPrice', 'priceForClient', 'dispatchingNote', 'passengerEmail'] as const;

/** Fields a view may not receive (absent keys): a driver never the client price, the client side never the driver's. */
export function hiddenFields(view: RideView): Set<(typeof VIEW_HIDDEN_FIELDS)[number]> {
  const hidden = new Set<(typeof VIEW_HIDDEN_FIELDS)[number]>();
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
  return linksFor(view.parties);
}

/** The `abilities` sent with each ride, from the same rules the writes enforce. */
export function abilitiesOf(ride: RideRef, view: RideView): RideAbilities {
  return rideAbilities(
    { status: ride.status as RideStatus, previousStatus: ride.previousStatus as RideStatus | null, fleetManagerId: ride.fleetManagerId },
    view.parties,
  );
}
