import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { z } from 'zod';
import {
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_EVENT_SCHEMAS,
  WEBHOOK_EVENT_TYPE_HEADER,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENTS,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookEventType,
} from '@vozka/domain';

/** The OpenAPI text on outbound webhooks (docs/api/integrations.md has the whole story). */
export const WEBHOOK_DOCS = `
## Outbound webhooks

ADMIN registers endpoints (\`/api/webhooks\`); each event an endpoint subscribes to is POSTed to it as JSON
\`{ id, type, created, data: { object } }\` — \`object\` is the ride, payment, invoice or report as this API
answers it to ADMIN. Events: ${WEBHOOK_EVENT_TYPES.map((t) => `\`${t}\``).join(', ')}; their bodies are the
\`WebhookEvent_*\` schemas below (and \`x-webhooks\`).

Every POST carries \`${WEBHOOK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>\`
(the endpoint's \`whsec_…\` secret, shown once), \`${WEBHOOK_EVENT_ID_HEADER}\` and \`${WEBHOOK_EVENT_TYPE_HEADER}\`.
Verify the HMAC over the raw body in constant time and refuse an old \`t\` (e.g. older than 5 minutes).
A 2xx answer within 5 s delivers it; anything else (a redirect too) is retried with backoff for about a day,
at least once and in order per resource. Receivers drop duplicates by the event id.
`;

/** The `components.schemas` of the OpenAPI document, as @fastify/swagger types them. */
type Components = NonNullable<NonNullable<FastifyDynamicSwaggerOptions['openapi']>['components']>;
type OpenApiSchemas = Record<string, Exclude<NonNullable<Components['schemas']>[string], { $ref: string }>>;

const schemaName = (type: WebhookEventType) => `WebhookEvent_${type.replace('.', '_')}`;

/**
 * The event bodies as OpenAPI 3.0 schemas, by `schemaName`: each written when the document is first built
 * (@fastify/swagger copies this object's entries then), not at every start — writing them all took about
 * 11 ms of a start's main thread (issue 18 §5).
 */
export function webhookSchemas(): OpenApiSchemas {
  const schemas: OpenApiSchemas = {};
  for (const type of WEBHOOK_EVENT_TYPES) {
    let written: unknown;
    Object.defineProperty(schemas, schemaName(type), {
      enumerable: true,
      // zod writes OpenAPI 3.0 JSON Schema (`target`); its own type does not name the OpenAPI one.
      get: () => (written ??= z.toJSONSchema(WEBHOOK_EVENT_SCHEMAS[type], { target: 'openapi-3.0', io: 'output', unrepresentable: 'any' })),
    });
  }
  return schemas;
}

/** `x-webhooks` (the OpenAPI 3.0 extension for the 3.1 `webhooks`): one POST per event type. */
export function webhookOperations(): Record<string, unknown> {
  const header = (name: string, description: string) => ({ name, in: 'header', required: true, description, schema: { type: 'string' } });
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          summary: `${type}: a ${WEBHOOK_EVENTS[type]} in data.object`,
          parameters: [
            header(WEBHOOK_SIGNATURE_HEADER, 't=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>'),
            header(WEBHOOK_EVENT_ID_HEADER, "The event's id (uuid), the same on every retry"),
            header(WEBHOOK_EVENT_TYPE_HEADER, type),
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${schemaName(type)}` } } },
          },
          responses: { '200': { description: 'Any 2xx within 5 s: delivered. Anything else is retried.' } },
        },
      },
    ]),
  );
}
