import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isPermission } from '@vozka/domain';
import { ZErrorBody } from '../shared/api-schemas.ts';
import { API_KEY_DOCS, API_KEY_SECURITY_SCHEMES } from './openapi-api-keys.ts';
import { WEBHOOK_DOCS, webhookOperations, webhookSchemas } from './webhook-docs.ts';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Error answers any API route can give whatever it does, added to every route's declared answers so
 * the OpenAPI document is complete (the fuzzer holds every answer to it): 400 for a malformed URL or
 * input, 414 for a path parameter over the router's length limit, 401/403 by its access rule, 413/415 for a body too large or of another type, 503 while the
 * database is unavailable.
 */
function declareCommonErrors(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    route.schema ??= {};
    const response = (route.schema.response ??= {}) as Record<number, unknown>;
    const add = (status: number) => (response[status] ??= ZErrorBody);
    add(400);
    add(503);
    const access = route.config?.access;
    if (access !== 'public') add(401);
    if (isPermission(access)) add(403);
    // An API key (plugins/openapi-api-keys.ts): unknown or revoked 401 and over its limit 429 anywhere, out of its scopes 403.
    add(401);
    add(429);
    if (access !== 'public') add(403);
    if (route.url.includes(':')) add(414);
    if ([route.method].flat().some((m) => WITH_BODY.has(m))) {
      add(413);
      add(415);
    }
  });
}

/** OpenAPI at /api/docs/json and Swagger UI at /api/docs, generated from the routes' zod schemas. */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  declareCommonErrors(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vozka API',
        version: '1.0.0',
        description: `Booking, dispatching and payments for chauffeur rides.\n${API_KEY_DOCS}${WEBHOOK_DOCS}`,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'vozka_session' },
          ...API_KEY_SECURITY_SCHEMES,
        },
        // The outbound webhooks' bodies (plugins/webhook-docs.ts).
        schemas: webhookSchemas(),
      },
      // `x-webhooks`: an extension @fastify/swagger copies into the document as it is.
      ...{ 'x-webhooks': webhookOperations() },
      security: [{ bearer: [] }, { cookie: [] }, { apiKey: [] }, { apiKeyHeader: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
