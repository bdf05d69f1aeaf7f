import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/api-schemas.ts';
import type { DocumentsService } from './documents.service.ts';
import { ZExpiringDocument, ZExpiringQuery } from './vehicles.schemas.ts';
import { routePlugin } from '../../shared/route-plugin.ts';

/** `GET /api/documents/expiring`: vehicles' inspection and insurance dates and files' validity. */
export function documentsRoutes(documents: DocumentsService): FastifyPluginAsyncZod {
  return routePlugin((app) => {
    app.get(
      '/documents/expiring',
      {
        config: { access: 'documents.expiring' },
        schema: {
          tags: ['vehicles'],
          summary: 'Documents expired or expiring within `days` (default 30), oldest first; a fleet manager sees its fleet',
          querystring: ZExpiringQuery,
          response: { 200: z.array(ZExpiringDocument), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => documents.expiring(request.user!, request.query.days),
    );
  });
}
