import { z } from 'zod';
import { ROLES } from '../auth/roles.ts';
import { NOTIFICATION_SITUATIONS } from '../pricing/settings.ts';

/**
 * `GET /api/orders/{id}/send-notification?action=<SITUATION>&role=<ROLE>` (spec §7; issue 14 §3;
 * docs/decisions/0029): the ride e-mail of one situation, rendered from the ride as it is now, sent again to
 * the ride's users of one role. An unknown action or role answers 400.
 */
export const ZSendNotificationQuery = z.object({
  action: z.enum(NOTIFICATION_SITUATIONS, { error: 'NOTIFICATION_ACTION_UNKNOWN' }),
  role: z.enum(ROLES, { error: 'NOTIFICATION_ROLE_UNKNOWN' }),
});
export type TSendNotificationQuery = z.input<typeof ZSendNotificationQuery>;

/** The answer (the spec's is "not shown"): how many were queued, how many of the role's users had no address. */
export const ZSendNotificationResult = z.object({
  queued: z.number().int(),
  skipped: z.number().int(),
});
export type SendNotificationResult = z.infer<typeof ZSendNotificationResult>;
