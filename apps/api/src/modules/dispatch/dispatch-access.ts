import { and, eq } from 'drizzle-orm';
import { partiesOf } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { rides, type RideRow, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { visibleRides } from '../rides/ride-access.ts';

/**
 * A ride the caller dispatches: ADMIN or the ride's fleet manager. A ride it does not see answers 404, one
 * it sees only otherwise (the free pool) 403 — like the rides calls.
 */
export async function findDispatchRide(db: Db, caller: UserRow, rideId: number): Promise<RideRow> {
  const [ride] = await db
    .select()
    .from(rides)
    .where(and(eq(rides.id, rideId), visibleRides(caller)));
  if (!ride) throw new AppError(404, 'NOT_FOUND');
  const parties = partiesOf(caller, ride);
  if (!parties.has('ADMIN') && !parties.has('RIDE_FLEET_MANAGER')) throw new AppError(403, 'FORBIDDEN');
  return ride;
}
