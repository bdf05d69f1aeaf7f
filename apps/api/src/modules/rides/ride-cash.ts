import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, type RideRow } from '../../db/schema/index.ts';

/**
 * Haléře the driver collects in cash per ride (issue 12 item 2): what the ride's payments leave unpaid,
 * or — before any payment is recorded — the client price. A ride without either has no amount to show.
 */
export async function cashToCollect(db: Db, rides: readonly Pick<RideRow, 'id' | 'clientPrice'>[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (rides.length === 0) return out;
  const sums = await db
    .select({
      rideId: payments.rideId,
      unpaid: sql<number>`coalesce(sum(${payments.price}) filter (where not ${payments.paid}), 0)::int`,
    })
    .from(payments)
    .where(
      inArray(
        payments.rideId,
        rides.map((r) => r.id),
      ),
    )
    .groupBy(payments.rideId);
  const unpaid = new Map(sums.map((s) => [s.rideId, s.unpaid]));
  for (const ride of rides) {
    const amount = unpaid.get(ride.id) ?? ride.clientPrice;
    if (amount !== null) out.set(ride.id, amount);
  }
  return out;
}
