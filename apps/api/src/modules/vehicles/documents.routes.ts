import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DocumentsService } from './documents.service.ts';
import { ZExpiringDocument, ZExpiringQuery } from './vehicles.schemas.ts';
import { ok, routePlugin, routesOf } from '../../shared/route-plugin.ts';

const route = routesOf(['vehicles']);

/** `GET /api/documents/expiring`: vehicles' inspection and insurance dates and files' validity. */
export function documentsRoutes(documents: DocumentsService): FastifyPluginAsyncZod {
  return routePlugin((app) => {
    app.get(
      '/documents/expiring',
      route(
        'documents.expiring',
        'Documents expired or expiring within `days` (default 30), oldest first; a fleet manager sees its fleet',
        { querystring: ZExpiringQuery },
        ok(z.array(ZExpiringDocument), 400, 401, 403),
      ),
      async (request) => documents.expiring(request.user!, request.query.days),
    );
  });
}
