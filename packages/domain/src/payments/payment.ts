import { z } from 'zod';
import { PAYMENT_TYPES } from '../rides/ride.ts';
import { czkToHalere, MAX_CZK } from '../shared/money.ts';
import { ZNullableText } from '../shared/text.ts';

/** Payment providers (docs/decisions/0009): `sandbox` is built in and the default; `stripe` is real money. */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** CZK with at most two decimals on the wire, integer haléře inside; a payment is never 0 or negative. */
const czk = z.number({ error: 'FILL_EVERY_FIELD' }).positive('INVALID_INPUT').max(MAX_CZK, 'INVALID_INPUT').transform(czkToHalere);

/** The payment JSON of `POST /api/orders/{id}/payments` and `PUT …/payments/{paymentId}` (spec §3 Payment). */
export const ZPaymentInput = z.object({
  price: czk,
  paid: z.boolean().optional().default(false),
  description: ZNullableText(500),
  type: z.enum(PAYMENT_TYPES, { error: 'FILL_EVERY_FIELD' }),
});
export type TPaymentInput = z.input<typeof ZPaymentInput>;
export type PaymentInput = z.output<typeof ZPaymentInput>;

/**
 * A ride counts as paid when it has at least one payment and every one of its payments is paid
 * (docs/decisions/0009); the `clientPaid=PAID` rides filter reads the result stored on the ride.
 */
export function ridePaidState(payments: readonly { paid: boolean }[]): boolean {
  return payments.length > 0 && payments.every((p) => p.paid);
}

/**
 * The sandbox provider's test cards (shown on the test-mode payment form). Any future expiry date and
 * any three-digit CVC are accepted; any other card number is declined as invalid.
 */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  confirmation: '4000002760003184',
} as const;
