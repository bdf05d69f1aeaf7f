/**
 * The ride status machine (spec §4, ARCHITECTURE §5, docs/decisions/0007): one table says which party
 * may move a ride from which status to which; `canTransition` is the only reader of the table.
 */
export const RIDE_STATUSES = [
  'NEW',
  'FREE',
  'UNCONFIRMED',
  'PLANNED',
  'ACCEPTED_BY_DRIVER',
  'ON_THE_WAY',
  'ON_THE_PLACE',
  'OCCUPIED',
  'DONE',
  'NOT_ARRIVED',
  'CANCELED_BY_CLIENT',
  'CANCELED_BY_DRIVER',
  'DELETED',
] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];

/** Spec §4: notification events, not statuses; a ride never holds them. */
export const RIDE_EVENTS = ['CHANGE', 'FLEET_ASSIGNED', 'APPROACHING', 'DRIVEWAY_CHANGE'] as const;

export const FINAL_STATUSES: readonly RideStatus[] = ['DONE', 'NOT_ARRIVED', 'CANCELED_BY_CLIENT', 'CANCELED_BY_DRIVER', 'DELETED'];

/** Statuses in which a ride occupies its driver (two of them may not overlap in time). */
export const DRIVER_BUSY_STATUSES: readonly RideStatus[] = ['PLANNED', 'ACCEPTED_BY_DRIVER', 'ON_THE_WAY', 'ON_THE_PLACE', 'OCCUPIED'];

/** A driver may report a no-show (NOT_ARRIVED) this long after the pick-up time; ADMIN at any time. */
export const NO_SHOW_GRACE_MINUTES = 15;

/** The first moment a driver may report a no-show for a ride picked up at `date`. */
export function noShowAllowedFrom(date: Date): Date {
  return new Date(date.getTime() + NO_SHOW_GRACE_MINUTES * 60_000);
}

