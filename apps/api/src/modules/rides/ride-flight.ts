import { inArray } from 'drizzle-orm';
import { busyUntil, type FlightStatus, type RideFlight, type RideType } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { rideFlights, rideHistory, type RideRow } from '../../db/schema/index.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import { readSetting } from '../settings/settings.repository.ts';
import { afterRideWrite } from './ride-effects.ts';
import { historyEntries } from './ride-history.ts';
import { columnsOf, valuesOf } from './ride-fields.ts';
import * as repo from './rides.repository.ts';

/** `OK 123` and `ok123` are one flight. */
export const sameFlightNumber = (a: string, b: string) => a.replace(/\s+/g, '').toUpperCase() === b.replace(/\s+/g, '').toUpperCase();

/**
 * The flight state of each ride with a flight number and an arrival (issue 20 §1): what the flight job last
 * learned, or SCHEDULED before its first check; `tracking: false` while the provider is `none`. A tracked
 * row of another flight number or arrival (the ride was edited since) counts as not checked yet.
 */
export async function flightStatesOf(
  db: Db,
  rows: readonly Pick<RideRow, 'id' | 'flightNumber' | 'flightArrival'>[],
): Promise<Map<number, RideFlight>> {
  const flights = rows.filter((r) => r.flightNumber && r.flightArrival);
  const out = new Map<number, RideFlight>();
  if (flights.length === 0) return out;
  const settings = await readSetting(db, 'flightTracking');
  const tracking = settings.provider !== 'none' && settings.apiKey !== null;
  const tracked = await db
    .select()
    .from(rideFlights)
    .where(
      inArray(
        rideFlights.rideId,
        flights.map((r) => r.id),
      ),
    );
  const byRide = new Map(tracked.map((t) => [t.rideId, t]));
  for (const r of flights) {
    const t = byRide.get(r.id);
    const current = t && sameFlightNumber(t.flightNumber, r.flightNumber!) && t.scheduledArrival.getTime() === r.flightArrival!.getTime();
    out.set(r.id, {
      tracking,
      flightNumber: r.flightNumber!,
      status: current ? (t.status as FlightStatus) : 'SCHEDULED',
      scheduledArrival: r.flightArrival!.toISOString(),
      expectedArrival: current ? (t.expectedArrival?.toISOString() ?? null) : null,
      delayMinutes: current ? t.delayMinutes : null,
      divertedTo: current ? t.divertedTo : null,
      checkedAt: current ? (t.checkedAt?.toISOString() ?? null) : null,
    });
  }
  return out;
}

/**
 * Moves a locked ride's pick-up to `date` for its flight (no user: the flight job): the row at its version,
 * a history row (no author), and what every ride write raises — the `ride-event` job (driver and dispatcher
 * are told), reminders and the live `ride` event. Answers the updated row, or null when the version moved.
 */
export async function moveRideForFlight(tx: Db, jobs: Pick<JobQueue, 'send'>, row: RideRow, date: Date, at: Date): Promise<RideRow | null> {
  const before = valuesOf(row);
  const next = { ...before, date };
  const until = busyUntil({
    date,
    type: row.rideType as RideType,
    numberOfHours: row.rentHours,
    toAndBack: row.toAndBack,
    roundTrip: row.roundTrip,
    returnDate: row.returnDate,
  });
  const updated = await repo.updateRideAtVersion(tx, row.id, row.version, { ...columnsOf({ date }), busyUntil: until });
  if (!updated) return null;
  const changes = historyEntries(before, next, ['date']);
  await tx.insert(rideHistory).values(changes.map((c) => ({ ...c, rideId: row.id, userId: null, at })));
  await afterRideWrite(tx, row, updated, { jobs, changes, actorId: null, at, notify: true });
  return updated;
}
