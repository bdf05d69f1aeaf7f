import { ZDelivery, ZDeliveryList, ZDeliveryPage, ZDeliveryQuery, ZIdParams } from '@vozka/domain';
import { serviceRoutes, ok } from '../../shared/route-plugin.ts';
import { createDeliveriesService } from './deliveries.service.ts';

/** Every e-mail and SMS the portal queued: a ride's, the failed ones, retry (docs/decisions/0030). */
export const deliveriesRoutes = serviceRoutes(['notifications'], createDeliveriesService, (api, deliveries) => {
  api.get('/orders/:id/deliveries', {
    access: 'rides.notifications',
    summary:
      "The ride's e-mails and SMS, newest first: what, to whom, channel, when, PENDING/SENT/FAILED, attempts, last error (ADMIN, the ride's fleet manager); bodies with sign-in links are never shown",
    params: ZIdParams,
    response: ok(ZDeliveryList, 400, 401, 403, 404),
    handler: (request) => deliveries.listForRide(request.user!, request.params.id),
  });

  api.get('/deliveries', {
    access: 'deliveries.manage',
    summary: "The portal's e-mails and SMS, newest first, paged; status=FAILED: those the queue gave up on",
    querystring: ZDeliveryQuery,
    response: ok(ZDeliveryPage, 400, 401, 403),
    handler: (request) => deliveries.list(request.query),
  });

  api.post('/deliveries/:id/retry', {
    access: 'deliveries.manage',
    summary: 'Send a FAILED e-mail or SMS again (PENDING, a new job); a sent or pending one answers 409, an unknown id 404 "ID not found"',
    params: ZIdParams,
    response: ok(ZDelivery, 400, 401, 403, 404, 409),
    handler: (request) => deliveries.retry(request.params.id),
  });
});