export function isFinal(status: RideStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/**
 * How a caller stands to a ride. One user may be several parties at once (an admin who is also the
 * ride's customer); the service computes them with `partiesOf`.
 */
export type Party =
  | 'ADMIN'
  /** The fleet manager of the ride's fleet. */
  | 'RIDE_FLEET_MANAGER'
  /** Any fleet manager, taking a ride from the free pool for its fleet. */
  | 'POOL_FLEET_MANAGER'
  /** The driver the ride is assigned to. */
  | 'ASSIGNED_DRIVER'
  /** A driver without a fleet manager, taking a ride from the free pool. */
  | 'POOL_DRIVER'
  /** The ride's customer. */
  | 'RIDE_CUSTOMER'
  /** The ride's passenger (moves no status; reads the ride's payments and pays them). */
  | 'RIDE_PASSENGER';

export interface TransitionRule {
  from: readonly RideStatus[];
  to: RideStatus;
  by: readonly Party[];
  /** What the service must also check: a driver's cancellation needs a reason, a no-show the grace time. */
  needs?: 'reason' | 'graceTime';
}

const BEFORE_OCCUPIED: readonly RideStatus[] = RIDE_STATUSES.slice(0, RIDE_STATUSES.indexOf('OCCUPIED'));
const NON_FINAL: readonly RideStatus[] = RIDE_STATUSES.filter((s) => !FINAL_STATUSES.includes(s));
const DRIVING: readonly Party[] = ['ASSIGNED_DRIVER', 'ADMIN'];

export const TRANSITIONS: readonly TransitionRule[] = [
  { from: ['NEW'], to: 'UNCONFIRMED', by: ['ADMIN'] },
  { from: ['NEW'], to: 'FREE', by: ['ADMIN'] },
  { from: ['NEW'], to: 'PLANNED', by: ['ADMIN'] },
  { from: ['UNCONFIRMED'], to: 'FREE', by: ['ADMIN', 'RIDE_FLEET_MANAGER'] },
  { from: ['UNCONFIRMED'], to: 'PLANNED', by: ['ADMIN', 'RIDE_FLEET_MANAGER'] },
  { from: ['FREE'], to: 'PLANNED', by: ['ADMIN', 'POOL_FLEET_MANAGER', 'POOL_DRIVER'] },
  { from: ['FREE'], to: 'UNCONFIRMED', by: ['ADMIN'] },
  { from: ['PLANNED'], to: 'ACCEPTED_BY_DRIVER', by: ['ASSIGNED_DRIVER', 'ADMIN', 'RIDE_FLEET_MANAGER'] },
  { from: ['PLANNED', 'ACCEPTED_BY_DRIVER'], to: 'UNCONFIRMED', by: ['ASSIGNED_DRIVER', 'ADMIN', 'RIDE_FLEET_MANAGER'] },
  { from: ['ACCEPTED_BY_DRIVER'], to: 'ON_THE_WAY', by: DRIVING },
  { from: ['ON_THE_WAY'], to: 'ON_THE_PLACE', by: DRIVING },
  { from: ['ON_THE_PLACE'], to: 'OCCUPIED', by: DRIVING },
  { from: ['OCCUPIED'], to: 'DONE', by: DRIVING },
  { from: ['ON_THE_PLACE'], to: 'NOT_ARRIVED', by: DRIVING, needs: 'graceTime' },
  { from: BEFORE_OCCUPIED, to: 'CANCELED_BY_CLIENT', by: ['RIDE_CUSTOMER', 'ADMIN'] },
  { from: ['PLANNED', 'ACCEPTED_BY_DRIVER', 'ON_THE_WAY', 'ON_THE_PLACE'], to: 'CANCELED_BY_DRIVER', by: DRIVING, needs: 'reason' },
  { from: NON_FINAL, to: 'DELETED', by: ['ADMIN'] },
];

/** The rule that lets one of `parties` move a ride from `from` to `to`, if any. */
export function findTransition(from: RideStatus, to: RideStatus, parties: ReadonlySet<Party>): TransitionRule | undefined {
  return TRANSITIONS.find((t) => t.to === to && t.from.includes(from) && t.by.some((p) => parties.has(p)));
}

/**
 * May these parties move a ride from `from` to `to`? Reopening — a final status back to the status it
 * came from (`previous`) — is for ADMIN only and is written to the history like any change.
 */
export function canTransition(args: {
  from: RideStatus;
  to: RideStatus;
  parties: ReadonlySet<Party>;
  previous?: RideStatus | null;
}): boolean {
  const { from, to, parties, previous } = args;
  if (from === to) return false;
  if (isFinal(from)) return parties.has('ADMIN') && previous != null && previous === to && !isFinal(previous);
  return findTransition(from, to, parties) !== undefined;
}

/** Statuses the parties may move a ride to next (for the `abilities` the API sends with each ride). */
export function nextStatuses(from: RideStatus, parties: ReadonlySet<Party>, previous?: RideStatus | null): RideStatus[] {
  return RIDE_STATUSES.filter((to) => canTransition({ from, to, parties, previous }));
}

/** How a user stands to a ride (see `Party`). */
export function partiesOf(
  user: { id: number; roles: readonly string[]; fleetManagerId: number | null },
  ride: { driverId: number | null; fleetManagerId: number | null; customerId: number | null; passengerId?: number | null },
): Set<Party> {
  const parties = new Set<Party>();
  const has = (r: string) => user.roles.includes(r);
  if (has('ADMIN')) parties.add('ADMIN');
  if (has('FLEET_MANAGER')) {
    parties.add('POOL_FLEET_MANAGER');
    if (ride.fleetManagerId === user.id) parties.add('RIDE_FLEET_MANAGER');
  }
  if (has('DRIVER')) {
    if (ride.driverId === user.id) parties.add('ASSIGNED_DRIVER');
    if (user.fleetManagerId === null) parties.add('POOL_DRIVER');
  }
  if (has('CUSTOMER') && ride.customerId === user.id) parties.add('RIDE_CUSTOMER');
  if (has('PASSENGER') && ride.passengerId === user.id) parties.add('RIDE_PASSENGER');
  return parties;
}

/**
 * Spec §4: a fleet manager cannot clear the fleet of a ride in a final status; ADMIN can at any status.
 */
export function canClearFleet(status: RideStatus, parties: ReadonlySet<Party>): boolean {
  if (parties.has('ADMIN')) return true;
  return parties.has('RIDE_FLEET_MANAGER') && !isFinal(status);
}
