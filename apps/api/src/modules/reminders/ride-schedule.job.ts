import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { isFinal, type RideStatus } from '@vozka/domain';
import { JOBS_SCHEMA, type JobDefinition } from '../../adapters/jobs/queue.ts';
import { rowsOf } from '../positions/positions.repository.ts';
import { rides } from '../../db/schema/index.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { RIDE_SCHEDULE_JOB, type RideScheduleJob } from '../../shared/ride-events.ts';
import type { RideReminderStep } from '../../locales/reminders.ts';

/** The delayed job that sends one reminder of a ride (ride-reminder.job.ts). */
export const RIDE_REMINDER_JOB = 'ride-reminder';

export interface RideReminderJob {
  rideId: number;
  step: RideReminderStep;
  /** The ride's date (ISO) the reminder was planned for: a ride that moved since sends nothing. */
  for: string;
}

const HOUR = 3_600_000;
/** How long before the ride each reminder goes out. */
export const REMINDER_LEAD_MS: Readonly<Record<RideReminderStep, number>> = { '24h': 24 * HOUR, '1h': HOUR };
const STEPS = Object.keys(REMINDER_LEAD_MS) as RideReminderStep[];

/**
 * The job id of a ride's reminder for one step and date: a UUID from their hash. The same plan is the same
 * job (pg-boss inserts a known id once, so a re-plan never duplicates); a moved ride gets new ids.
 */
export function reminderJobId(rideId: number, step: RideReminderStep, forIso: string): string {
  const h = createHash('sha256').update(`${RIDE_REMINDER_JOB}:${rideId}:${step}:${forIso}`).digest('hex');
  // Shaped as a version-5-like UUID (pg-boss ids are uuid).
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The label of a ride's reminder jobs in the queue, by which a re-plan finds the ones it replaces. */
export const reminderKey = (rideId: number) => `ride:${rideId}`;

/** Reminders of the ride still waiting in the queue (created or to be retried), with their ids. */
async function waitingReminders(deps: Pick<ModuleDeps, 'database'>, rideId: number): Promise<{ id: string; state: string }[]> {
  return rowsOf<{ id: string; state: string }>(
    deps.database.db,
    sql`select id::text as id, state::text as state from ${sql.identifier(JOBS_SCHEMA)}.job
        where name = ${RIDE_REMINDER_JOB} and singleton_key = ${reminderKey(rideId)} and state in ('created', 'retry', 'cancelled')`,
  );
}

/**
 * Plans (or cancels) a ride's passenger reminders, 24 h and 1 h before its time (issue 14 §7,
 * docs/decisions/0031). Sent by every ride create and every change of its date or status; runs any number of
 * times with the same outcome: the reminders the ride's current date and status want are waiting in the
 * queue (a step already past is skipped), and every other reminder of the ride is cancelled.
 */
export function rideScheduleJob(deps: Pick<ModuleDeps, 'database' | 'jobs' | 'publicUrl' | 'clock'>): JobDefinition<RideScheduleJob> {
  return {
    name: RIDE_SCHEDULE_JOB,
    handle: async ({ rideId }) => {
      const [ride] = await deps.database.db.select({ date: rides.date, status: rides.status }).from(rides).where(eq(rides.id, rideId));
      const now = deps.clock.now().getTime();
      const wanted = new Map<string, RideReminderJob & { startAfter: Date }>();
      if (ride && !isFinal(ride.status as RideStatus)) {
        const forIso = ride.date.toISOString();
        for (const step of STEPS) {
          const startAfter = new Date(ride.date.getTime() - REMINDER_LEAD_MS[step]);
          if (startAfter.getTime() <= now) continue;
          wanted.set(reminderJobId(rideId, step, forIso), { rideId, step, for: forIso, startAfter });
        }
      }
      const waiting = await waitingReminders(deps, rideId);
      const stale = waiting.filter((j) => j.state !== 'cancelled' && !wanted.has(j.id)).map((j) => j.id);
      await deps.jobs.cancel(RIDE_REMINDER_JOB, stale);
      // A ride moved back to a time it had before finds its old reminder cancelled: it waits again.
      const revived = waiting.filter((j) => j.state === 'cancelled' && wanted.has(j.id)).map((j) => j.id);
      if (revived.length > 0) await deps.jobs.boss.resume(RIDE_REMINDER_JOB, revived);
      for (const [id, { startAfter, ...data }] of wanted)
        await deps.jobs.send(deps.database.db, RIDE_REMINDER_JOB, data, { id, startAfter, singletonKey: reminderKey(rideId) });
    },
  };
}
