import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiKey, ZApiKeyCreate, ZApiKeyCreated, ZApiKeyListQuery, ZIdParams } from '@vozka/domain';
import { apiRoutes, created, ok } from '../../shared/route-plugin.ts';
import type { ApiKeysService } from './api-keys.service.ts';

/**
 * `/api/api-keys`: keys for integrations (docs/api/integrations.md). ADMIN manages admin-integration
 * keys and any customer's, a CUSTOMER its own. Only a signed-in person manages keys: a key calling these is 403.
 */
export function apiKeysRoutes(apiKeys: ApiKeysService): FastifyPluginAsyncZod {
  return apiRoutes(['api-keys'], (api) => {
    api.get('/api-keys', {
      access: 'apiKeys.manage',
      summary: "API keys without their secrets, newest first: ADMIN every key (or one owner's, `userId`), a CUSTOMER its own",
      querystring: ZApiKeyListQuery,
      response: ok(z.array(ZApiKey), 400, 401, 403),
      handler: (request) => apiKeys.list(request.user!, request.query.userId),
    });

    api.post('/api-keys', {
      access: 'apiKeys.manage',
      summary: 'Create an API key; the answer holds the whole key (`key`) this once — only its SHA-256 is kept',
      description:
        "ADMIN: `userId` of a customer, or left out for an admin integration (the key acts as the admin). A CUSTOMER's key is its own. The scopes must be ones the owner's role may hold.",
      body: ZApiKeyCreate,
      response: created(ZApiKeyCreated, 400, 401, 403),
      handler: (request) => apiKeys.create(request.user!, request.body),
    });

    api.delete('/api-keys/:id', {
      access: 'apiKeys.manage',
      summary: 'Revoke an API key: its next request answers 401; it stays listed as revoked (another owner’s key: 404)',
      params: ZIdParams,
      response: ok(ZApiKey, 400, 401, 403, 404),
      handler: (request) => apiKeys.revoke(request.user!, request.params.id),
    });
  });
}
