import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { Language, RideSort } from '@vozka/domain';
import { offerNameIn } from '../pricing/offer-name.ts';
import {
  payments,
  rideHistory,
  rideStops,
  rides,
  users,
  vehicleOffers,
  vehicles,
  type NewRideRow,
  type RideRow,
  type RideStopRow,
  type UserRow,
} from '../../db/schema/index.ts';

const customer = alias(users, 'ride_customer');
const passenger = alias(users, 'ride_passenger');
const driver = alias(users, 'ride_driver');
const fleet = alias(users, 'ride_fleet');

/** A ride row with the names and contacts the API shows next to its ids. */
export interface RideWithPeople {
  ride: RideRow;
  customerName: string | null;
  passengerName: string | null;
  passengerPhone: string | null;
  passengerEmail: string | null;
  driverName: string | null;
  driverPhone: string | null;
  fleetManagerName: string | null;
  vehicleBrand: string | null;
  vehicleModel: string | null;
  vehicleColor: string | null;
  vehicleRegistrationPlate: string | null;
  /** The vehicle offer's name in the caller's language (offerNameIn). */
  vehicleOfferName: string | null;
}

export type StopValues = Pick<RideStopRow, 'address' | 'placeId' | 'lat' | 'lng' | 'note'>;

/** Orders of the list (spec §3 `sortBy`); each follows the `(date, id)` index or the primary key. */
export const RIDE_ORDERS = {
  date: [asc(rides.date), asc(rides.id)],
  '-date': [desc(rides.date), desc(rides.id)],
  id: [asc(rides.id)],
  '-id': [desc(rides.id)],
} as const satisfies Record<RideSort, unknown>;
export type RideOrder = RideSort;

/**
 * The rides after `last` in the given order (keyset paging: `(date, id)` or `id` past the last ride read), so
 * walking the whole list page by page costs one index range per page, however deep (the export).
 */
export function afterInOrder(order: RideOrder, last: Pick<RideRow, 'id' | 'date'>): SQL {
  const at = sql`${last.date.toISOString()}::timestamptz`;
  switch (order) {
    case 'date':
      return sql`(${rides.date}, ${rides.id}) > (${at}, ${last.id})`;
    case '-date':
      return sql`(${rides.date}, ${rides.id}) < (${at}, ${last.id})`;
    case 'id':
      return sql`${rides.id} > ${last.id}`;
    case '-id':
      return sql`${rides.id} < ${last.id}`;
  }
}

/** The people's names and contacts and the vehicle shown next to a ride's ids. */
const PEOPLE = {
  customerName: customer.name,
  passengerName: passenger.name,
  passengerPhone: passenger.phone,
  passengerEmail: passenger.email,
  driverName: driver.name,
  driverPhone: driver.phone,
  fleetManagerName: fleet.name,
  vehicleBrand: vehicles.brand,
  vehicleModel: vehicles.model,
  vehicleColor: vehicles.color,
  vehicleRegistrationPlate: vehicles.registrationPlate,
};

function joinPeople<T extends PgSelect>(query: T) {
  return query
    .leftJoin(customer, eq(customer.id, rides.customerId))
    .leftJoin(passenger, eq(passenger.id, rides.passengerId))
    .leftJoin(driver, eq(driver.id, rides.driverId))
    .leftJoin(fleet, eq(fleet.id, rides.fleetManagerId))
    .leftJoin(vehicles, eq(vehicles.id, rides.vehicleId));
}

/** Full rides with their people, and the vehicle offer named in `lang`. */
function withPeople(db: Db, lang: Language) {
  return joinPeople(
    db
      .select({ ride: rides, ...PEOPLE, vehicleOfferName: sql<string | null>`${offerNameIn(lang)}` })
      .from(rides)
      .$dynamic(),
  ).leftJoin(vehicleOffers, eq(vehicleOffers.id, rides.vehicleOfferId));
}

/**
 * The ride columns of a spreadsheet row (the export, modules/ride-export, reads them in its own statement):
 * about a third of the full row, so that 100,000 rides are read and mapped in a fraction of the time.
 */
type SheetRideColumn =
  | 'id'
  | 'date'
  | 'status'
  | 'previousStatus'
  | 'rideType'
  | 'persons'
  | 'customerId'
  | 'passengerId'
  | 'driverId'
  | 'fleetManagerId'
  | 'vehicleCategory'
  | 'waitingMinutes'
  | 'driverPrice'
  | 'clientPrice'
  | 'paymentType'
  | 'paid'
  | 'flightNumber'
  | 'driverNote'
  | 'clientNote'
  | 'dispatchingNote';

/** A spreadsheet row of the export: the sheet's ride columns, and the people and vehicle as the API shows them. */
export type SheetRideWithPeople = Omit<RideWithPeople, 'ride' | 'vehicleOfferName'> & { ride: Pick<RideRow, SheetRideColumn> };

/** One ride matching `where` (a visibility condition, or none), with its people; its offer named in `lang`. */
export async function findRideWithPeople(db: Db, id: number, where?: SQL, lang: Language = 'cs'): Promise<RideWithPeople | undefined> {
  const [row] = await withPeople(db, lang)
    .where(and(eq(rides.id, id), where))
    .limit(1);
  return row;
}

/**
 * One page of rides matching `where`, in the given order. The page's ids come first, from `rides` alone
 * (an index walk, however deep the page); `rowsOf` reads those rides (with the people and the vehicle joined).
 */
async function pageOf<R extends { ride: { id: number } }>(
  db: Db,
  where: SQL | undefined,
  order: RideOrder,
  limit: number,
  offset: number,
  rowsOf: (ids: number[]) => Promise<R[]>,
): Promise<R[]> {
  const page = await db
    .select({ id: rides.id })
    .from(rides)
    .where(where)
    .orderBy(...RIDE_ORDERS[order])
    .limit(limit)
    .offset(offset);
  if (page.length === 0) return [];
  const rows = await rowsOf(page.map((r) => r.id));
  const byId = new Map(rows.map((r) => [r.ride.id, r]));
  return page.flatMap((r) => byId.get(r.id) ?? []);
}

