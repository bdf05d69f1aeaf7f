import { etaMinutes, isApproaching, operatingStateOf, type PositionInput } from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { publish, publishPositions } from '../../adapters/events/publish.ts';
import type { PositionMessage } from '../../adapters/events/messages.ts';
import { haversineKm } from '../../adapters/geo/route-estimate.ts';
import * as repo from './positions.repository.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import { RIDE_EVENT_JOB, type RideEventJob } from '../../shared/ride-events.ts';
import { createBatcher, type BatcherOptions } from './position-batcher.ts';
import { counters } from '../../shared/counters.ts';

/** A fix on its way to the batch, with what its notification needs. */
interface Submitted {
  fix: repo.Fix;
  fleetManagerId: number | null;
}

/** A position from further in the future than this is a wrong phone clock: answered, not stored. */
const MAX_CLOCK_SKEW_MS = 60_000;

/**
 * The driver's phone reports where it is (docs/api/dispatch.md §1). Fixes are stored in batches
 * (position-batcher.ts): one statement stores a batch and reads each driver's current ride, one more
 * notifies the screens of every stored fix of it; each post answers once its batch is stored and published.
 * `batching` tunes the batcher (tests run its schedule by hand).
 */
export function createPositionsService(deps: {
  database: Database;
  jobs: Pick<JobQueue, 'send'>;
  clock?: Clock;
  batching?: Pick<BatcherOptions<Submitted, repo.FixStored>, 'maxSize' | 'lingerMs' | 'schedule'>;
}) {
  const { db } = deps.database;
  const now = nowOf(deps.clock);
  const batcher = createBatcher<Submitted, repo.FixStored>({
    ...deps.batching,
    keyOf: (s) => s.fix.driverId,
    async run(batch) {
      const results = await repo.storePositions(
        db,
        batch.map((s) => s.fix),
      );
      const messages: PositionMessage[] = [];
      batch.forEach(({ fix, fleetManagerId }, i) => {
        const { stored, ride } = results[i]!;
        if (!stored) return;
        messages.push({
          t: 'pos',
          driverId: fix.driverId,
          fleetManagerId,
          latitude: fix.latitude,
          longitude: fix.longitude,
          heading: fix.heading,
          speed: fix.speed,
          operating: operatingStateOf(ride?.status, fix.recordedAt, fix.at),
          at: fix.recordedAt.toISOString(),
        });
      });
      await publishPositions(db, messages);
      return results;
    },
  });
  return {
    async report(driver: UserRow, input: PositionInput): Promise<void> {
      const at = now();
      const recordedAt = input.recordedAt ? new Date(input.recordedAt) : at;
      if (recordedAt.getTime() > at.getTime() + MAX_CLOCK_SKEW_MS) return;
      const fix: repo.Fix = {
        driverId: driver.id,
        latitude: input.latitude,
        longitude: input.longitude,
        heading: input.heading,
        speed: input.speed,
        accuracy: input.accuracy ?? null,
        recordedAt,
        at,
      };
      const { stored, ride } = await batcher.submit({ fix, fleetManagerId: driver.fleetManagerId });
      if (!stored) return;
      counters.gpsFixes.inc();
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
