import { WEBHOOK_EVENTS, type WebhookEventBody } from '@vozka/domain';
import type { JobDefinition } from '../../adapters/jobs/queue.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { WEBHOOK_DELIVER_JOB, WEBHOOK_EVENT_JOB, type WebhookDeliverJob, type WebhookEventJob } from '../../shared/webhook-events.ts';
import type { ResourceLoader } from './webhook-resources.ts';
import * as repo from './webhooks.repository.ts';

/**
 * The fan-out of a webhook event (shared/webhook-events.ts): the body `{ id, type, created, data: { object } }`
 * built once, one delivery per enabled endpoint subscribed to the type and a `webhook-deliver` job for each,
 * in one transaction. A job run again (a crash after the commit) adds nothing: a delivery is unique per
 * endpoint and event id. A resource gone meanwhile (a deleted payment) is sent as `{ id }`.
 */
export function webhookEventJob(deps: Pick<ModuleDeps, 'database' | 'jobs'>, load: ResourceLoader): JobDefinition<WebhookEventJob> {
  return {
    name: WEBHOOK_EVENT_JOB,
    handle: async (event) => {
      const { db } = deps.database;
      const endpoints = await repo.subscribers(db, event.type);
      if (endpoints.length === 0) return;
      const kind = WEBHOOK_EVENTS[event.type];
      // Read before the transaction: the ride is read as its route reads it (outside any transaction).
      const object = (await load(db, kind, event.resourceId)) ?? { id: event.resourceId };
      const body: WebhookEventBody = { id: event.eventId, type: event.type, created: event.at, data: { object } };
      await db.transaction(async (tx) => {
        const created = await repo.insertDeliveries(
          tx,
          endpoints.map((e) => ({
            endpointId: e.id,
            eventId: event.eventId,
            eventType: event.type,
            resourceKey: `${kind}:${event.resourceId}`,
            payload: body,
            createdAt: new Date(event.at),
          })),
        );
        for (const d of created) await deps.jobs.send(tx, WEBHOOK_DELIVER_JOB, { deliveryId: d.id } satisfies WebhookDeliverJob);
      });
    },
  };
}
