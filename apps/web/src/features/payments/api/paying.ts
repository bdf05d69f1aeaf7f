import type { PaymentIntentAnswer, TIntentBody, TSandboxAnswer, TSandboxAuthenticate, TSandboxCard, TSandboxConfirm } from '@vozka/domain';
import { api } from '../../../lib/api-client';

/**
 * POST /api/payments/intent — the provider intent for these payments (public ids: whoever holds the
 * link may pay). The amount is the server's sum; an open intent for the same payments is reused.
 */
export function createPaymentIntent(paymentIds: readonly (string | number)[]): Promise<PaymentIntentAnswer> {
  const body: TIntentBody = { paymentIds: [...paymentIds] };
  return api.post('/payments/intent', body, { ignoreUnauthorized: true });
}

/** GET /api/payments/:paymentIntent/finish — true when the provider says it succeeded (then it is paid). */
export async function finishPaymentIntent(paymentIntent: string): Promise<boolean> {
  const answer = await api.get<unknown>(`/payments/${encodeURIComponent(paymentIntent)}/finish`, {
    ignoreUnauthorized: true,
  });
  return answer === true || answer === 'true';
}

/** POST /api/payments/sandbox/:intentId/confirm (sandbox provider only) */
export function confirmSandboxIntent(intentId: string, clientSecret: string, card: TSandboxCard): Promise<TSandboxAnswer> {
  const body: TSandboxConfirm = { clientSecret, ...card };
  return api.post(`/payments/sandbox/${encodeURIComponent(intentId)}/confirm`, body, { ignoreUnauthorized: true });
}

/** POST /api/payments/sandbox/:intentId/authenticate — the test bank's confirmation step, approved or failed. */
export function authenticateSandboxIntent(intentId: string, clientSecret: string, approve: boolean): Promise<TSandboxAnswer> {
  const body: TSandboxAuthenticate = { clientSecret, approve };
  return api.post(`/payments/sandbox/${encodeURIComponent(intentId)}/authenticate`, body, { ignoreUnauthorized: true });
}
