import { and, eq } from 'drizzle-orm';
import { partiesOf } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { rides, type RideRow, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { visibleRides } from '../rides/ride-access.ts';

/**
 * A ride the caller dispatches: ADMIN or the ride's fleet manager. A ride it does not see answers 404, one
 * it sees only otherwise (the free pool) 403 — like the rides calls; with `pool`, a FREE ride is the pool fleet
 * manager's too (the suggestions it picks its driver from).
 */
export async function findDispatchRide(db: Db, caller: UserRow, rideId: number, options: { pool?: boolean } = {}): Promise<RideRow> {
  const [ride] = await db
    .select()
    .from(rides)
    .where(and(eq(rides.id, rideId), visibleRides(caller)));
  if (!ride) throw new AppError(404, 'NOT_FOUND');
  const parties = partiesOf(caller, ride);
  // `pool`: a fleet manager choosing its driver for a FREE ride it takes from the pool (issue 17 §6).
  const taker = options.pool === true && ride.status === 'FREE' && parties.has('POOL_FLEET_MANAGER');
  if (!parties.has('ADMIN') && !parties.has('RIDE_FLEET_MANAGER') && !taker) throw new AppError(403, 'FORBIDDEN');
  return ride;
}
