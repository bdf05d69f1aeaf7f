import type { JobDefinition } from '../../adapters/jobs/queue.ts';
import { queueMessages } from '../../adapters/outbox/outbox.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { RIDE_EVENT_JOB, type RideEventJob } from '../../shared/ride-events.ts';
import { loadRideMailData } from './ride-mails.repository.ts';
import { referredIds, rideEventMessages } from './ride-mails.ts';

/**
 * The fan-out of a ride write: which situations it is (CREATED, CHANGE, FLEET_ASSIGNED, APPROACHING,
 * DRIVEWAY_CHANGE, CANCELED, ON_THE_WAY, ON_THE_PLACE, DONE), who of the ride's users gets an e-mail or SMS
 * (the notification settings per situation and role), rendered in each recipient's language and queued
 * as deliveries in one transaction (docs/decisions/0029). Each delivery's dedupe key is the job's id, the
 * person and the channel: a job run again (a crash after the commit) writes nothing twice.
 */
export function rideEventJob(deps: Pick<ModuleDeps, 'database' | 'jobs' | 'publicUrl' | 'clock'>): JobDefinition<RideEventJob> {
  return {
    name: RIDE_EVENT_JOB,
    handle: async (event, job) => {
      await deps.database.db.transaction(async (tx) => {
        const data = await loadRideMailData(tx, event.rideId, referredIds(event.changes));
        if (!data) return;
        await queueMessages(tx, deps.jobs, rideEventMessages(event, job.id, data, deps.publicUrl), deps.clock.now());
      });
    },
  };
}
