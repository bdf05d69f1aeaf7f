import {
  busyUntil,
  canClearFleet,
  NO_SHOW_GRACE_MINUTES,
  noShowAllowedFrom,
  canTransition,
  findTransition,
  type Party,
  type RideStatus,
  type RideType,
} from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { CUSTOMER_EDITABLE, type RideCaller } from './ride-access.ts';
import {
  RIDE_FIELDS,
  sameStops,
  sameValue,
  writableValues,
  writesRoute,
  type RideField,
  type RideValues,
  type WriteMode,
} from './ride-fields.ts';
import * as repo from './rides.repository.ts';
import { assertUsableVehicle } from '../vehicles/vehicle-access.ts';
import { fleetClientIds } from '../users/client-access.ts';
import { assertDriverStep } from './driver-steps.ts';

/** A driver marks a no-show only this long after the pick-up time (the `graceTime` of the status table). */

export interface WriteRequest {
  caller: RideCaller;
  parties: ReadonlySet<Party>;
  mode: WriteMode;
  /** The ride before the write (defaults for a new ride). */
  current: RideValues;
  previousStatus: RideStatus | null;
  currentStops: StopValues[];
  requested: Partial<RideValues>;
  requestedStops: StopValues[] | undefined;
  now: Date;
}

type StopValues = repo.StopValues;

export interface ResolvedWrite {
  next: RideValues;
  stops: StopValues[];
  routeChanged: boolean;
  previousStatus: RideStatus | null;
  busyUntil: Date;
  /** Fields whose value changes (status included). */
  changed: RideField[];
}

const bad = (code: 'DRIVER_INVALID' | 'FLEET_MANAGER_INVALID', field: string) => new AppError(400, code, { fields: { [field]: code } });

const usable = (u: UserRow | undefined, role: string): u is UserRow => u !== undefined && u.deletedAt === null && u.roles.includes(role);

/** Who drives and which fleet the ride belongs to: a new driver brings its fleet; a new fleet drops a driver of another. */
async function assign(tx: Db, w: WriteRequest, next: RideValues): Promise<void> {
  const { current, caller, mode } = w;
  const driverChanged = next.driverId !== current.driverId;
  if (mode === 'take') {
    // A fleet manager takes a FREE ride for one of its drivers; a pool driver for itself.
    if (w.parties.has('POOL_FLEET_MANAGER')) next.fleetManagerId = caller.id;
    else next.driverId = w.requested.driverId ?? caller.id;
    if (next.driverId === null) throw bad('DRIVER_INVALID', 'driverId');
  }
  const people = await repo.findUsers(
    tx,
    [next.driverId, next.fleetManagerId].filter((id): id is number => id !== null),
  );
  if (next.driverId !== null && (driverChanged || mode === 'take')) {
    const driver = people.get(next.driverId);
    if (!usable(driver, 'DRIVER') || driver.status !== 'ACTIVE') throw bad('DRIVER_INVALID', 'driverId');
    const own = mode === 'fleet' || (mode === 'take' && w.parties.has('POOL_FLEET_MANAGER'));
    if (own && driver.fleetManagerId !== caller.id) throw bad('DRIVER_INVALID', 'driverId');
    if (mode === 'take' && !own && driver.id !== caller.id) throw bad('DRIVER_INVALID', 'driverId');
    next.fleetManagerId = driver.fleetManagerId;
  } else if (next.fleetManagerId !== current.fleetManagerId && next.driverId !== null) {
    if (people.get(next.driverId)?.fleetManagerId !== next.fleetManagerId) next.driverId = null;
  }
  // Taking from the pool puts the ride in the taker's fleet (none for a pool driver), whatever it was.
  if (mode !== 'take' && next.fleetManagerId !== current.fleetManagerId) {
    if (next.fleetManagerId === null) {
      if (!canClearFleet(current.status as RideStatus, w.parties))
        throw new AppError(409, 'RIDE_FINAL_FLEET', { fields: { fleetManagerId: 'RIDE_FINAL_FLEET' } });
    } else if (mode === 'fleet') {
      if (next.fleetManagerId !== caller.id) throw bad('FLEET_MANAGER_INVALID', 'fleetManagerId');
    } else if (!driverChanged || next.driverId === null) {
      const fleet = people.get(next.fleetManagerId) ?? (await repo.findUsers(tx, [next.fleetManagerId])).get(next.fleetManagerId);
      if (!usable(fleet, 'FLEET_MANAGER')) throw bad('FLEET_MANAGER_INVALID', 'fleetManagerId');
    }
  }
}

/**
 * The customer is a customer, the passenger one of its passengers (else 400 CLIENT_NOT_SELECTED); a fleet
 * manager names only clients of its fleet's rides (`fleetClients`: the ones its pickers offer), any other
 * answers as one that does not exist. The vehicle is one the caller may use.
 */
