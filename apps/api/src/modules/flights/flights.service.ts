import { eq } from 'drizzle-orm';
import {
  RIDE_STATUSES,
  normalizeLanguage,
  type FlightStatus,
  type FlightTrackingStored,
  type RideFlight,
  type RideStatus,
} from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { rides, type RideFlightRow, type RideRow } from '../../db/schema/index.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { AppError } from '../../shared/errors.ts';
import { publish } from '../../adapters/events/publish.ts';
import { queueMessages } from '../../adapters/outbox/outbox.ts';
import { formatPragueDateTime } from '../../adapters/pdf/index.ts';
import { flightProviderFor, FlightProviderError, type FlightApiConfig, type FlightReport } from '../../adapters/flights/index.ts';
import { flightAlertEmail } from '../../locales/flights.ts';
import { readSetting } from '../settings/settings.repository.ts';
import { flightStatesOf, moveRideForFlight, sameFlightNumber } from '../rides/ride-flight.ts';
import { lockRide } from '../rides/rides.repository.ts';
import { isOverlap } from '../rides/rides.service.ts';
import * as repo from './flights.repository.ts';
import { bufferOf, delayMinutesOf, nextCheckAt, pickupFor } from '@vozka/domain';

/** How many flights one run of the job asks about at most, and for how long it keeps taking new ones. */
export const CHECKS_PER_RUN = 20;
const RUN_BUDGET_MS = 40_000;
/** A pickup moves only for a change of at least a minute. */
const MINUTE = 60_000;
/** The job moves pickups of rides not yet started: before the driver is on the place. */
const MOVABLE: readonly RideStatus[] = RIDE_STATUSES.slice(0, RIDE_STATUSES.indexOf('ON_THE_PLACE'));
/** Statuses that never move the ride (the dispatcher decides). */
const HOLDS: readonly FlightStatus[] = ['CANCELLED', 'DIVERTED', 'UNKNOWN'];

