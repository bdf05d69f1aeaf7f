import { z } from 'zod';
import { MAX_INT4, PAYMENT_PROVIDERS, PAYMENT_TYPES, ZId } from '@vozka/domain';

/** PostgreSQL `integer` ends here: a larger numeric id names no payment (one home: @vozka/domain shared/ids.ts). */
export { MAX_INT4 };

/** `Payment` of `@vozka/domain`. */
export const ZPayment = z.object({
  id: z.number().int(),
  rideId: z.number().int(),
  publicId: z.string(),
  price: z.number(),
  paid: z.boolean(),
  paidAt: z.string().nullable(),
  description: z.string().nullable(),
  type: z.enum(PAYMENT_TYPES),
  createdAt: z.string(),
});

/** `PaymentCheck` of `@vozka/domain`. */
export const ZPaymentCheck = z.object({
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
  amountDue: z.number(),
  allPaid: z.boolean(),
  provider: z.enum(PAYMENT_PROVIDERS),
  publishableKey: z.string().nullable(),
});

export const ZRidePaymentParams = z.object({ id: ZId });
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

/** `?paymentIds=a&paymentIds=b`; an all-digit value is a numeric id. */
export const ZIntentQuery = z.object({
  paymentIds: z
    .union([z.string().max(64, 'INVALID_INPUT'), z.array(z.string().max(64, 'INVALID_INPUT')).max(100, 'INVALID_INPUT')])
    .optional(),
});

export const ZIntentAnswer = z.object({ client_secret: z.string(), id: z.string() });

export const ZProviderIntentParams = z.object({ paymentIntent: z.string().min(1, 'INVALID_INPUT').max(255, 'INVALID_INPUT') });
export const ZSandboxParams = z.object({ intentId: z.string().min(1, 'INVALID_INPUT').max(64, 'INVALID_INPUT') });

const clientSecret = z.string({ error: 'FILL_EVERY_FIELD' }).min(1, 'FILL_EVERY_FIELD').max(128, 'INVALID_INPUT');
const expiryPart = z.coerce.number({ error: 'FILL_EVERY_FIELD' }).int('INVALID_INPUT');

export const ZSandboxConfirm = z.object({
  clientSecret,
  cardNumber: z.string({ error: 'FILL_EVERY_FIELD' }).min(1, 'FILL_EVERY_FIELD').max(32, 'INVALID_INPUT'),
  expMonth: expiryPart,
  expYear: expiryPart,
  cvc: z.string({ error: 'FILL_EVERY_FIELD' }).max(8, 'INVALID_INPUT'),
});
export const ZSandboxAuthenticate = z.object({ clientSecret, approve: z.boolean({ error: 'FILL_EVERY_FIELD' }) });
export const ZSandboxAnswer = z.object({ status: z.string(), error: z.string().nullable() });

export const ZWebhookAnswer = z.object({ received: z.literal(true) });
