import { z } from 'zod';
import { MAX_INT4, ZId, ZIdParams } from '../shared/ids.ts';
import { PAYMENT_TYPES } from '../rides/ride.ts';
import { PAYMENT_PROVIDERS } from './payment.ts';

/**
 * The requests and answers of the payments API (docs/api/payments.md): the API validates, serializes and
 * documents them with these schemas, the web types its calls with their types — one contract, no copies.
 * The payment body itself, `ZPaymentInput`, lives next to the rules in payment.ts.
 */

/** A payment record as the API answers it; `price` in CZK (two decimals), like the ride's prices. */
export const ZPayment = z.object({
  id: z.number().int(),
  rideId: z.number().int(),
  /** The random id of the public payment page `/check-payment/payment/{publicId}`. */
  publicId: z.string(),
  price: z.number(),
  paid: z.boolean(),
  paidAt: z.string().nullable(),
  description: z.string().nullable(),
  type: z.enum(PAYMENT_TYPES),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof ZPayment>;

/** What the public check-payment pages show (no names, no addresses: only what paying needs). */
export const ZPaymentCheck = z.object({
  /** `drive` or `payment`, as in the page's path. */
  kind: z.enum(['drive', 'payment']),
  rideDate: z.string(),
  payments: z.array(
    z.object({
      publicId: z.string(),
      price: z.number(),
      paid: z.boolean(),
      description: z.string().nullable(),
      type: z.enum(PAYMENT_TYPES),
    }),
  ),
  /** Sum of the unpaid payments in CZK. */
  amountDue: z.number(),
  allPaid: z.boolean(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe's publishable key when the provider is stripe. */
  publishableKey: z.string().nullable(),
});
export type PaymentCheck = z.infer<typeof ZPaymentCheck>;

export const ZRidePaymentParams = ZIdParams;
export const ZRidePaymentIdParams = z.object({ id: ZId, paymentId: ZId });
export const ZPaymentIdParams = z.object({ paymentId: ZId });

const secret = z.string({ error: 'INVALID_INPUT' }).min(1, 'INVALID_INPUT').max(128, 'INVALID_INPUT');
export const ZDriveSecretParams = z.object({ secret });
export const ZPublicIdParams = z.object({ publicId: secret });

/** A payment named by its public id (a string) or its numeric id (a number). */
const ZPaymentRef = z.union([
  z.string().trim().min(1, 'INVALID_INPUT').max(64, 'INVALID_INPUT'),
  z.number().int('INVALID_INPUT').positive('INVALID_INPUT').max(MAX_INT4, 'INVALID_INPUT'),
]);

/** Anything else in the body — an `amount` above all — is dropped: the server computes the amount. */
export const ZIntentBody = z
  .object({ paymentIds: z.array(ZPaymentRef, { error: 'INVALID_INPUT' }).max(100, 'INVALID_INPUT').optional() })
  .nullish()
  .describe('Payment ids: strings are public ids, numbers payment ids (signed in). Any amount sent is ignored.');
export type TIntentBody = z.input<typeof ZIntentBody>;

/** `?paymentIds=a&paymentIds=b`; an all-digit value is a numeric id. */
export const ZIntentQuery = z.object({
  paymentIds: z
    .union([z.string().max(64, 'INVALID_INPUT'), z.array(z.string().max(64, 'INVALID_INPUT')).max(100, 'INVALID_INPUT')])
    .optional(),
});

/** The answer of `POST /api/payments/intent` (spec §7): the provider's client secret and intent id. */
export const ZIntentAnswer = z.object({ client_secret: z.string(), id: z.string() });
export type PaymentIntentAnswer = z.infer<typeof ZIntentAnswer>;

export const ZProviderIntentParams = z.object({ paymentIntent: z.string().min(1, 'INVALID_INPUT').max(255, 'INVALID_INPUT') });
export const ZSandboxParams = z.object({ intentId: z.string().min(1, 'INVALID_INPUT').max(64, 'INVALID_INPUT') });

const clientSecret = z.string({ error: 'FILL_EVERY_FIELD' }).min(1, 'FILL_EVERY_FIELD').max(128, 'INVALID_INPUT');
const expiryPart = z.coerce.number({ error: 'FILL_EVERY_FIELD' }).int('INVALID_INPUT');

/** A test card as the sandbox payment form sends it (the server decides whether it is valid). */
export const ZSandboxCard = z.object({
  cardNumber: z.string({ error: 'FILL_EVERY_FIELD' }).min(1, 'FILL_EVERY_FIELD').max(32, 'INVALID_INPUT'),
  expMonth: expiryPart,
  expYear: expiryPart,
  cvc: z.string({ error: 'FILL_EVERY_FIELD' }).max(8, 'INVALID_INPUT'),
});
export type TSandboxCard = z.infer<typeof ZSandboxCard>;

/** `POST /api/payments/sandbox/{intentId}/confirm`. */
export const ZSandboxConfirm = z.object({ clientSecret, ...ZSandboxCard.shape });
export type TSandboxConfirm = z.infer<typeof ZSandboxConfirm>;

/** `POST /api/payments/sandbox/{intentId}/authenticate`: the test bank's confirmation step. */
export const ZSandboxAuthenticate = z.object({ clientSecret, approve: z.boolean({ error: 'FILL_EVERY_FIELD' }) });
export type TSandboxAuthenticate = z.infer<typeof ZSandboxAuthenticate>;

/** The sandbox provider's answer to a confirmation: the intent's status and the card's error, if any. */
export const ZSandboxAnswer = z.object({ status: z.string(), error: z.string().nullable() });
export type TSandboxAnswer = z.infer<typeof ZSandboxAnswer>;

export const ZWebhookAnswer = z.object({ received: z.literal(true) });