export interface FlightsOptions {
  /** Where the provider is reached (FLIGHT_API_URL …). */
  api: FlightApiConfig;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

type Outcome = { report: FlightReport } | { error: string };

const partiesOf = (r: RideRow) => ({
  status: r.status as RideStatus,
  driverId: r.driverId,
  fleetManagerId: r.fleetManagerId,
  customerId: r.customerId,
  passengerId: r.passengerId,
});

/** The flight job and the dispatcher's "check flight now" (docs/api/integrations.md). */
export function createFlightsService(
  deps: Pick<ModuleDeps, 'database' | 'jobs' | 'clock' | 'publicUrl' | 'logger'>,
  options: FlightsOptions,
) {
  const { db } = deps.database;

  async function ask(settings: FlightTrackingStored, flight: Pick<RideFlightRow, 'flightNumber' | 'scheduledArrival'>): Promise<Outcome> {
    const provider = flightProviderFor(settings, options.api, options.fetch);
    try {
      return { report: await provider.lookup({ flightNumber: flight.flightNumber, scheduledArrival: flight.scheduledArrival }) };
    } catch (err) {
      if (!(err instanceof FlightProviderError)) throw err;
      deps.logger.warn({ err }, 'flight provider failed; the ride keeps its time');
      return { error: err.message };
    }
  }

  /** Tells every ADMIN, once per status, that a flight was cancelled or diverted. */
  async function alert(
    tx: Db,
    ride: RideRow,
    flight: RideFlightRow,
    status: 'CANCELLED' | 'DIVERTED',
    divertedTo: string | null,
    now: Date,
  ) {
    const admins = await repo.alertRecipients(tx);
    const messages = admins.map((a) => {
      const language = normalizeLanguage(a.language) ?? 'cs';
      const email = flightAlertEmail(language, {
        status,
        rideId: ride.id,
        flightNumber: flight.flightNumber,
        scheduled: formatPragueDateTime(flight.scheduledArrival, language),
        pickUp: formatPragueDateTime(ride.date, language),
        divertedTo,
        rideUrl: `${deps.publicUrl}/manage/drives/${ride.id}`,
      });
      return {
        channel: 'EMAIL' as const,
        recipient: a.email,
        kind: 'FLIGHT_ALERT',
        language,
        userId: a.id,
        rideId: ride.id,
        role: 'ADMIN' as const,
        dedupeKey: `flight:${ride.id}:${flight.scheduledArrival.toISOString()}:${status}:${a.id}`,
        ...email,
      };
    });
    await queueMessages(tx, deps.jobs, messages, now);
  }

  /** Moves the pickup in a savepoint: a driver busy at the new time keeps the ride where it is. */
  async function move(tx: Db, ride: RideRow, date: Date, now: Date): Promise<'moved' | 'busy' | 'stale'> {
    try {
      const updated = await tx.transaction((sp) => moveRideForFlight(sp, deps.jobs, ride, date, now));
      return updated ? 'moved' : 'stale';
    } catch (err) {
      if (isOverlap(err)) return 'busy';
      throw err;
    }
  }

  /**
   * Applies an answer in one transaction: the flight row locked (a run that finds it no longer due, or
   * the ride's flight changed, does nothing), its new state, the pickup moved when the expected landing
   * moved, the dispatcher alerted once per CANCELLED / DIVERTED, and a live event for the boards.
   */
  async function apply(rideId: number, outcome: Outcome, now: Date, force: boolean): Promise<void> {
    const settings = await readSetting(db, 'flightTracking');
    await db.transaction(async (tx) => {
      const flight = await repo.lockFlight(tx, rideId);
      if (!flight || (!force && (!flight.nextCheckAt || flight.nextCheckAt > now))) return;
      const ride = await lockRide(tx, rideId);
      const same =
        ride?.flightNumber &&
        ride.flightArrival &&
        sameFlightNumber(ride.flightNumber, flight.flightNumber) &&
        ride.flightArrival.getTime() === flight.scheduledArrival.getTime();
      if (!ride || !same) {
        // The ride lost or changed its flight: the next sync starts it over.
        await repo.saveFlight(tx, rideId, { nextCheckAt: null, updatedAt: now });
        return;
      }
      const report = 'report' in outcome ? outcome.report : null;
      const status: FlightStatus = report?.status ?? 'UNKNOWN';
      const expected = report
        ? status === 'CANCELLED'
          ? null
          : (report.expectedArrival ?? flight.expectedArrival)
        : flight.expectedArrival;
      const divertedTo = status === 'DIVERTED' ? (report?.divertedTo ?? null) : null;
      let lastError = 'error' in outcome ? outcome.error : null;
      let moved = false;
      const before = flight.expectedArrival ?? flight.scheduledArrival;
      const landingMoved = expected !== null && Math.abs(expected.getTime() - before.getTime()) >= MINUTE;
      if (landingMoved && !HOLDS.includes(status) && MOVABLE.includes(ride.status as RideStatus)) {
        const buffers = await repo.buffersOf(tx, ride);
        const target = pickupFor(
          flight.scheduledArrival,
          expected,
          bufferOf(buffers.client, buffers.offer, settings.bufferMinutes),
          settings,
        );
        if (Math.abs(target.getTime() - ride.date.getTime()) >= MINUTE) {
          const result = await move(tx, ride, target, now);
          moved = result === 'moved';
          if (result === 'busy') lastError = 'DRIVER_BUSY: the driver has another ride at the new pickup time';
        }
      }
      const alerting = (status === 'CANCELLED' || status === 'DIVERTED') && flight.alertedStatus !== status;
      await repo.saveFlight(tx, rideId, {
        status,
        expectedArrival: expected,
        delayMinutes: delayMinutesOf(flight.scheduledArrival, expected),
        divertedTo,
        provider: settings.provider,
        checkedAt: now,
        nextCheckAt: nextCheckAt({ scheduledArrival: flight.scheduledArrival, expectedArrival: expected, status }, now),
        lastError,
        ...(alerting ? { alertedStatus: status } : {}),
        updatedAt: now,
      });
      if (alerting) await alert(tx, ride, flight, status, divertedTo, now);
      const changed = status !== flight.status || expected?.getTime() !== flight.expectedArrival?.getTime();
      if (!moved && changed) {
        // The boards and the driver's screen read the ride again (its `flight` changed, not its data).
        await publish(tx, { t: 'ride', id: ride.id, version: ride.version, now: partiesOf(ride), before: partiesOf(ride) }, now);
      }
    });
  }

  async function stateOf(rideId: number): Promise<RideFlight> {
    const [ride] = await db.select().from(rides).where(eq(rides.id, rideId));
    const state = ride ? (await flightStatesOf(db, [ride])).get(rideId) : undefined;
    if (!state) throw new AppError(409, 'FLIGHT_NOT_TRACKED');
    return state;
  }

  return {
    /**
     * The scheduled job's run: every ride in the tracking window is tracked, then the due flights are
     * asked about, at most CHECKS_PER_RUN and for RUN_BUDGET_MS; the rest wait for the next run. Nothing
     * with the provider `none`.
     */
    async checkDue(): Promise<number> {
      const settings = await readSetting(db, 'flightTracking');
      if (!flightProviderFor(settings, options.api).configured) return 0;
      const started = deps.clock.now();
      await repo.syncTrackedRides(db, started);
      const due = await repo.dueFlights(db, started, CHECKS_PER_RUN);
      let asked = 0;
      for (const rideId of due) {
        if (deps.clock.now().getTime() - started.getTime() > RUN_BUDGET_MS) break;
        const flight = await repo.findFlight(db, rideId);
        if (!flight) continue;
        await apply(rideId, await ask(settings, flight), deps.clock.now(), false);
        asked++;
      }
      return asked;
    },

    /** `POST /api/orders/{id}/flight/check`: asks now, whatever the schedule; answers the ride's flight. */
    async checkNow(rideId: number): Promise<RideFlight> {
      const [ride] = await db.select().from(rides).where(eq(rides.id, rideId));
      if (!ride) throw new AppError(404, 'NOT_FOUND');
      if (!ride.flightNumber || !ride.flightArrival) throw new AppError(409, 'FLIGHT_NOT_TRACKED');
      const settings = await readSetting(db, 'flightTracking');
      if (!flightProviderFor(settings, options.api).configured) throw new AppError(409, 'FLIGHT_TRACKING_OFF');
      const now = deps.clock.now();
      await repo.trackRide(db, ride, now);
      const flight = await repo.findFlight(db, rideId);
      await apply(rideId, await ask(settings, flight!), now, true);
      return stateOf(rideId);
    },
  };
}

export type FlightsService = ReturnType<typeof createFlightsService>;
