import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, vehicleDrivers, vehicles, type VehicleRow } from '../../db/schema/index.ts';

export type NewVehicleValues = Omit<typeof vehicles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A vehicle row with its fleet manager's name (null when it has none). */
export interface VehicleWithFleet {
  vehicle: VehicleRow;
  fleetManagerName: string | null;
}

export async function countVehicles(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vehicles).where(where);
  return row?.n ?? 0;
}

/** One page of vehicles sorted by plate (the id breaks ties so pages never overlap). */
export async function listVehicles(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<VehicleWithFleet[]> {
  return db
    .select({ vehicle: vehicles, fleetManagerName: users.name })
    .from(vehicles)
    .leftJoin(users, eq(users.id, vehicles.fleetManagerId))
    .where(where)
    .orderBy(asc(vehicles.registrationPlate), asc(vehicles.id))
    .limit(limit)
    .offset(offset);
}

export async function findVehicle(db: Db, id: number, scope: SQL | undefined): Promise<VehicleWithFleet | undefined> {
  const [row] = await db
    .select({ vehicle: vehicles, fleetManagerName: users.name })
    .from(vehicles)
    .leftJoin(users, eq(users.id, vehicles.fleetManagerId))
    .where(and(eq(vehicles.id, id), scope))
    .limit(1);
  return row;
}

/** The paired (not deleted) drivers of each vehicle, unsorted. */
export async function driversOfVehicles(db: Db, vehicleIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const byVehicle = new Map<number, { id: number; name: string }[]>();
  if (vehicleIds.length === 0) return byVehicle;
  const rows = await db
    .select({ vehicleId: vehicleDrivers.vehicleId, id: users.id, name: users.name })
    .from(vehicleDrivers)
    .innerJoin(users, eq(users.id, vehicleDrivers.driverId))
    // A deleted (anonymised) user drives no more; its pairing goes with the vehicle's next save.
    .where(and(inArray(vehicleDrivers.vehicleId, vehicleIds), isNull(users.deletedAt)));
  for (const { vehicleId, id, name } of rows) {
    const list = byVehicle.get(vehicleId) ?? [];
    list.push({ id, name });
    byVehicle.set(vehicleId, list);
  }
  return byVehicle;
}

/** The id of the vehicle holding a (normalised) plate, if any. */
export async function findPlateHolder(db: Db, plate: string): Promise<number | undefined> {
  const [row] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.registrationPlate, plate)).limit(1);
  return row?.id;
}

export async function insertVehicle(db: Db, values: NewVehicleValues): Promise<number> {
  const [row] = await db.insert(vehicles).values(values).returning({ id: vehicles.id });
  return row!.id;
}

export async function updateVehicle(db: Db, id: number, values: NewVehicleValues, now: Date): Promise<void> {
  await db
    .update(vehicles)
    .set({ ...values, updatedAt: now })
    .where(eq(vehicles.id, id));
}

/** Deletes a vehicle; its pairings and files go with it (foreign keys cascade). */
export async function deleteVehicle(db: Db, id: number): Promise<void> {
  await db.delete(vehicles).where(eq(vehicles.id, id));
}

export async function pairedDriverIds(db: Db, vehicleId: number): Promise<number[]> {
  const rows = await db.select({ id: vehicleDrivers.driverId }).from(vehicleDrivers).where(eq(vehicleDrivers.vehicleId, vehicleId));
  return rows.map((r) => r.id);
}

/** Makes `driverIds` (distinct) the vehicle's paired drivers. */
export async function replaceVehicleDrivers(db: Db, vehicleId: number, driverIds: number[]): Promise<void> {
  await db.delete(vehicleDrivers).where(eq(vehicleDrivers.vehicleId, vehicleId));
  if (driverIds.length > 0) await db.insert(vehicleDrivers).values(driverIds.map((driverId) => ({ vehicleId, driverId })));
}

/** What the pairing and fleet checks need to know about some users. */
export async function findPeople(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, roles: users.roles, fleetManagerId: users.fleetManagerId, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, ids));
}
