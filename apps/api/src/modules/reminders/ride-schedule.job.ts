import type { JobDefinition } from '../../adapters/jobs/queue.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { RIDE_SCHEDULE_JOB, type RideScheduleJob } from '../../shared/ride-events.ts';

/** Plans (or cancels) a ride's passenger reminders, 24 h and 1 h before its time (issue 14 §7). */
export function rideScheduleJob(_deps: Pick<ModuleDeps, 'database' | 'jobs' | 'publicUrl' | 'clock'>): JobDefinition<RideScheduleJob> {
  return {
    name: RIDE_SCHEDULE_JOB,
    handle: async () => {
      // Filled in by the reminders work (issue 14 §7).
    },
  };
}
