import type { RideAbilities } from './contracts.ts';
import { canClearFleet, isFinal, nextStatuses, type Party, type RideStatus } from './ride-status.ts';

/**
 * Who may do what with one ride, from how the caller stands to it (`partiesOf`). The API guards its
 * writes with these functions and sends their answers as the ride's `abilities`; the web shows or hides
 * its actions by those `abilities` only, so the two cannot disagree (docs/decisions, "one rule").
 */

/** Statuses in which the ride's customer may still change it: the driver is not on the way yet. */
export const CUSTOMER_EDITABLE: readonly RideStatus[] = ['NEW', 'FREE', 'UNCONFIRMED', 'PLANNED', 'ACCEPTED_BY_DRIVER'];

const any = (parties: ReadonlySet<Party>, ...of: Party[]) => of.some((party) => parties.has(party));

/** ADMIN, the ride's fleet manager, its customer, its driver: who reads the history of a ride. */
export function canReadHistory(parties: ReadonlySet<Party>): boolean {
  return any(parties, 'ADMIN', 'RIDE_FLEET_MANAGER', 'RIDE_CUSTOMER', 'ASSIGNED_DRIVER');
}

/** ADMIN, the ride's fleet manager, its driver: who sets the waiting time. */
export function canSetWaiting(parties: ReadonlySet<Party>): boolean {
  return any(parties, 'ADMIN', 'RIDE_FLEET_MANAGER', 'ASSIGNED_DRIVER');
}

/** ADMIN, the ride's fleet manager, its customer: who duplicates a ride. */
export function canDuplicate(parties: ReadonlySet<Party>): boolean {
  return any(parties, 'ADMIN', 'RIDE_FLEET_MANAGER', 'RIDE_CUSTOMER');
}

/** ADMIN and the ride's fleet manager mark a ride as seen. */
export function canMarkSeen(parties: ReadonlySet<Party>): boolean {
  return any(parties, 'ADMIN', 'RIDE_FLEET_MANAGER');
}

/** ADMIN and the ride's fleet manager see the ride's e-mails and SMS and send its users a message. */
export function canSeeNotifications(parties: ReadonlySet<Party>): boolean {
  return any(parties, 'ADMIN', 'RIDE_FLEET_MANAGER');
}

/** Who receives the ride's own public keys (tracking and payment links): dispatch and the ride's customer. */
export function receivesRideLinks(parties: ReadonlySet<Party>): boolean {
  return any(parties, 'ADMIN', 'RIDE_FLEET_MANAGER', 'RIDE_CUSTOMER');
}

/**
 * Which payments of a ride the caller reads (docs/api/payments.md): every one for ADMIN, the ride's
 * fleet manager, customer and passenger; only the cash ones for its assigned driver (the others would
 * tell it the client price); none for anyone else who sees the ride (a pool driver or fleet manager).
 */
export function paymentReadScope(parties: ReadonlySet<Party>): 'all' | 'cash' | null {
  if (any(parties, 'ADMIN', 'RIDE_FLEET_MANAGER', 'RIDE_CUSTOMER', 'RIDE_PASSENGER')) return 'all';
  if (parties.has('ASSIGNED_DRIVER')) return 'cash';
  return null;
}

/** Who records payments: ADMIN any; the ride's assigned driver the cash it took. */
export function paymentWriteScope(parties: ReadonlySet<Party>): 'admin' | 'driver' | null {
  if (parties.has('ADMIN')) return 'admin';
  if (parties.has('ASSIGNED_DRIVER')) return 'driver';
  return null;
}

/** Who may pay a payment by its numeric id: ADMIN, the ride's customer or passenger (DELETED rides never). */
export function mayPayById(status: RideStatus, parties: ReadonlySet<Party>): boolean {
  return status !== 'DELETED' && any(parties, 'ADMIN', 'RIDE_CUSTOMER', 'RIDE_PASSENGER');
}

/** What the caller may do with a ride's payments (the `payments` of the ride's `abilities`). */
export type PaymentAbilities = RideAbilities['payments'];

export function paymentAbilities(parties: ReadonlySet<Party>): PaymentAbilities {
  const write = paymentWriteScope(parties);
  return {
    view: paymentReadScope(parties) !== null,
    manage: write === 'admin',
    addCash: write === 'driver',
    copyLinks: receivesRideLinks(parties),
  };
}

/** The `abilities` the API sends with each ride (what the web may do with it, from the rules the API enforces). */
export function rideAbilities(
  ride: { status: RideStatus; previousStatus: RideStatus | null; fleetManagerId: number | null },
  parties: ReadonlySet<Party>,
): RideAbilities {
  const dispatch = any(parties, 'ADMIN', 'RIDE_FLEET_MANAGER');
  return {
    edit: dispatch || (parties.has('RIDE_CUSTOMER') && CUSTOMER_EDITABLE.includes(ride.status)),
    nextStatuses: nextStatuses(ride.status, parties, ride.previousStatus),
    clearFleet: ride.fleetManagerId !== null && canClearFleet(ride.status, parties),
    setWaiting: canSetWaiting(parties),
    duplicate: canDuplicate(parties),
    delete: parties.has('ADMIN') && !isFinal(ride.status),
    history: canReadHistory(parties),
    markSeen: canMarkSeen(parties),
    notifications: canSeeNotifications(parties),
    payments: paymentAbilities(parties),
  };
}

/** Statuses in which a ride waits for a driver; assigning one moves it to PLANNED ("Assigned") when allowed. */
const WAITING_FOR_DRIVER: readonly RideStatus[] = ['NEW', 'FREE', 'UNCONFIRMED'];

/**
 * The status a ride gets when a dispatcher gives it a driver — on the board's assign screen and in the
 * ride's edit form alike (issue 17 §9): PLANNED for a waiting ride the caller may plan, else none.
 */
export function statusOnAssign(
  ride: { status: RideStatus; abilities: Pick<RideAbilities, 'nextStatuses'> },
  driverId: number | null,
): 'PLANNED' | null {
  return driverId !== null && WAITING_FOR_DRIVER.includes(ride.status) && ride.abilities.nextStatuses.includes('PLANNED')
    ? 'PLANNED'
    : null;
}
