import { z } from 'zod';
import { createDocumentsService } from './documents.service.ts';
import { ZExpiringDocument, ZExpiringQuery } from './vehicles.schemas.ts';
import { serviceRoutes, ok } from '../../shared/route-plugin.ts';

/** `GET /api/documents/expiring`: vehicles' inspection and insurance dates and files' validity. */
export const documentsRoutes = serviceRoutes(['vehicles'], createDocumentsService, (api, documents) => {
  api.get('/documents/expiring', {
    access: 'documents.expiring',
    summary: 'Documents expired or expiring within `days` (default 30), oldest first; a fleet manager sees its fleet',
    querystring: ZExpiringQuery,
    response: ok(z.array(ZExpiringDocument), 400, 401, 403),
    handler: (request) => documents.expiring(request.user!, request.query.days),
  });
});
