import type { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint, WebhookEventType } from '@vozka/domain';
import type { WebhookDeliveryRow } from '../../db/schema/index.ts';
import type { EndpointWithLast } from './webhooks.repository.ts';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** An endpoint as listed: never its secret. */
export function toEndpoint({ endpoint: e, last }: EndpointWithLast): WebhookEndpoint {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    events: e.events as WebhookEventType[],
    enabled: e.enabled,
    allowedPrivateRange: e.allowedPrivateRange,
    createdAt: e.createdAt.toISOString(),
    lastDelivery: last ? { status: last.status as WebhookDeliveryStatus, at: iso(last.at) } : null,
  };
}

export function toDelivery(d: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: d.id,
    eventId: d.eventId,
    eventType: d.eventType as WebhookEventType,
    resourceKey: d.resourceKey,
    status: d.status as WebhookDeliveryStatus,
    attempts: d.attempts,
    responseCode: d.responseCode,
    responseBody: d.responseBody,
    durationMs: d.durationMs,
    error: d.error,
    createdAt: d.createdAt.toISOString(),
    lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
  };
}
