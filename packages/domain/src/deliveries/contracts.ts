import { z } from 'zod';
import { ROLES } from '../auth/roles.ts';
import { LANGUAGES } from '../shared/language.ts';
import { ZPaging } from '../shared/ids.ts';
import { ZNullableText } from '../shared/text.ts';
import { pageOf, type QueryOf } from '../users/contracts.ts';

/**
 * Messages to a ride's users and the deliveries list (spec §3 "Message to users", §7 send-message; issue 14
 * §1, §3; docs/decisions/0030): every e-mail and SMS the portal queues is a delivery, PENDING until sent,
 * SENT, or FAILED once the queue gave up (ADMIN retries it).
 */

export const MESSAGE_TYPES = ['EMAIL', 'SMS'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const DELIVERY_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 5000;
/** Four concatenated SMS of 153 GSM characters: a longer text is cut by some networks. */
export const SMS_BODY_MAX = 612;

/**
 * `POST /api/orders/{id}/send-message`: a free message to the ride's users of one role. EMAIL needs a
 * subject (spec §5 "Fill in the subject"); an SMS has none (a subject sent with it is ignored).
 */
export const ZSendMessageInput = z
  .object({
    type: z.enum(MESSAGE_TYPES, { error: 'INVALID_INPUT' }),
    userRole: z.enum(ROLES, { error: 'INVALID_INPUT' }),
    subject: ZNullableText(MESSAGE_SUBJECT_MAX, 'MESSAGE_SUBJECT_TOO_LONG', 'INVALID_INPUT'),
    body: z
      .string({ error: 'MESSAGE_BODY_REQUIRED' })
      .trim()
      .min(1, 'MESSAGE_BODY_REQUIRED')
      .max(MESSAGE_BODY_MAX, 'MESSAGE_BODY_TOO_LONG'),
  })
  .superRefine((m, ctx) => {
    if (m.type === 'EMAIL' && !m.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'SUBJECT_REQUIRED' });
    if (m.type === 'SMS' && m.body.length > SMS_BODY_MAX) ctx.addIssue({ code: 'custom', path: ['body'], message: 'SMS_TOO_LONG' });
  })
  .transform((m) => ({ ...m, subject: m.type === 'SMS' ? null : m.subject }));
export type TSendMessageInput = z.input<typeof ZSendMessageInput>;
export type SendMessageInput = z.output<typeof ZSendMessageInput>;

/** The answer of send-message (the spec's is "not shown"): how many were queued, how many had no address. */
export const ZSendMessageResult = z.object({
  queued: z.number().int(),
  /** The role's users without an e-mail address (EMAIL) or a phone number (SMS). */
  skipped: z.number().int(),
});
export type SendMessageResult = z.infer<typeof ZSendMessageResult>;

/** One e-mail or SMS as the Notifications tab and the failed list show it. */
export const ZDelivery = z.object({
  id: z.number().int(),
  rideId: z.number().int().nullable(),
  /** CREATED, CHANGE, …, MESSAGE, REGISTRATION, PASSWORD, … */
  kind: z.string(),
  channel: z.enum(MESSAGE_TYPES),
  /** E-mail address or phone number. */
  recipient: z.string(),
  recipientName: z.string().nullable(),
  /** The recipient's role for the ride; null for account e-mails. */
  role: z.enum(ROLES).nullable(),
  language: z.enum(LANGUAGES),
  subject: z.string().nullable(),
  /** The plain text; null for a message that holds (or held) a sign-in link, which is never shown. */
  body: z.string().nullable(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  createdByName: z.string().nullable(),
});
export type Delivery = z.infer<typeof ZDelivery>;
export const ZDeliveryList = z.array(ZDelivery);
export const ZDeliveryPage = pageOf(ZDelivery);

/** `GET /api/deliveries`: newest first, paged; `status` narrows it (the admin's "Failed deliveries": FAILED). */
export const ZDeliveryQuery = z.object({
  ...ZPaging,
  status: z.enum(DELIVERY_STATUSES, { error: 'INVALID_INPUT' }).optional(),
});
export type TDeliveryQuery = QueryOf<typeof ZDeliveryQuery>;
