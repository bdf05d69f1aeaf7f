import type { PaymentIntentAnswer } from '@vozka/domain';
import { api } from '../../../lib/api-client';

/**
 * POST /api/payments/intent — the provider intent for these payments (public ids: whoever holds the
 * link may pay). The amount is the server's sum; an open intent for the same payments is reused.
 */
export function createPaymentIntent(paymentIds: readonly (string | number)[]): Promise<PaymentIntentAnswer> {
  return api.post('/payments/intent', { paymentIds }, { ignoreUnauthorized: true });
}

/** GET /api/payments/:paymentIntent/finish — true when the provider says it succeeded (then it is paid). */
export async function finishPaymentIntent(paymentIntent: string): Promise<boolean> {
  const answer = await api.get<unknown>(`/payments/${encodeURIComponent(paymentIntent)}/finish`, {
    ignoreUnauthorized: true,
  });
  return answer === true || answer === 'true';
}

/** The sandbox provider's answer to a confirmation: the intent's status and the card's error, if any. */
export interface SandboxAnswer {
  status: string;
  error: string | null;
}

export interface SandboxCard {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** POST /api/payments/sandbox/:intentId/confirm (sandbox provider only) */
export function confirmSandboxIntent(intentId: string, clientSecret: string, card: SandboxCard): Promise<SandboxAnswer> {
  return api.post(`/payments/sandbox/${encodeURIComponent(intentId)}/confirm`, { clientSecret, ...card }, { ignoreUnauthorized: true });
}

/** POST /api/payments/sandbox/:intentId/authenticate — the test bank's confirmation step, approved or failed. */
export function authenticateSandboxIntent(intentId: string, clientSecret: string, approve: boolean): Promise<SandboxAnswer> {
  return api.post(
    `/payments/sandbox/${encodeURIComponent(intentId)}/authenticate`,
    { clientSecret, approve },
    { ignoreUnauthorized: true },
  );
}