/** One page of the rides list (`GET /api/orders`): full rides with their people, offers named in `lang`. */
export async function listRides(
  db: Db,
  where: SQL | undefined,
  order: RideOrder,
  limit: number,
  offset: number,
  lang: Language = 'cs',
): Promise<RideWithPeople[]> {
  return pageOf(db, where, order, limit, offset, (ids) => withPeople(db, lang).where(inArray(rides.id, ids)));
}

/** The newest ride `userId` created that matches `where`. */
export async function lastCreatedRideId(db: Db, userId: number, where?: SQL): Promise<number | undefined> {
  const [row] = await db
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.createdBy, userId), where))
    .orderBy(desc(rides.createdAt), desc(rides.id))
    .limit(1);
  return row?.id;
}

/** The ride row for a write, locked until the transaction ends (a concurrent write waits, then sees the new version). */
export async function lockRide(tx: Db, id: number, where?: SQL): Promise<RideRow | undefined> {
  const [row] = await tx
    .select()
    .from(rides)
    .where(and(eq(rides.id, id), where))
    .for('update')
    .limit(1);
  return row;
}

/** The stops of the rides, in route order, by ride id. */
export async function stopsOf(db: Db, rideIds: number[]): Promise<Map<number, StopValues[]>> {
  const byRide = new Map<number, StopValues[]>();
  if (rideIds.length === 0) return byRide;
  const rows = await db
    .select()
    .from(rideStops)
    .where(inArray(rideStops.rideId, rideIds))
    .orderBy(asc(rideStops.rideId), asc(rideStops.position));
  for (const r of rows) {
    const list = byRide.get(r.rideId) ?? [];
    list.push({ address: r.address, placeId: r.placeId, lat: r.lat, lng: r.lng, note: r.note });
    byRide.set(r.rideId, list);
  }
  return byRide;
}

/** Replaces the whole route of a ride. */
export async function replaceStops(tx: Db, rideId: number, stops: StopValues[]): Promise<void> {
  await tx.delete(rideStops).where(eq(rideStops.rideId, rideId));
  if (stops.length > 0) await tx.insert(rideStops).values(stops.map((s, position) => ({ ...s, rideId, position })));
}

export async function insertRide(tx: Db, values: NewRideRow): Promise<RideRow> {
  const [row] = await tx.insert(rides).values(values).returning();
  return row!;
}

/**
 * Writes a ride only if nobody changed it since `version` was read, and moves the version on; answers
 * the new row, or undefined when the version is stale.
 */
export async function updateRideAtVersion(tx: Db, id: number, version: number, values: Partial<NewRideRow>): Promise<RideRow | undefined> {
  const [row] = await tx
    .update(rides)
    .set({ ...values, version: sql`${rides.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(rides.id, id), eq(rides.version, version)))
    .returning();
  return row;
}

/** Marks a ride seen (the first time counts). */
export async function markSeen(db: Db, id: number): Promise<void> {
  await db
    .update(rides)
    .set({ seenAt: sql`coalesce(${rides.seenAt}, now())` })
    .where(eq(rides.id, id));
}

/** Users referenced by a ride write, by id (deleted ones included: the caller decides). */
export async function findUsers(db: Db, ids: number[]): Promise<Map<number, UserRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  return new Map(rows.map((u) => [u.id, u]));
}

/** Names of people and `plate · brand model` of vehicles, by id, for the history (missing ids are absent). */
export async function referenceNames(
  db: Db,
  userIds: number[],
  vehicleIds: number[],
): Promise<{ users: Map<number, string>; vehicles: Map<number, string> }> {
  const people =
    userIds.length === 0 ? [] : await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds));
  const cars =
    vehicleIds.length === 0
      ? []
      : await db
          .select({ id: vehicles.id, plate: vehicles.registrationPlate, brand: vehicles.brand, model: vehicles.model })
          .from(vehicles)
          .where(inArray(vehicles.id, vehicleIds));
  return {
    users: new Map(people.map((u) => [u.id, u.name])),
    vehicles: new Map(cars.map((v) => [v.id, `${v.plate} · ${v.brand} ${v.model}`])),
  };
}

export interface HistoryValues {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

export async function insertHistory(tx: Db, rideId: number, userId: number, entries: HistoryValues[], at?: Date): Promise<void> {
  if (entries.length > 0) await tx.insert(rideHistory).values(entries.map((e) => ({ ...e, rideId, userId, ...(at ? { at } : {}) })));
}

/**
 * The history of a ride, oldest first (in the order written: ids are serial), with the names of who changed
 * what. Not by `at`: ride changes are stamped with the app's clock, payment lines by the database's.
 */
export async function historyOf(db: Db, rideId: number) {
  return db
    .select({
      id: rideHistory.id,
      at: rideHistory.at,
      userId: rideHistory.userId,
      userName: users.name,
      field: rideHistory.field,
      oldValue: rideHistory.oldValue,
      newValue: rideHistory.newValue,
    })
    .from(rideHistory)
    .leftJoin(users, eq(users.id, rideHistory.userId))
    .where(eq(rideHistory.rideId, rideId))
    .orderBy(asc(rideHistory.id));
}

/** Whether the ride has payment records (its paid state then follows from them). */
export async function hasPayments(db: Db, rideId: number): Promise<boolean> {
  const [row] = await db.select({ id: payments.id }).from(payments).where(eq(payments.rideId, rideId)).limit(1);
  return row !== undefined;
}
