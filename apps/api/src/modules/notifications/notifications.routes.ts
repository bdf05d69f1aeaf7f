import { ZIdParams, ZSendNotificationQuery, ZSendNotificationResult } from '@vozka/domain';
import { serviceRoutes, ok } from '../../shared/route-plugin.ts';
import { createRideMailsService } from './ride-mails.service.ts';

/** Ride e-mails sent again from the ride detail (spec §7 send-notification; docs/decisions/0029). */
export const notificationsRoutes = serviceRoutes(['notifications'], createRideMailsService, (api, mails) => {
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
