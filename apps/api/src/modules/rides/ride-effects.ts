import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rideNotifications, rides, type RideRow } from '../../db/schema/index.ts';
import { publish } from '../../adapters/events/publish.ts';
import type { RideParties } from '../../adapters/events/messages.ts';
import type { RideStatus } from '@vozka/domain';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import { RIDE_EVENT_JOB, RIDE_SCHEDULE_JOB, type RideChange, type RideEventJob } from '../../shared/ride-events.ts';
import { emitWebhookEvents, type WebhookEvent } from '../../shared/webhook-events.ts';

/** What a write tells the notifications and reminders (shared/ride-events.ts). */
export interface WriteNotice {
  jobs: Pick<JobQueue, 'send'>;
  /** The history entries of the write (field, old → new). */
  changes: readonly RideChange[];
  actorId: number | null;
  at: Date;
  /** False for `?skipNotification=true`: this one write e-mails nobody (reminders still follow the ride). */
  notify: boolean;
}

/** Fields whose change moves or ends the ride's reminders. */
const SCHEDULE_FIELDS: ReadonlySet<string> = new Set(['date', 'status']);

const partiesOf = (r: RideRow): RideParties => ({
  status: r.status as RideStatus,
  driverId: r.driverId,
  fleetManagerId: r.fleetManagerId,
  customerId: r.customerId,
  passengerId: r.passengerId,
});

/**
 * The webhook events of a ride write (docs/api/integrations.md): `ride.created` for a new ride;
 * `ride.status_changed` when its status moved, `ride.updated` when any other field changed.
 */
export function rideWebhookEvents(before: RideRow | null, after: RideRow, changes: readonly RideChange[]): WebhookEvent[] {
  if (before === null) return [{ type: 'ride.created', resourceId: after.id }];
  const events: WebhookEvent[] = [];
  if (changes.some((c) => c.field !== 'status')) events.push({ type: 'ride.updated', resourceId: after.id });
  if (before.status !== after.status) events.push({ type: 'ride.status_changed', resourceId: after.id });
  return events;
}

/**
 * What a ride write raises (docs/api/dispatch.md §4, §6), inside its transaction so it happens only if the
 * write commits: the `ride.changed` event, the free-rides count when the pool changed, the spec §4
 * notification events FLEET_ASSIGNED (a fleet set or changed) and DRIVEWAY_CHANGE (the route of an existing
 * ride), and the jobs of its e-mails (one `ride-event` per write), reminders and webhooks (rideWebhookEvents). `before` is null for a new
 * ride; `route` is given when the stops changed.
 */
export async function afterRideWrite(
  tx: Db,
  before: RideRow | null,
  after: RideRow,
  notice: WriteNotice,
  route?: { before: readonly { address: string }[]; after: readonly { address: string }[] },
): Promise<void> {
  const notes: (typeof rideNotifications.$inferInsert)[] = [];
  if (after.fleetManagerId !== null && after.fleetManagerId !== (before?.fleetManagerId ?? null)) {
    notes.push({ rideId: after.id, kind: 'FLEET_ASSIGNED', payload: { fleetManagerId: after.fleetManagerId } });
  }
  if (before && route) {
    notes.push({
      rideId: after.id,
      kind: 'DRIVEWAY_CHANGE',
      payload: { from: route.before.map((s) => s.address), to: route.after.map((s) => s.address) },
    });
  }
  if (notes.length > 0) await tx.insert(rideNotifications).values(notes);
  if (notice.notify && notice.changes.length > 0) {
    const job: RideEventJob = {
      rideId: after.id,
      kind: 'WRITE',
      created: before === null,
      at: notice.at.toISOString(),
      actorId: notice.actorId,
      statusBefore: before?.status ?? null,
      statusAfter: after.status,
      changes: [...notice.changes],
    };
    await notice.jobs.send(tx, RIDE_EVENT_JOB, job);
  }
  if (before === null || notice.changes.some((c) => SCHEDULE_FIELDS.has(c.field)))
    await notice.jobs.send(tx, RIDE_SCHEDULE_JOB, { rideId: after.id });
  await emitWebhookEvents(tx, notice.jobs, rideWebhookEvents(before, after, notice.changes), notice.at);
  await publish(
    tx,
    { t: 'ride', id: after.id, version: after.version, now: partiesOf(after), before: before ? partiesOf(before) : null },
    notice.at,
  );
  if ((before?.status === 'FREE') !== (after.status === 'FREE')) {
    const [row] = await tx.select({ n: count() }).from(rides).where(eq(rides.status, 'FREE'));
    await publish(tx, { t: 'free', count: row?.n ?? 0 }, notice.at);
  }
}
