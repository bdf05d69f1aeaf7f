import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDelivery, ZDeliveryList, ZDeliveryPage, ZDeliveryQuery, ZIdParams } from '@vozka/domain';
import { errorResponses } from '../../shared/api-schemas.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { routePlugin } from '../../shared/route-plugin.ts';
import { createDeliveriesService } from './deliveries.service.ts';

/** Every e-mail and SMS the portal queued: a ride's, the failed ones, retry (docs/decisions/0030). */
export function deliveriesRoutes(deps: Pick<ModuleDeps, 'database' | 'jobs'>): FastifyPluginAsyncZod {
  const deliveries = createDeliveriesService(deps);
  return routePlugin((app) => {
    const tags = ['notifications'];

    app.get(
      '/orders/:id/deliveries',
      {
        config: { access: 'rides.notifications' },
        schema: {
          tags,
          summary:
            "The ride's e-mails and SMS, newest first: what, to whom, channel, when, PENDING/SENT/FAILED, attempts, last error (ADMIN, the ride's fleet manager); bodies with sign-in links are never shown",
          params: ZIdParams,
          response: { 200: ZDeliveryList, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => deliveries.listForRide(request.user!, request.params.id),
    );

    app.get(
      '/deliveries',
      {
        config: { access: 'deliveries.manage' },
        schema: {
          tags,
          summary: "The portal's e-mails and SMS, newest first, paged; status=FAILED: those the queue gave up on",
          querystring: ZDeliveryQuery,
          response: { 200: ZDeliveryPage, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => deliveries.list(request.query),
    );

    app.post(
      '/deliveries/:id/retry',
      {
        config: { access: 'deliveries.manage' },
        schema: {
          tags,
          summary:
            'Send a FAILED e-mail or SMS again (PENDING, a new job); a sent or pending one answers 409, an unknown id 404 "ID not found"',
          params: ZIdParams,
          response: { 200: ZDelivery, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => deliveries.retry(request.params.id),
    );
  });
}
