import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { DRIVER_BUSY_STATUSES, OPERATING_RIDE_STATUSES, type Language } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import {
  driverPositions,
  files,
  rideStops,
  rides,
  users,
  vehicleDrivers,
  vehicleOffers,
  vehicles,
  type RideRow,
} from '../../db/schema/index.ts';
import { offerNameIn } from '../pricing/offer-name.ts';

/** Active drivers a caller may assign: all for ADMIN (`fleetId` null), else those of its fleet. */
export async function candidateDrivers(db: Db, fleetId: number | null) {
  return db
    .select({ id: users.id, name: users.name, fleetManagerId: users.fleetManagerId })
    .from(users)
    .where(
      and(
        sql`'DRIVER' = any(${users.roles})`,
        eq(users.status, 'ACTIVE'),
        isNull(users.deletedAt),
        fleetId !== null ? eq(users.fleetManagerId, fleetId) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}

export async function pickupOf(db: Db, rideId: number) {
  const [stop] = await db
    .select()
    .from(rideStops)
    .where(and(eq(rideStops.rideId, rideId), eq(rideStops.position, 0)));
  return stop ?? null;
}

/** The ride's vehicle offer: its seats, its luggage and its name in `lang` (the exclusion detail's). */
export async function offerOf(db: Db, offerId: number | null, lang: Language) {
  if (offerId === null) return null;
  const [offer] = await db
    .select({ persons: vehicleOffers.persons, luggage: vehicleOffers.luggage, name: offerNameIn(lang) })
    .from(vehicleOffers)
    .where(eq(vehicleOffers.id, offerId));
  return offer ?? null;
}

/** Drivers holding another active ride whose busy interval overlaps this ride's (decision 0008). */
export async function busyDrivers(db: Db, ride: RideRow, driverIds: number[]): Promise<Set<number>> {
  if (driverIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ driverId: rides.driverId })
    .from(rides)
    .where(
      and(
        inArray(rides.driverId, driverIds),
        inArray(rides.status, [...DRIVER_BUSY_STATUSES]),
        ne(rides.id, ride.id),
        lt(rides.date, ride.busyUntil),
        gt(rides.busyUntil, ride.date),
      ),
    );
  return new Set(rows.map((r) => r.driverId!));
}

/** The drivers' ride in an operating status, if any (their state on the map). */
export async function operatingRides(db: Db, driverIds: number[]): Promise<Map<number, string>> {
  if (driverIds.length === 0) return new Map();
  const rows = await db
    .select({ driverId: rides.driverId, status: rides.status })
    .from(rides)
    .where(and(inArray(rides.driverId, driverIds), inArray(rides.status, [...OPERATING_RIDE_STATUSES])));
  return new Map(rows.map((r) => [r.driverId!, r.status]));
}

export async function positionsOf(db: Db, driverIds: number[]) {
  if (driverIds.length === 0) return new Map<number, typeof driverPositions.$inferSelect>();
  const rows = await db.select().from(driverPositions).where(inArray(driverPositions.driverId, driverIds));
  return new Map(rows.map((r) => [r.driverId, r]));
}

/** The drivers' active paired vehicles within `scope` (the vehicles the asking caller may use). */
export async function pairedVehicles(db: Db, driverIds: number[], scope: SQL | undefined) {
  if (driverIds.length === 0) return [];
  return db
    .select({ driverId: vehicleDrivers.driverId, vehicle: vehicles })
    .from(vehicleDrivers)
    .innerJoin(vehicles, eq(vehicles.id, vehicleDrivers.vehicleId))
    .where(and(inArray(vehicleDrivers.driverId, driverIds), eq(vehicles.active, true), scope))
    .orderBy(asc(vehicles.numberOfPeople), asc(vehicles.id));
}

/** Files of these drivers or vehicles valid only until before `day` (YYYY-MM-DD). */
export async function expiredFiles(db: Db, day: string, driverIds: number[], vehicleIds: number[]) {
  const owners = [
    ...(driverIds.length > 0 ? [inArray(files.userId, driverIds)] : []),
    ...(vehicleIds.length > 0 ? [inArray(files.vehicleId, vehicleIds)] : []),
  ];
  if (owners.length === 0) return [];
  return db
    .select({ userId: files.userId, vehicleId: files.vehicleId, type: files.type, validUntil: files.validUntil })
    .from(files)
    .where(and(lt(files.validUntil, day), or(...owners)));
}
