import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZSendNotificationQuery, ZSendNotificationResult } from '@vozka/domain';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { apiRoutes, ok } from '../../shared/route-plugin.ts';
import { createRideMailsService } from './ride-mails.service.ts';

/** Ride e-mails sent again from the ride detail (spec §7 send-notification; docs/decisions/0029). */
export function notificationsRoutes(deps: Pick<ModuleDeps, 'database' | 'jobs' | 'clock' | 'publicUrl'>): FastifyPluginAsyncZod {
  const mails = createRideMailsService(deps);
  return apiRoutes(['notifications'], (api) => {
    api.get('/orders/:id/send-notification', {
      access: 'rides.notifications',
      summary:
        "Send the ride e-mail of one situation (action) again, rendered from the ride as it is now, to the ride's users of one role (ADMIN: every admin); ADMIN and the ride's fleet manager. Passengers known only by phone get the on-the-way and on-the-place SMS",
      params: ZIdParams,
      querystring: ZSendNotificationQuery,
      response: ok(ZSendNotificationResult, 400, 401, 403, 404),
      handler: (request) => mails.resend(request.user!, request.params.id, request.query.action, request.query.role),
    });
  });
}
