import { scheduledJob, type JobDefinition } from '../../adapters/jobs/queue.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { LIVE_EVENTS_KEPT_MS, pruneLiveEvents } from '../../adapters/events/live-log.ts';
import { pruneThrottleWindows } from '../../adapters/throttle/throttle-store.ts';
import { pruneStagedUploads } from '../files/files.repository.ts';

/** The job that forgets the shared state nobody needs any more (docs/decisions/0037). */
export const SHARED_STATE_PRUNE_JOB = 'shared-state-prune';
/** Every 5 minutes: live events are kept 10 minutes, so the table holds at most some 15 minutes of them. */
export const SHARED_STATE_PRUNE_CRON = '*/5 * * * *';

/**
 * Deletes the live events logged more than LIVE_EVENTS_KEPT_MS before now (the app's clock) and the
 * counting windows that have ended (rate limits, sign-in throttle), and the staged bytes of uploads that
 * were cut off more than STAGED_UPLOAD_KEPT ago (a crash, a dropped client). Runs once per schedule across the
 * instances (pg-boss); a second run finds nothing to do.
 */
export function sharedStatePruneJob(deps: Pick<ModuleDeps, 'database' | 'clock'>): JobDefinition<object> {
  return scheduledJob(SHARED_STATE_PRUNE_JOB, SHARED_STATE_PRUNE_CRON, async () => {
    const now = deps.clock.now();
    await pruneLiveEvents(deps.database.db, new Date(now.getTime() - LIVE_EVENTS_KEPT_MS));
    await pruneThrottleWindows(deps.database.db, now);
    await pruneStagedUploads(deps.database.db);
  });
}
