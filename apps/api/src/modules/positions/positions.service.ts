import { etaMinutes, isApproaching, operatingStateOf, type PositionInput } from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { publish } from '../../adapters/events/publish.ts';
import { haversineKm } from '../../adapters/geo/route-estimate.ts';
import * as repo from './positions.repository.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import { RIDE_EVENT_JOB, type RideEventJob } from '../../shared/ride-events.ts';

/** A position from further in the future than this is a wrong phone clock: answered, not stored. */
const MAX_CLOCK_SKEW_MS = 60_000;

/** The driver's phone reports where it is (docs/api/dispatch.md §1). */
export function createPositionsService(deps: { database: Database; jobs: Pick<JobQueue, 'send'>; clock?: Clock }) {
  const { db } = deps.database;
  const now = nowOf(deps.clock);
  return {
    async report(driver: UserRow, input: PositionInput): Promise<void> {
      const at = now();
      const recordedAt = input.recordedAt ? new Date(input.recordedAt) : at;
      if (recordedAt.getTime() > at.getTime() + MAX_CLOCK_SKEW_MS) return;
      const position = {
        driverId: driver.id,
        latitude: input.latitude,
        longitude: input.longitude,
        heading: input.heading,
        speed: input.speed,
        accuracy: input.accuracy ?? null,
        recordedAt,
      };
      const { stored, ride } = await repo.storePosition(db, position, at);
      if (!stored) return;
      const operating = operatingStateOf(ride?.status, recordedAt, at);
      await publish(db, {
        t: 'pos',
        driverId: driver.id,
        fleetManagerId: driver.fleetManagerId,
        latitude: input.latitude,
        longitude: input.longitude,
        heading: input.heading,
        speed: input.speed,
        operating,
        at: recordedAt.toISOString(),
      });
      if (ride?.status === 'ON_THE_WAY' && ride.pickupLat !== null && ride.pickupLng !== null) {
        const km = haversineKm({ lat: input.latitude, lng: input.longitude }, { lat: ride.pickupLat, lng: ride.pickupLng });
        if (isApproaching(km)) {
          const rideId = ride.id;
          // The event row and its e-mails' job commit together: recorded once, e-mailed once.
          await db.transaction(async (tx) => {
            const first = await repo.recordApproaching(tx, rideId, {
              driverId: driver.id,
              distanceKm: Math.round(km * 100) / 100,
              etaMinutes: etaMinutes(km),
            });
            if (!first) return;
            const job: RideEventJob = {
              rideId,
              kind: 'APPROACHING',
              created: false,
              at: at.toISOString(),
              actorId: driver.id,
              statusBefore: 'ON_THE_WAY',
              statusAfter: 'ON_THE_WAY',
              changes: [],
            };
            await deps.jobs.send(tx, RIDE_EVENT_JOB, job);
          });
        }
      }
    },

    /** Off duty: the position is forgotten and the pin disappears at once. */
    async stop(driver: UserRow): Promise<void> {
      await repo.deletePosition(db, driver.id);
      await publish(db, {
        t: 'pos',
        driverId: driver.id,
        fleetManagerId: driver.fleetManagerId,
        latitude: 0,
        longitude: 0,
        heading: 0,
        speed: 0,
        operating: 'OFFLINE',
        at: now().toISOString(),
      });
    },
  };
}
