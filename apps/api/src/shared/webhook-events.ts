import { randomUUID } from 'node:crypto';
import { and, arrayOverlaps, eq } from 'drizzle-orm';
import type { WebhookEventType } from '@vozka/domain';
import type { Db } from '../db/client.ts';
import { webhookEndpoints } from '../db/schema/index.ts';
import type { JobQueue } from '../adapters/jobs/queue.ts';

/**
 * Outbound webhook events (issue 20 §2, docs/api/integrations.md): the writing modules (rides,
 * payments, invoices, reports) lie below the webhooks module, so they send it a `webhook-event` job in the
 * write's transaction — and only when an enabled endpoint subscribes to the event's type, which costs one
 * small query per transaction (or per import chunk), nothing more when no endpoint exists.
 */

/** The webhooks module's fan-out: one delivery per subscribed endpoint. */
export const WEBHOOK_EVENT_JOB = 'webhook-event';
/** One delivery's POST (retried with the queue's backoff for about a day). */
export const WEBHOOK_DELIVER_JOB = 'webhook-deliver';

/** What happened to which resource; the kind of resource follows from the type (WEBHOOK_EVENTS). */
export interface WebhookEvent {
  type: WebhookEventType;
  resourceId: number;
}

export interface WebhookEventJob extends WebhookEvent {
  /** A uuid, the event's `id` in every delivery of it. */
  eventId: string;
  /** ISO time of the change (the app's clock): the event's `created`. */
  at: string;
}

export interface WebhookDeliverJob {
  deliveryId: number;
}

/** Which of `types` an enabled endpoint subscribes to (one query). */
export async function subscribedTypes(tx: Db, types: readonly WebhookEventType[]): Promise<Set<WebhookEventType>> {
  if (types.length === 0) return new Set();
  const rows = await tx
    .select({ events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), arrayOverlaps(webhookEndpoints.events, [...types])));
  const subscribed = new Set(rows.flatMap((r) => r.events));
  return new Set(types.filter((t) => subscribed.has(t)));
}

/** The jobs of these events, for `boss.insert` (a batch: the ride import). */
export function webhookEventJobs(events: readonly WebhookEvent[], at: Date): { name: string; data: WebhookEventJob }[] {
  const iso = at.toISOString();
  return events.map((e) => ({ name: WEBHOOK_EVENT_JOB, data: { ...e, eventId: randomUUID(), at: iso } }));
}

/**
 * Sends, in `tx`, a `webhook-event` job for each of `events` whose type an enabled endpoint subscribes to;
 * one query when there are events, none sent when nobody listens.
 */
export async function emitWebhookEvents(tx: Db, jobs: Pick<JobQueue, 'send'>, events: readonly WebhookEvent[], at: Date): Promise<void> {
  if (events.length === 0) return;
  const subscribed = await subscribedTypes(tx, [...new Set(events.map((e) => e.type))]);
  for (const job of webhookEventJobs(
    events.filter((e) => subscribed.has(e.type)),
    at,
  ))
    await jobs.send(tx, job.name, job.data);
}
