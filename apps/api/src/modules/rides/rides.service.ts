import { partiesOf, type Party, type Ride, type RideInput, type RideStatus } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import type { NewRideRow, RideRow } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { randomToken } from '../../shared/crypto.ts';
import {
  canDuplicate,
  canMarkSeen,
  canReadHistory,
  canSetWaiting,
  hiddenHistoryFields,
  viewOf,
  visibleRides,
  type RideCaller,
} from './ride-access.ts';
import { columnsOf, requestedValues, valuesOf, writableValues, type RideValues, type WriteMode } from './ride-fields.ts';
import { undoLastStep } from './driver-steps.ts';
import { createBookingPricer, pricedTripChanged } from './ride-booking.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import type { ResolvedWrite } from './ride-rules.ts';
import { historyEntries, readHistory, recordHistory, type RideHistoryEntry } from './ride-history.ts';
import { collectsCash, toRide } from './ride.presenter.ts';
import { cashToCollect } from './ride-cash.ts';
import { flightStatesOf } from './ride-flight.ts';
import { ridesList } from './rides-list.ts';
import { resolveNewRide, resolveWrite } from './ride-rules.ts';
import * as repo from './rides.repository.ts';
import { ridePricing } from '../pricing/ride-pricing.ts';
import { afterRideWrite } from './ride-effects.ts';
import { newRideValues } from './ride-batch.ts';
import { takenFromPool } from './free-rides.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';

/** A write carried a stale `version` (or lost a race): 409 with the ride as it is now. */
export class RideVersionConflict extends Error {
  constructor(readonly ride: Ride) {
    super('RIDE_VERSION_CONFLICT');
  }
}

class StaleVersion extends Error {}

/** PostgreSQL's exclusion_violation (the driver no-overlap constraint), however pg, PGlite or Drizzle wrap it. */
export function isOverlap(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23P01') return true;
  }
  return false;
}

/** How a caller's `PUT` counts (docs/api/rides.md); undefined when it may not change the ride at all. */
function updateMode(parties: ReadonlySet<Party>, row: RideRow, input: RideInput): WriteMode | undefined {
  if (parties.has('ADMIN')) return 'admin';
  if (parties.has('RIDE_FLEET_MANAGER')) return 'fleet';
  if (row.status === 'FREE' && input.status === 'PLANNED' && (parties.has('POOL_FLEET_MANAGER') || parties.has('POOL_DRIVER')))
    return 'take';
  if (parties.has('ASSIGNED_DRIVER')) return 'driver';
  if (parties.has('RIDE_CUSTOMER')) return 'customer';
  return undefined;
}

/** `notify: false` (`?skipNotification=true`): the write e-mails nobody; the flag lasts for this one write. */
export interface WriteOptions {
  notify?: boolean;
}

