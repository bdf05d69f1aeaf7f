import {
  ZIdParams,
  ZWebhookDelivery,
  ZWebhookDeliveryPage,
  ZWebhookDeliveryParams,
  ZWebhookDeliveryQuery,
  ZWebhookEndpoint,
  ZWebhookEndpointInput,
  ZWebhookEndpointList,
  ZWebhookEndpointWithSecret,
} from '@vozka/domain';
import { serviceRoutes, created, deleted, ok } from '../../shared/route-plugin.ts';
import { createWebhooksService } from './webhooks.service.ts';

const access = 'webhooks.manage';

/** Outbound webhook endpoints and their delivery logs (ADMIN; docs/api/integrations.md). */
export const webhooksRoutes = serviceRoutes(['webhooks'], createWebhooksService, (api, webhooks) => {
  api.get('/webhooks', {
    access,
    summary: 'The webhook endpoints with their last delivery; never their secrets',
    response: ok(ZWebhookEndpointList, 401, 403),
    handler: () => webhooks.list(),
  });

  api.post('/webhooks', {
    access,
    summary:
      'Register an endpoint: its host must resolve to public addresses (or lie in `allowedPrivateRange`), else 400. The answer holds the signing secret — the only time it is shown',
    body: ZWebhookEndpointInput,
    response: created(ZWebhookEndpointWithSecret, 400, 401, 403),
    handler: (request) => webhooks.create(request.user!.id, request.body),
  });

  api.get('/webhooks/:id', {
    access,
    summary: 'One endpoint (no secret)',
    params: ZIdParams,
    response: ok(ZWebhookEndpoint, 400, 401, 403, 404),
    handler: (request) => webhooks.get(request.params.id),
  });

  api.put('/webhooks/:id', {
    access,
    summary: 'Change an endpoint (URL, events, description, enabled, allowed private range); the secret stays',
    params: ZIdParams,
    body: ZWebhookEndpointInput,
    response: ok(ZWebhookEndpoint, 400, 401, 403, 404),
    handler: (request) => webhooks.update(request.params.id, request.body),
  });

  api.delete('/webhooks/:id', {
    access,
    summary: 'Delete an endpoint and its delivery log',
    params: ZIdParams,
    response: deleted(400, 401, 403, 404),
    handler: (request) => webhooks.remove(request.params.id),
  });

  api.post('/webhooks/:id/roll-secret', {
    access,
    summary: 'A new signing secret, shown this once; the old one signs nothing more',
    params: ZIdParams,
    response: ok(ZWebhookEndpointWithSecret, 400, 401, 403, 404),
    handler: (request) => webhooks.rollSecret(request.params.id),
  });

  api.get('/webhooks/:id/deliveries', {
    access,
    summary: "The endpoint's deliveries, newest first, paged: event type, status, answer code, duration, attempts, time",
    params: ZIdParams,
    querystring: ZWebhookDeliveryQuery,
    response: ok(ZWebhookDeliveryPage, 400, 401, 403, 404),
    handler: (request) => webhooks.deliveries(request.params.id, request.query),
  });

  api.post('/webhooks/:id/deliveries/:deliveryId/retry', {
    access,
    summary: 'Send a delivered or failed delivery again (same event id and body, PENDING, a new job); a pending one answers 409',
    params: ZWebhookDeliveryParams,
    response: ok(ZWebhookDelivery, 400, 401, 403, 404, 409),
    handler: (request) => webhooks.resend(request.params.id, request.params.deliveryId),
  });
});
