import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rides, users } from '../../db/schema/index.ts';

/**
 * The customers and passengers a FLEET_MANAGER deals with, as a condition on `users`: those of its
 * fleet's rides (not DELETED). They are the only clients it may pick, put on a ride or read, and it reads
 * their name and phone only (`toClientContact`) — never bank account, TIN, company, e-mail, address or
 * date of birth (issue 12 §3, docs/api/people.md "Pickers").
 */
export function fleetClients(fleetManagerId: number): SQL {
  const ofFleet = sql`${rides.fleetManagerId} = ${fleetManagerId} and ${rides.status} <> 'DELETED'`;
  return sql`${users.id} in (select ${rides.customerId} from ${rides} where ${ofFleet} union select ${rides.passengerId} from ${rides} where ${ofFleet})`;
}

/** Which of these users are clients of the fleet (`fleetClients`). */
export async function fleetClientIds(db: Db, fleetManagerId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), fleetClients(fleetManagerId)));
  return new Set(rows.map((r) => r.id));
}
