import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rides } from '../../db/schema/index.ts';
import { visibleRides } from './ride-access.ts';

/** FREE rides the caller sees (the pool for fleet managers and drivers without a fleet; docs/api/dispatch.md §5). */
export async function countFreeRides(
  db: Db,
  caller: { id: number; roles: readonly string[]; fleetManagerId: number | null },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rides)
    .where(and(eq(rides.status, 'FREE'), visibleRides(caller)));
  return row?.n ?? 0;
}

/**
 * A pool taker (a fleet manager, or a driver without a fleet) asked for a FREE ride that has just left the
 * pool — someone else took it first: 409 RIDE_ALREADY_TAKEN instead of 404 (docs/api/dispatch.md §5).
 */
export async function takenFromPool(
  db: Db,
  caller: { roles: readonly string[]; fleetManagerId: number | null },
  rideId: number,
  requestedStatus: string | null | undefined,
): Promise<boolean> {
  const poolTaker = caller.roles.includes('FLEET_MANAGER') || (caller.roles.includes('DRIVER') && caller.fleetManagerId === null);
  if (!poolTaker || requestedStatus !== 'PLANNED') return false;
  const [row] = await db.select({ status: rides.status, previousStatus: rides.previousStatus }).from(rides).where(eq(rides.id, rideId));
  return !!row && row.status !== 'FREE' && row.previousStatus === 'FREE';
}
