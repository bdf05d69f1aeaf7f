import type { PaymentPageKind } from '../../../lib/payments/paths';
import { ridesKeys } from '../../../lib/rides/keys';

/** Query keys of the payments feature. */
export const paymentsKeys = {
  all: ['payments'] as const,
  ride: (rideId: number) => ['payments', 'ride', rideId] as const,
  /** The public check-payment data (not the signed-in user's: kept apart from `payments`). */
  check: (kind: PaymentPageKind, id: string) => ['payment-check', kind, id] as const,
};

/**
 * A payment write refreshes the ride's payments, and the rides (their paid state and history follow
 * from the payments).
 */
export const PAYMENT_WRITE_INVALIDATES = [paymentsKeys.all, ridesKeys.all] as const;