/** Rides: lists, reads and writes of docs/api/rides.md; every write is one transaction with its history. */
export function createRidesService(deps: Pick<ModuleDeps, 'database' | 'geo' | 'logger' | 'bookingPayment' | 'jobs'> & { clock?: Clock }) {
  const { db } = deps.database;
  const now = nowOf(deps.clock);
  const booking = createBookingPricer(deps);
  const list = ridesList(db, now);

  async function present(tx: Db, rows: repo.RideWithPeople[], caller: RideCaller): Promise<Ride[]> {
    const stops = await repo.stopsOf(
      tx,
      rows.map((r) => r.ride.id),
    );
    const cash = await cashToCollect(
      tx,
      rows.filter((r) => collectsCash(viewOf(caller, r.ride), r.ride)).map((r) => r.ride),
    );
    const flights = await flightStatesOf(
      tx,
      rows.map((r) => r.ride),
    );
    return rows.map((r) => toRide(r, stops.get(r.ride.id) ?? [], caller, cash.get(r.ride.id), flights.get(r.ride.id)));
  }

  /** The ride as the caller gets it after its own write (even one that took the ride out of its sight). */
  async function presentById(tx: Db, id: number, caller: RideCaller): Promise<Ride> {
    const row = await repo.findRideWithPeople(tx, id, undefined, caller.lang);
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return (await present(tx, [row], caller))[0]!;
  }

  async function findVisible(tx: Db, caller: RideCaller, id: number): Promise<repo.RideWithPeople> {
    const row = await repo.findRideWithPeople(tx, id, visibleRides(caller), caller.lang);
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return row;
  }

  async function lockVisible(tx: Db, caller: RideCaller, id: number): Promise<RideRow> {
    const row = await repo.lockRide(tx, id, visibleRides(caller));
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return row;
  }

  /** Runs a write transaction; an overlapping driver and a stale version become their 409 answers. */
  async function write<T>(caller: RideCaller, id: number | null, work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (isOverlap(err)) throw new AppError(409, 'DRIVER_BUSY', { fields: { driverId: 'DRIVER_BUSY' } });
      if (err instanceof StaleVersion && id !== null) throw new RideVersionConflict(await presentById(db, id, caller));
      throw err;
    }
  }

  /**
   * Changes a locked ride: checks the version the caller read, applies the rules, writes the row at the
   * version it was read with (0 rows = someone else won), the stops and the history. Nothing to change,
   * nothing written.
   */
  async function change(
    tx: Db,
    caller: RideCaller,
    row: RideRow,
    mode: WriteMode,
    input: RideInput,
    bookedPrice?: number | null,
    notify = true,
  ): Promise<void> {
    if (input.version !== undefined && input.version !== row.version) throw new StaleVersion();
    const currentStops = (await repo.stopsOf(tx, [row.id])).get(row.id) ?? [];
    const current = valuesOf(row);
    const resolved = await resolveWrite(tx, {
      caller,
      parties: partiesOf(caller, row),
      mode,
      current,
      previousStatus: row.previousStatus as RideStatus | null,
      currentStops,
      requested: requestedValues(input),
      requestedStops: input.route,
      now: now(),
    });
    if (bookedPrice !== undefined) setBookedPrice(resolved, bookedPrice, current.priceForClient);
    // The stored base price and waiting rate; waiting minutes raise priceForClient (docs/api/pricing.md).
    const pricing = await ridePricing(tx, row, resolved, resolved.routeChanged ? resolved.stops : currentStops);
    if (resolved.changed.length === 0 && !resolved.routeChanged) return;
    const changedValues = Object.fromEntries(resolved.changed.map((f) => [f, resolved.next[f]]));
    const updated = await repo.updateRideAtVersion(tx, row.id, row.version, {
      ...columnsOf(changedValues),
      previousStatus: resolved.previousStatus,
      busyUntil: resolved.busyUntil,
      ...pricing,
    });
    if (!updated) throw new StaleVersion();
    if (resolved.routeChanged) await repo.replaceStops(tx, row.id, resolved.stops);
    const route = resolved.routeChanged ? { before: currentStops, after: resolved.stops } : undefined;
    const changes = historyEntries(current, resolved.next, resolved.changed, route);
    await recordHistory(tx, row.id, caller.id, changes, now());
    await afterRideWrite(tx, row, updated, { jobs: deps.jobs, changes, actorId: caller.id, at: now(), notify }, route);
  }

  /**
   * A customer's edit of its booking's trip (offer, type, hours, directions, places) is priced again like
   * the booking was, before the write's transaction; other writes keep their price. Null: no new price.
   */
  async function repriceBooking(
    caller: RideCaller,
    id: number,
    input: RideInput,
  ): Promise<{ version: number; price: number | null } | null> {
    const found = await repo.findRideWithPeople(db, id, visibleRides(caller));
    if (!found || updateMode(partiesOf(caller, found.ride), found.ride, input) !== 'customer') return null;
    const current = valuesOf(found.ride);
    const trip = { ...current, ...writableValues('customer', requestedValues(input)) };
    const stops = (await repo.stopsOf(db, [id])).get(id) ?? [];
    if (!pricedTripChanged(current, trip, stops, input.route ?? stops)) return null;
    return { version: found.ride.version, price: await booking.price(trip, input.route ?? stops, caller.id) };
  }

  /** Inserts a ride with its stops and its first history row (its status). */
  async function insert(
    tx: Db,
    caller: RideCaller,
    values: RideValues,
    stops: repo.StopValues[],
    extra: { busyUntil: Date; previousStatus: RideStatus | null },
    notify = true,
  ) {
    const pricing = await ridePricing(tx, null, { next: values, changed: [], routeChanged: true }, stops);
    const row = await repo.insertRide(tx, {
      ...columnsOf(values),
      ...extra,
      ...pricing,
      secretIdent: randomToken(),
      createdBy: caller.id,
    } as NewRideRow);
    await repo.replaceStops(tx, row.id, stops);
    const changes = historyEntries(null, values, ['status']);
    await recordHistory(tx, row.id, caller.id, changes);
    await afterRideWrite(tx, null, row, { jobs: deps.jobs, changes, actorId: caller.id, at: now(), notify });
    return row.id;
  }

  return {
    /** `GET /api/orders`: a page of the rides the caller sees (rides-list.ts). */
    list,

    async get(caller: RideCaller, id: number): Promise<Ride> {
      return (await present(db, [await findVisible(db, caller, id)], caller))[0]!;
    },

    /** `GET /api/orders/last`: the newest ride the caller created (and still sees). */
    async last(caller: RideCaller): Promise<Ride> {
      const id = await repo.lastCreatedRideId(db, caller.id, visibleRides(caller));
      if (id === undefined) throw new AppError(404, 'NOT_FOUND');
      return this.get(caller, id);
    },

    /** `GET /api/orders/{id}/history`: ADMIN, the ride's fleet manager, customer and driver; hidden fields (a driver's: payments too) left out. */
    async history(caller: RideCaller, id: number): Promise<RideHistoryEntry[]> {
      const row = await findVisible(db, caller, id);
      const view = viewOf(caller, row.ride);
      if (!canReadHistory(view.parties)) throw new AppError(403, 'FORBIDDEN');
      return readHistory(db, id, hiddenHistoryFields(view));
    },

    /** `POST /api/orders`: ADMIN in a status allowed from NEW, a fleet manager UNCONFIRMED in its fleet, a customer NEW for itself. */
    async create(caller: RideCaller, input: RideInput, options: WriteOptions = {}): Promise<Ride> {
      const missing = {
        ...(input.date ? {} : { date: 'FILL_EVERY_FIELD' as const }),
        ...(input.route ? {} : { route: 'FILL_EVERY_FIELD' as const }),
      };
      if (Object.keys(missing).length > 0) throw new AppError(400, 'FILL_EVERY_FIELD', { fields: missing });
      const mode: WriteMode = caller.roles.includes('ADMIN') ? 'admin' : caller.roles.includes('FLEET_MANAGER') ? 'fleet' : 'customer';
      const current = newRideValues(new Date(input.date!));
      if (mode === 'fleet') Object.assign(current, { status: 'UNCONFIRMED', fleetManagerId: caller.id });
      if (mode === 'customer') current.customerId = caller.id;
      const requested = requestedValues(input);
      if (mode !== 'admin') delete requested.status;
      // A fleet manager's ride is always in its own fleet, whatever the body says (even null).
      if (mode === 'fleet') delete requested.fleetManagerId;
      // A customer's booking gets the price the calculator showed it, computed here (issue 12 item 4).
      const booked =
        mode === 'customer'
          ? await booking.price({ ...current, ...writableValues(mode, requested) }, input.route ?? [], caller.id)
          : undefined;
      return write(caller, null, async (tx) => {
        const parties = partiesOf(caller, { driverId: null, fleetManagerId: current.fleetManagerId, customerId: current.customerId });
        const resolved = await resolveNewRide(tx, { caller, parties, mode, current, requested, requestedStops: input.route, now: now() });
        if (booked !== undefined) setBookedPrice(resolved, booked, null);
        const id = await insert(
          tx,
          caller,
          resolved.next,
          resolved.stops,
          { busyUntil: resolved.busyUntil, previousStatus: resolved.previousStatus },
          options.notify,
        );
        if (booked !== undefined) await deps.bookingPayment(tx, id, caller.id);
        return presentById(tx, id, caller);
      });
    },

    /** `PUT /api/orders/{id}`: what the caller may change by how it stands to the ride. */
    async update(caller: RideCaller, id: number, input: RideInput, options: WriteOptions = {}): Promise<Ride> {
      const repriced = await repriceBooking(caller, id, input);
      return write(caller, id, async (tx) => {
        const row = await lockVisible(tx, caller, id).catch(async (err: unknown) => {
          throw (await takenFromPool(tx, caller, id, input.status)) ? new AppError(409, 'RIDE_ALREADY_TAKEN') : err;
        });
        const mode = updateMode(partiesOf(caller, row), row, input);
        if (!mode) throw new AppError(403, 'FORBIDDEN');
        // Priced on the ride as it was read: changed since, the customer reloads it (409) and saves again.
        if (repriced && row.version !== repriced.version) throw new StaleVersion();
        const booked = mode === 'customer' ? repriced?.price : undefined;
        await change(tx, caller, row, mode, await paidFollowsPayments(tx, id, input), booked, options.notify);
        if (booked !== undefined) await deps.bookingPayment(tx, id, caller.id);
        return presentById(tx, id, caller);
      });
    },

    /** `PUT /api/orders/{id}/undo-step`: the assigned driver takes back its last step (docs/api/rides.md); e-mails nobody. */
    async undoStep(caller: RideCaller, id: number): Promise<Ride> {
      return write(caller, id, async (tx) => {
        const row = await lockVisible(tx, caller, id);
        if (!partiesOf(caller, row).has('ASSIGNED_DRIVER')) throw new AppError(403, 'FORBIDDEN');
        await undoLastStep(tx, caller, row, { jobs: deps.jobs, now: now() });
        return presentById(tx, id, caller);
      });
    },

    /** `PUT /api/orders/{id}/mark-as-seen`: ADMIN and the ride's fleet manager; not a change of the ride's data. */
    async markSeen(caller: RideCaller, id: number): Promise<void> {
      const row = await findVisible(db, caller, id);
      if (!canMarkSeen(partiesOf(caller, row.ride))) throw new AppError(403, 'FORBIDDEN');
      await repo.markSeen(db, id);
    },

    /** `PUT /api/orders/{id}/set-waiting-time`: ADMIN, the ride's fleet manager, its driver. */
    async setWaiting(caller: RideCaller, id: number, minutes: number): Promise<Ride> {
      return write(caller, id, async (tx) => {
        const row = await lockVisible(tx, caller, id);
        if (!canSetWaiting(partiesOf(caller, row))) throw new AppError(403, 'FORBIDDEN');
        // Only `waiting` is requested: the dispatch field set lets it through whoever the caller is.
        await change(tx, caller, row, 'admin', { waiting: minutes });
        return presentById(tx, id, caller);
      });
    },

    /** `GET /api/orders/{id}/duplicate`: a new ride with the same data, no driver, not paid, not seen. */
    async duplicate(caller: RideCaller, id: number): Promise<Ride> {
      return write(caller, null, async (tx) => {
        const source = await lockVisible(tx, caller, id);
        const parties = partiesOf(caller, source);
        if (!canDuplicate(parties)) throw new AppError(403, 'FORBIDDEN');
        const dispatch = parties.has('ADMIN') || parties.has('RIDE_FLEET_MANAGER');
        const values: RideValues = {
          ...valuesOf(source),
          status: dispatch ? 'UNCONFIRMED' : 'NEW',
          driverId: null,
          paid: false,
          onThePlaceTime: null,
          doneTime: null,
          cancelReason: null,
          waiting: 0,
          // The copy has no waiting yet: its price is the original's price before waiting.
          priceForClient: source.baseClientPrice ?? source.clientPrice,
        };
        if (!dispatch)
          Object.assign(values, { fleetManagerId: null, vehicleId: null, driverPrice: null, priceForClient: null, dispatchingNote: null });
        const stops = (await repo.stopsOf(tx, [id])).get(id) ?? [];
        const newId = await insert(tx, caller, values, stops, { busyUntil: source.busyUntil, previousStatus: null });
        return presentById(tx, newId, caller);
      });
    },

    /** `DELETE /api/orders/{id}`: status DELETED through the status machine. */
    async remove(caller: RideCaller, id: number): Promise<void> {
      await write(caller, id, async (tx) => {
        const row = await lockVisible(tx, caller, id);
        if (!partiesOf(caller, row).has('ADMIN')) throw new AppError(403, 'FORBIDDEN');
        await change(tx, caller, row, 'admin', { status: 'DELETED' });
      });
    },
  };
}

export type RidesService = ReturnType<typeof createRidesService>;

/** The server's price of a customer's booking replaces whatever the write resolved (the customer cannot set it). */
function setBookedPrice(resolved: Pick<ResolvedWrite, 'next' | 'changed'>, price: number | null, before: number | null): void {
  resolved.next.priceForClient = price;
  const at = resolved.changed.indexOf('priceForClient');
  if (price === before && at >= 0) resolved.changed.splice(at, 1);
  if (price !== before && at < 0) resolved.changed.push('priceForClient');
}

/**
 * Once a ride has payment records its paid state follows from them (docs/decisions/0009): the ride JSON's
 * `paid` is then ignored, so the form cannot make `rides.paid` disagree with the payments.
 */
async function paidFollowsPayments(tx: Db, rideId: number, input: RideInput): Promise<RideInput> {
  if (input.paid === undefined) return input;
  if (!(await repo.hasPayments(tx, rideId))) return input;
  return { ...input, paid: undefined };
}
