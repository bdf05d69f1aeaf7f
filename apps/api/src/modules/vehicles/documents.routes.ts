import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DocumentsService } from './documents.service.ts';
import { ZExpiringDocument, ZExpiringQuery } from './vehicles.schemas.ts';
import { apiRoutes, ok } from '../../shared/route-plugin.ts';

/** `GET /api/documents/expiring`: vehicles' inspection and insurance dates and files' validity. */
export function documentsRoutes(documents: DocumentsService): FastifyPluginAsyncZod {
  return apiRoutes(['vehicles'], (api) => {
    api.get('/documents/expiring', {
      access: 'documents.expiring',
      summary: 'Documents expired or expiring within `days` (default 30), oldest first; a fleet manager sees its fleet',
      querystring: ZExpiringQuery,
      response: ok(z.array(ZExpiringDocument), 400, 401, 403),
      handler: (request) => documents.expiring(request.user!, request.query.days),
    });
  });
}
