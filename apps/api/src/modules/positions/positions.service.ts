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
import { createBatcher, type BatcherOptions } from '../../shared/batcher.ts';
import { counters } from '../../shared/counters.ts';
import { AppError } from '../../shared/errors.ts';

/** A driver's rate window after a post: what the answer's `x-ratelimit-*` headers say. */
export interface PostLimit {
  limit: number;
  remaining: number;
  /** Seconds until the window ends (rounded up). */
  resetSeconds: number;
}

/** The limit's answer headers (as @fastify/rate-limit sent them), and `retry-after` on a 429. */
export function limitHeaders(l: PostLimit, exceeded = false): Record<string, string> {
  const headers: Record<string, string> = {
    'x-ratelimit-limit': String(l.limit),
    'x-ratelimit-remaining': String(exceeded ? 0 : l.remaining),
    'x-ratelimit-reset': String(l.resetSeconds),
  };
  if (exceeded) headers['retry-after'] = String(l.resetSeconds);
  return headers;
}

/** A fix on its way to the batch, with what its notification needs. */
interface Submitted {
  fix: repo.Fix;
  fleetManagerId: number | null;
}

/** A position from further in the future than this is a wrong phone clock: answered, not stored. */
const MAX_CLOCK_SKEW_MS = 60_000;

/**
 * The driver's phone reports where it is (docs/api/dispatch.md §1). Fixes are stored in batches
 * (shared/batcher.ts): one statement stores a batch and reads each driver's current ride, one more
 * notifies the screens of every stored fix of it; each post answers once its batch is stored and published.
 * `batching` tunes the batcher (tests run its schedule by hand).
 */
export function createPositionsService(deps: {
  database: Database;
  jobs: Pick<JobQueue, 'send'>;
  clock?: Clock;
  batching?: Pick<BatcherOptions<Submitted, repo.FixStored>, 'maxSize' | 'lingerMs' | 'schedule'>;
  /**
   * The per-driver limit, counted in each batch's statement (`throttle_windows`, shared by every instance):
   * `key` + the driver's id names its window. A post over it is not stored and `report` throws 429.
   */
  limit?: repo.FixLimit;
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
        deps.limit,
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
  /** The post's window as headers; 429 TOO_MANY_ATTEMPTS (with `retry-after`) over the limit. */
  function postLimit(window: repo.FixStored['window'], at: Date): PostLimit | undefined {
    if (!deps.limit || !window) return undefined;
    const l: PostLimit = {
      limit: deps.limit.max,
      remaining: Math.max(0, deps.limit.max - window.count),
      resetSeconds: Math.ceil(Math.max(0, window.resetAt - at.getTime()) / 1000),
    };
    if (window.count > deps.limit.max) {
      throw new AppError(429, 'TOO_MANY_ATTEMPTS', { params: { seconds: l.resetSeconds }, headers: limitHeaders(l, true) });
    }
    return l;
  }

  return {
    /** Stores the fix; with a limit, answers the driver's window after it (or throws 429 over it). */
    async report(driver: UserRow, input: PositionInput): Promise<PostLimit | undefined> {
      const at = now();
      const recordedAt = input.recordedAt ? new Date(input.recordedAt) : at;
      // A phone whose clock is ahead: answered, not stored, but counted (when there is a limit).
      const ahead = recordedAt.getTime() > at.getTime() + MAX_CLOCK_SKEW_MS;
      if (ahead && !deps.limit) return undefined;
      const fix: repo.Fix = {
        driverId: driver.id,
        latitude: input.latitude,
        longitude: input.longitude,
        heading: input.heading,
        speed: input.speed,
        accuracy: input.accuracy ?? null,
        recordedAt,
        at,
        ...(ahead ? { countOnly: true } : {}),
      };
      const { stored, ride, window } = await batcher.submit({ fix, fleetManagerId: driver.fleetManagerId });
      const limit = postLimit(window, at);
      if (!stored) return limit;
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
      return limit;
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
