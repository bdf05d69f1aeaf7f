import { ZIdParams, ZSendMessageInput, ZSendMessageResult } from '@vozka/domain';
import { serviceRoutes, ok } from '../../shared/route-plugin.ts';
import { createMessagesService } from './messages.service.ts';

/** A free message to a ride's users (spec §3 "Message to users", §7 send-message; docs/decisions/0030). */
export const messagesRoutes = serviceRoutes(['notifications'], createMessagesService, (api, messages) => {
  api.post('/orders/:id/send-message', {
    access: 'rides.notifications',
    summary:
      "Send the ride's users of one role an e-mail (subject required: 'Fill in the subject') or an SMS (ADMIN, the ride's fleet manager); answers how many were queued and how many had no address",
    params: ZIdParams,
    body: ZSendMessageInput,
    response: ok(ZSendMessageResult, 400, 401, 403, 404),
    handler: (request) => messages.send(request.user!, request.params.id, request.body),
  });
});
