import type { JobDefinition } from '../../adapters/jobs/queue.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { RIDE_EVENT_JOB, type RideEventJob } from '../../shared/ride-events.ts';

/**
 * The fan-out of a ride write: which situations it is (CREATED, CHANGE, FLEET_ASSIGNED, APPROACHING,
 * DRIVEWAY_CHANGE, CANCELED, ON_THE_WAY, ON_THE_PLACE, DONE), who of the ride's users gets an e-mail or SMS
 * (the notification settings per situation and role), rendered in each recipient's language and queued
 * as deliveries in one transaction.
 */
export function rideEventJob(_deps: Pick<ModuleDeps, 'database' | 'jobs' | 'publicUrl' | 'clock'>): JobDefinition<RideEventJob> {
  return {
    name: RIDE_EVENT_JOB,
    handle: async () => {
      // Filled in by the ride e-mails work (issue 14 §2).
    },
  };
}
