import { z } from 'zod';
import { ZInvoice } from '../billing/invoices.ts';
import { ZReport } from '../billing/reports.ts';
import { ZPayment } from '../payments/contracts.ts';
import { ZRide } from '../rides/contracts.ts';
import { ZId, ZPagedQuery } from '../shared/ids.ts';
import { pageOf, type QueryOf } from '../users/contracts.ts';

/**
 * Signed outbound webhooks (issue 20 §2; docs/api/integrations.md, docs/decisions/0041): ADMIN
 * registers endpoints; every subscribed event is POSTed to each as JSON, signed in `Vozka-Signature`.
 */

/** The events an endpoint may subscribe to, and the kind of resource each carries in `data.object`. */
export const WEBHOOK_EVENTS = {
  'ride.created': 'ride',
  'ride.updated': 'ride',
  'ride.status_changed': 'ride',
  'payment.succeeded': 'payment',
  'payment.refunded': 'payment',
  'invoice.issued': 'invoice',
  'report.created': 'report',
} as const;
export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export type WebhookResourceKind = (typeof WEBHOOK_EVENTS)[WebhookEventType];
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as [WebhookEventType, ...WebhookEventType[]];

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Vozka-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'Vozka-Event-Id';
export const WEBHOOK_EVENT_TYPE_HEADER = 'Vozka-Event-Type';
/** Every secret starts with it (as Stripe's `whsec_`), followed by 32 random bytes in base64url. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** How much of a receiver's answer the delivery log keeps. */
export const WEBHOOK_RESPONSE_BODY_MAX = 1024;
export const WEBHOOK_URL_MAX = 2000;

const ZWebhookUrl = z
  .string({ error: 'WEBHOOK_URL_INVALID' })
  .trim()
  .max(WEBHOOK_URL_MAX, 'WEBHOOK_URL_INVALID')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, 'WEBHOOK_URL_INVALID');

/** A private range in CIDR notation (`10.1.0.0/16`, `fd00::/8`), or null: public addresses only. */
const ZPrivateRange = z
  .union([z.cidrv4(), z.cidrv6()], { error: 'WEBHOOK_RANGE_INVALID' })
  .nullish()
  .transform((v) => v ?? null);

const ZEvents = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'WEBHOOK_EVENTS_REQUIRED' }), { error: 'WEBHOOK_EVENTS_REQUIRED' })
  .min(1, 'WEBHOOK_EVENTS_REQUIRED')
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((e) => events.includes(e)));

/** `POST /api/webhooks` and `PUT /api/webhooks/{id}`: the endpoint as ADMIN writes it. */
export const ZWebhookEndpointInput = z.object({
  url: ZWebhookUrl,
  description: z
    .string()
    .trim()
    .max(200, 'INVALID_INPUT')
    .nullish()
    .transform((v) => (v ? v : null)),
  events: ZEvents,
  enabled: z.boolean().optional().default(true),
  allowedPrivateRange: ZPrivateRange,
});
export type TWebhookEndpointInput = z.input<typeof ZWebhookEndpointInput>;
export type WebhookEndpointInput = z.output<typeof ZWebhookEndpointInput>;

/** An endpoint as listed: never its secret. */
export const ZWebhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  allowedPrivateRange: z.string().nullable(),
  createdAt: z.string(),
  /** The last delivery's status and time, if any. */
  lastDelivery: z.object({ status: z.enum(WEBHOOK_DELIVERY_STATUSES), at: z.string() }).nullable(),
});
export type WebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;
export const ZWebhookEndpointList = z.array(ZWebhookEndpoint);

/** The answer of create and of "roll secret": the one time the secret is shown. */
export const ZWebhookEndpointWithSecret = ZWebhookEndpoint.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof ZWebhookEndpointWithSecret>;

/** One event sent to one endpoint, as the delivery log shows it (no payload, no secret). */
export const ZWebhookDelivery = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  /** `ride:123`, `payment:7`, … */
  resourceKey: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseCode: z.number().int().nullable(),
  /** At most 1 kB of the receiver's answer. */
  responseBody: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof ZWebhookDelivery>;
export const ZWebhookDeliveryPage = pageOf(ZWebhookDelivery);

/** `GET /api/webhooks/{id}/deliveries`: newest first, paged. */
export const ZWebhookDeliveryQuery = ZPagedQuery;
export type TWebhookDeliveryQuery = QueryOf<typeof ZWebhookDeliveryQuery>;

/** `POST /api/webhooks/{id}/deliveries/{deliveryId}/retry`. */
export const ZWebhookDeliveryParams = z.object({ id: ZId, deliveryId: ZId });

const RESOURCE_SCHEMAS = { ride: ZRide, payment: ZPayment, invoice: ZInvoice, report: ZReport } as const;

/** The body of a delivery of `type`: the event id, its type, when it happened and the resource as the API shows it (to ADMIN). */
export function webhookEventSchema<T extends WebhookEventType>(type: T) {
  return z.object({
    /** A uuid; the same event sent again (a retry, "send again") keeps it: receivers drop duplicates by it. */
    id: z.string(),
    type: z.literal(type),
    /** ISO time of the change. */
    created: z.string(),
    data: z.object({ object: RESOURCE_SCHEMAS[WEBHOOK_EVENTS[type]] }),
  });
}

/** Every event's body schema, by type (the OpenAPI document shows them). */
export const WEBHOOK_EVENT_SCHEMAS = Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [type, webhookEventSchema(type)])) as {
  [T in WebhookEventType]: ReturnType<typeof webhookEventSchema<T>>;
};

export interface WebhookEventBody {
  id: string;
  type: WebhookEventType;
  created: string;
  data: { object: unknown };
}
