import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vehicleDrivers, vehicles } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { hasRole, type Caller } from '../../shared/caller.ts';

/** A vehicle a driver is paired with (spec §2 "vehicles with linked drivers"). */
export function pairedWith(driverId: number): SQL {
  return sql`exists (select 1 from ${vehicleDrivers} where ${vehicleDrivers.vehicleId} = ${vehicles.id} and ${vehicleDrivers.driverId} = ${driverId})`;
}

/**
 * Which vehicles a caller may read, as a condition on `vehicles` (undefined = all): ADMIN all, a
 * FLEET_MANAGER its fleet's, a DRIVER those it is paired with. A user holding several roles gets the
 * union, so a fleet manager that also drives sees its fleet and its own car.
 */
export function vehicleReadScope(caller: Caller): SQL | undefined {
  if (hasRole(caller, 'ADMIN')) return undefined;
  const parts: SQL[] = [];
  if (hasRole(caller, 'FLEET_MANAGER')) parts.push(eq(vehicles.fleetManagerId, caller.id));
  if (hasRole(caller, 'DRIVER')) parts.push(pairedWith(caller.id));
  if (parts.length === 0) return sql`false`;
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** Which vehicles a caller may change: ADMIN all, a FLEET_MANAGER its fleet's; a DRIVER never writes. */
export function vehicleWriteScope(caller: Caller): SQL | undefined {
  if (hasRole(caller, 'ADMIN')) return undefined;
  if (hasRole(caller, 'FLEET_MANAGER')) return eq(vehicles.fleetManagerId, caller.id);
  return sql`false`;
}

/**
 * Which vehicles a caller may put to use (a ride's vehicle, docs/api/people.md "Vehicles"): the ones it
 * may read — ADMIN any, a FLEET_MANAGER its fleet's, a DRIVER (where a driver sets one: taking a free
 * ride) its paired ones. Every write that takes a `vehicleId` goes through `assertUsableVehicle`.
 */
export function vehicleUseScope(caller: Caller): SQL | undefined {
  return vehicleReadScope(caller);
}

/**
 * Refuses a vehicle the caller may not use. A scoped caller gets 404 for another fleet's vehicle and for
 * one that does not exist alike (as for any object out of its sight); ADMIN, who sees every vehicle,
 * gets 400 VEHICLE_INVALID for a missing one.
 */
export async function assertUsableVehicle(db: Db, caller: Caller, vehicleId: number): Promise<void> {
  const scope = vehicleUseScope(caller);
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), scope))
    .limit(1);
  if (row) return;
  if (scope === undefined) throw new AppError(400, 'VEHICLE_INVALID', { fields: { vehicleId: 'VEHICLE_INVALID' } });
  throw new AppError(404, 'NOT_FOUND', { fields: { vehicleId: 'NOT_FOUND' } });
}
