import { and, arrayContains, asc, eq, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { FINAL_STATUSES } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { rideFlights, users, vehicleOffers, type RideFlightRow, type RideRow } from '../../db/schema/index.ts';
import { FLIGHT_TRACK_FROM_MS } from '@vozka/domain';

/** Rides whose arrival was this long ago are still picked up (a late flight is still being tracked). */
const SYNC_PAST_MS = 6 * 60 * 60_000;

const finalStatuses = sql.join(
  FINAL_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * Puts every ride with a flight number and an arrival within the tracking window (6 h ahead … 6 h back),
 * not in a final status, in `ride_flights`, due now; a ride whose flight number or arrival was edited starts
 * over (state reset). Rows already tracked and unchanged stay as they are: a second run changes nothing.
 */
export async function syncTrackedRides(db: Db, now: Date): Promise<void> {
  const from = new Date(now.getTime() - SYNC_PAST_MS).toISOString();
  const to = new Date(now.getTime() + FLIGHT_TRACK_FROM_MS).toISOString();
  const at = now.toISOString();
  await db.execute(sql`
    insert into ride_flights (ride_id, flight_number, scheduled_arrival, status, next_check_at, updated_at)
    select r.id, r.flight_number, r.flight_arrival, 'SCHEDULED', ${at}::timestamptz, ${at}::timestamptz
    from rides r
    where r.flight_number is not null and r.flight_number <> '' and r.flight_arrival between ${from}::timestamptz and ${to}::timestamptz
      and r.status not in (${finalStatuses})
    on conflict (ride_id) do update set
      flight_number = excluded.flight_number, scheduled_arrival = excluded.scheduled_arrival, status = 'SCHEDULED',
      expected_arrival = null, delay_minutes = null, diverted_to = null, checked_at = null, last_error = null,
      alerted_status = null, next_check_at = excluded.next_check_at, updated_at = excluded.updated_at
    where ride_flights.flight_number <> excluded.flight_number or ride_flights.scheduled_arrival <> excluded.scheduled_arrival`);
}

/** The rides whose flight is due to be asked about, the longest waiting first, at most `limit`. */
export async function dueFlights(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ rideId: rideFlights.rideId })
    .from(rideFlights)
    .where(lte(rideFlights.nextCheckAt, now))
    .orderBy(asc(rideFlights.nextCheckAt))
    .limit(limit);
  return rows.map((r) => r.rideId);
}

export async function findFlight(db: Db, rideId: number): Promise<RideFlightRow | undefined> {
  const [row] = await db.select().from(rideFlights).where(eq(rideFlights.rideId, rideId));
  return row;
}

export async function lockFlight(tx: Db, rideId: number): Promise<RideFlightRow | undefined> {
  const [row] = await tx.select().from(rideFlights).where(eq(rideFlights.rideId, rideId)).for('update');
  return row;
}

/** Starts tracking a ride now (the dispatcher's "check flight now" on a ride the job has not picked up yet). */
export async function trackRide(tx: Db, ride: Pick<RideRow, 'id' | 'flightNumber' | 'flightArrival'>, now: Date): Promise<void> {
  await tx
    .insert(rideFlights)
    .values({ rideId: ride.id, flightNumber: ride.flightNumber!, scheduledArrival: ride.flightArrival!, nextCheckAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: rideFlights.rideId,
      set: {
        flightNumber: ride.flightNumber!,
        scheduledArrival: ride.flightArrival!,
        status: 'SCHEDULED',
        expectedArrival: null,
        delayMinutes: null,
        divertedTo: null,
        checkedAt: null,
        lastError: null,
        alertedStatus: null,
        updatedAt: now,
      },
      setWhere: sql`${rideFlights.flightNumber} <> ${ride.flightNumber} or ${rideFlights.scheduledArrival} <> ${ride.flightArrival}`,
    });
}

export async function saveFlight(tx: Db, rideId: number, values: Partial<typeof rideFlights.$inferInsert>): Promise<void> {
  await tx.update(rideFlights).set(values).where(eq(rideFlights.rideId, rideId));
}

/** The buffers that override the default: the ride's client's and its vehicle offer's (null = not set). */
export async function buffersOf(
  tx: Db,
  ride: Pick<RideRow, 'customerId' | 'vehicleOfferId'>,
): Promise<{ client: number | null; offer: number | null }> {
  const [client] = ride.customerId
    ? await tx.select({ m: users.flightBufferMinutes }).from(users).where(eq(users.id, ride.customerId))
    : [];
  const [offer] = ride.vehicleOfferId
    ? await tx.select({ m: vehicleOffers.flightBufferMinutes }).from(vehicleOffers).where(eq(vehicleOffers.id, ride.vehicleOfferId))
    : [];
  return { client: client?.m ?? null, offer: offer?.m ?? null };
}

/** Who hears of a cancelled or diverted flight: every ADMIN with an e-mail, not deleted or inactive. */
export async function alertRecipients(tx: Db) {
  const rows = await tx
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(and(isNull(users.deletedAt), ne(users.status, 'INACTIVE'), isNotNull(users.email), arrayContains(users.roles, ['ADMIN'])));
  return rows.map((r) => ({ ...r, email: r.email! }));
}
