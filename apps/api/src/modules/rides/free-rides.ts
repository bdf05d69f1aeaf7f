import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rides } from '../../db/schema/index.ts';
import { hiddenFields, VIEW_HIDDEN_FIELDS, visibleRides, type RideView } from './ride-access.ts';

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

/** What a free-ride offer leaves out until the ride is taken: the client and its passenger (issue 17 §4). */
export const OFFER_HIDDEN_FIELDS = [
  'customerId',
  'customerName',
  'passengerId',
  'passengerName',
  'passengerPhone',
  'passengerEmail',
  'meetingBoard',
] as const;

/**
 * Does the caller see the ride as an offer only — a FREE ride it may take from the pool (a pool driver, or a
 * fleet manager whose fleet it is not), being neither ADMIN nor the ride's client? Then the offer shows what
 * a driver decides by (time, route, vehicle offer, the driver's price) and not who rides.
 */
export function seenAsOffer(view: RideView, status: string): boolean {
  const p = view.parties;
  if (status !== 'FREE' || p.has('ADMIN') || p.has('RIDE_FLEET_MANAGER') || view.client) return false;
  return p.has('POOL_DRIVER') || p.has('POOL_FLEET_MANAGER');
}

/** Every field of a ride that a view may leave out: its hidden fields and an offer's. */
export const WITHHELD_FIELDS = [...new Set([...VIEW_HIDDEN_FIELDS, ...OFFER_HIDDEN_FIELDS])];
export type WithheldField = (typeof WITHHELD_FIELDS)[number];

/** The fields of WITHHELD_FIELDS that the view of a ride in `status` does not receive. */
export function withheldFields(view: RideView, status: string): Set<WithheldField> {
  const withheld = new Set<WithheldField>(hiddenFields(view));
  if (seenAsOffer(view, status)) for (const field of OFFER_HIDDEN_FIELDS) withheld.add(field);
  return withheld;
}
