import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  canTransition,
  canUndoStep,
  DRIVER_ACTIVE_STATUSES,
  driverStepRefusal,
  UNDO_STEP_MINUTES,
  type Party,
  type RideStatus,
} from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { rideHistory, rides, type RideRow } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { readSetting } from '../settings/settings.repository.ts';
import type { RideCaller } from './ride-access.ts';
import { afterRideWrite, type WriteNotice } from './ride-effects.ts';
import { columnsOf, RIDE_FIELDS, sameValue, valuesOf, type RideValues } from './ride-fields.ts';
import { historyEntries, recordHistory } from './ride-history.ts';
import * as repo from './rides.repository.ts';

/** Another ride of the driver that is on the way, at its pick-up or occupied (not `exceptId`). */
export async function otherActiveRide(tx: Db, driverId: number, exceptId: number | null): Promise<number | null> {
  const [row] = await tx
    .select({ id: rides.id })
    .from(rides)
    .where(
      and(
        eq(rides.driverId, driverId),
        inArray(rides.status, [...DRIVER_ACTIVE_STATUSES]),
        exceptId === null ? undefined : ne(rides.id, exceptId),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

function refuse(refusal: NonNullable<ReturnType<typeof driverStepRefusal>>): never {
  throw new AppError(409, refusal.code, { params: refusal.params, fields: { status: refusal.code } });
}

/**
 * The driver's steps follow the clock (domain `driverStepRefusal`, docs/decisions/0034): the assigned
 * driver sets off no earlier than the lead time before the pick-up, finishes only once at the pick-up,
 * and is on one ride at a time. ADMIN (and a fleet manager) moves a ride at any time.
 */
export async function assertDriverStep(
  tx: Db,
  args: {
    parties: ReadonlySet<Party>;
    from: RideStatus;
    to: RideStatus;
    previous: RideStatus | null;
    date: Date;
    now: Date;
    driverId: number | null;
  },
): Promise<void> {
  const { parties, from, to } = args;
  if (from === to || parties.has('ADMIN') || parties.has('RIDE_FLEET_MANAGER') || !parties.has('ASSIGNED_DRIVER')) return;
  const base = { from, to, date: args.date, now: args.now, leadMinutes: 0, otherActiveRideId: null };
  // DONE too soon says why; any other step the status table refuses keeps its own answer.
  const doneTooSoon = to === 'DONE' ? driverStepRefusal(base) : null;
  if (doneTooSoon) refuse(doneTooSoon);
  if (!canTransition({ from, to, parties, previous: args.previous })) return;
  if (to !== 'ON_THE_WAY' && !DRIVER_ACTIVE_STATUSES.includes(to)) return;
  const { leadMinutes } = await readSetting(tx, 'driverSteps');
  const other = args.driverId === null ? null : await otherActiveRide(tx, args.driverId, null);
  const refusal = driverStepRefusal({ ...base, leadMinutes, otherActiveRideId: other });
  if (refusal) refuse(refusal);
}

/** What undoing the driver's last step writes: the status back, its time cleared. */
interface UndoPlan {
  status: RideStatus;
  previousStatus: RideStatus | null;
  clear: ('onThePlaceTime' | 'doneTime')[];
}

/**
 * `PUT /api/orders/{id}/undo-step`: the assigned driver's last status change, made by itself less than
 * `UNDO_STEP_MINUTES` ago, goes back (409 RIDE_UNDO_UNAVAILABLE otherwise). Back to a status that keeps the
 * driver on a ride is refused while another of its rides is active (409 RIDE_OTHER_ACTIVE).
 */
async function planUndo(tx: Db, caller: RideCaller, row: RideRow, now: Date): Promise<UndoPlan> {
  const unavailable = () => new AppError(409, 'RIDE_UNDO_UNAVAILABLE', { params: { minutes: UNDO_STEP_MINUTES } });
  const steps = await tx
    .select()
    .from(rideHistory)
    .where(and(eq(rideHistory.rideId, row.id), eq(rideHistory.field, 'status')))
    .orderBy(desc(rideHistory.id))
    .limit(2);
  const [last, before] = steps;
  if (!last || last.userId !== caller.id || last.newValue !== row.status || last.oldValue === null) throw unavailable();
  const status = last.oldValue as RideStatus;
  if (!canUndoStep({ status: row.status as RideStatus, madeAt: last.at }, now)) throw unavailable();
  // Only a step forward by the status table: an undo itself is not undone (it would skip the rules).
  if (!canTransition({ from: status, to: row.status as RideStatus, parties: new Set<Party>(['ASSIGNED_DRIVER']) })) throw unavailable();
  if (DRIVER_ACTIVE_STATUSES.includes(status) && row.driverId !== null) {
    const other = await otherActiveRide(tx, row.driverId, row.id);
    if (other !== null) throw new AppError(409, 'RIDE_OTHER_ACTIVE', { params: { rideId: other } });
  }
  const clear: UndoPlan['clear'] = [];
  if (row.status === 'ON_THE_PLACE') clear.push('onThePlaceTime');
  if (row.status === 'DONE') clear.push('doneTime');
  return { status, previousStatus: (before?.oldValue ?? null) as RideStatus | null, clear };
}

/** Undoes the driver's last step of a locked ride: the row, its history (at the clock's time), the live event; no e-mail. */
export async function undoLastStep(
  tx: Db,
  caller: RideCaller,
  row: RideRow,
  deps: { jobs: WriteNotice['jobs']; now: Date },
): Promise<void> {
  const plan = await planUndo(tx, caller, row, deps.now);
  const current = valuesOf(row);
  const next: RideValues = { ...current, status: plan.status, ...Object.fromEntries(plan.clear.map((f) => [f, null])) };
  const changed = RIDE_FIELDS.filter((f) => !sameValue(next[f], current[f]));
  const values = columnsOf(Object.fromEntries(changed.map((f) => [f, next[f]])));
  const updated = await repo.updateRideAtVersion(tx, row.id, row.version, { ...values, previousStatus: plan.previousStatus });
  // The row is locked: its version cannot have moved.
  if (!updated) throw new Error(`ride ${row.id} changed under its lock`);
  const changes = historyEntries(current, next, changed);
  await recordHistory(tx, row.id, caller.id, changes, deps.now);
  await afterRideWrite(tx, row, updated, { jobs: deps.jobs, changes, actorId: caller.id, at: deps.now, notify: false });
}