async function checkReferences(tx: Db, w: WriteRequest, next: RideValues): Promise<void> {
  const { current } = w;
  const customerChanged = next.customerId !== current.customerId;
  const passengerChanged = next.passengerId !== current.passengerId;
  const ids = [customerChanged ? next.customerId : null, passengerChanged || customerChanged ? next.passengerId : null].filter(
    (id): id is number => id !== null,
  );
  const people = await repo.findUsers(tx, ids);
  const ofFleet = w.mode === 'fleet' ? await fleetClientIds(tx, w.caller.id, ids) : null;
  const inSight = (id: number) => ofFleet === null || ofFleet.has(id);
  if (customerChanged && next.customerId !== null && (!usable(people.get(next.customerId), 'CUSTOMER') || !inSight(next.customerId))) {
    throw new AppError(400, 'CLIENT_NOT_SELECTED', { fields: { customerId: 'CLIENT_NOT_SELECTED' } });
  }
  if ((passengerChanged || customerChanged) && next.passengerId !== null) {
    const passenger = people.get(next.passengerId);
    if (next.customerId === null || !usable(passenger, 'PASSENGER') || passenger.clientId !== next.customerId || !inSight(passenger.id)) {
      throw new AppError(400, 'CLIENT_NOT_SELECTED', { fields: { passengerId: 'PASSENGER_INVALID' } });
    }
  }
  // A vehicle already on the ride (ADMIN's choice) may stay; a new one must be the caller's to use.
  if (next.vehicleId !== null && next.vehicleId !== current.vehicleId) await assertUsableVehicle(tx, w.caller, next.vehicleId);
}

/** A status change through the status machine, with what the table says it needs and what it records. */
function changeStatus(w: WriteRequest, next: RideValues): RideStatus | null {
  const from = w.current.status as RideStatus;
  const to = next.status as RideStatus;
  if (from === to) return w.previousStatus;
  if (!canTransition({ from, to, parties: w.parties, previous: w.previousStatus })) {
    throw new AppError(409, 'RIDE_TRANSITION_FORBIDDEN', { params: { from, to }, fields: { status: 'RIDE_TRANSITION_FORBIDDEN' } });
  }
  const needs = findTransition(from, to, w.parties)?.needs;
  if (needs === 'reason' && !next.cancelReason) {
    throw new AppError(400, 'CANCEL_REASON_REQUIRED', { fields: { cancelReason: 'CANCEL_REASON_REQUIRED' } });
  }
  if (needs === 'graceTime' && !w.parties.has('ADMIN') && w.now < noShowAllowedFrom(next.date)) {
    throw new AppError(409, 'RIDE_NO_SHOW_TOO_EARLY', { params: { minutes: NO_SHOW_GRACE_MINUTES } });
  }
  if (to === 'ON_THE_PLACE') next.onThePlaceTime ??= w.now;
  if (to === 'DONE') next.doneTime ??= w.now;
  // The assigned driver declining a ride gives it back to its fleet without a driver.
  if (w.mode === 'driver' && to === 'UNCONFIRMED') next.driverId = null;
  return from;
}

function checkShape(next: RideValues, stops: StopValues[]): void {
  const min = (next.type as RideType) === 'TRANSFER' ? 2 : 1;
  if (stops.length < min) {
    throw new AppError(400, 'FILL_EVERY_FIELD', { fields: { route: stops.length === 0 ? 'FILL_EVERY_FIELD' : 'RIDE_ROUTE_TOO_SHORT' } });
  }
  if (next.returnDate && next.returnDate < next.date) {
    throw new AppError(400, 'INVALID_INPUT', { fields: { returnDate: 'RIDE_RETURN_BEFORE_DATE' } });
  }
}

/**
 * Applies a write to a ride by the rules of docs/api/rides.md: what the caller may set, who drives,
 * the status machine, references and shape; answers the new values and when the ride frees its driver.
 */
export async function resolveWrite(tx: Db, w: WriteRequest): Promise<ResolvedWrite> {
  const next: RideValues = { ...w.current, ...writableValues(w.mode, w.requested) };
  const stops = writesRoute(w.mode) && w.requestedStops ? w.requestedStops : w.currentStops;
  const routeChanged = !sameStops(stops, w.currentStops);
  if (w.mode === 'customer' && !CUSTOMER_EDITABLE.includes(w.current.status as RideStatus)) {
    const edits = RIDE_FIELDS.some((f) => f !== 'status' && !sameValue(next[f], w.current[f]));
    if (edits || routeChanged) throw new AppError(409, 'RIDE_NOT_EDITABLE');
  }
  await assertDriverStep(tx, {
    parties: w.parties,
    from: w.current.status as RideStatus,
    to: next.status as RideStatus,
    previous: w.previousStatus,
    date: next.date,
    now: w.now,
    driverId: w.current.driverId,
  });
  const previousStatus = changeStatus(w, next);
  await assign(tx, w, next);
  await checkReferences(tx, w, next);
  checkShape(next, stops);
  const changed = RIDE_FIELDS.filter((f) => !sameValue(next[f], w.current[f]));
  const until = busyUntil({
    date: next.date,
    type: next.type as RideType,
    numberOfHours: next.numberOfHours,
    toAndBack: next.toAndBack,
    roundTrip: next.roundTrip,
    returnDate: next.returnDate,
  });
  return { next, stops, routeChanged, previousStatus, busyUntil: until, changed };
}

/** resolveWrite for a ride being created: it has no previous status and no stops yet. */
export function resolveNewRide(tx: Db, w: Omit<WriteRequest, 'previousStatus' | 'currentStops'>): Promise<ResolvedWrite> {
  return resolveWrite(tx, { ...w, previousStatus: null, currentStops: [] });
}
