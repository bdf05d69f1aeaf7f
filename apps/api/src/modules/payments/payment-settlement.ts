import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ProviderIntent } from '../../adapters/payments/provider.ts';
import { paymentHistoryText } from './payment.presenter.ts';
import * as repo from './payments.repository.ts';

/**
 * Brings our record of an intent in line with the provider's own answer, in the caller's transaction
 * (docs/api/payments.md): the payments become paid only when the provider says `succeeded` for the
 * amount and currency we recorded, and only those still unpaid change (stamped with the intent, with a
 * history line and `rides.paid` recomputed). Anything but `succeeded` — `processing` included — only
 * notes the status and error, and never after a success: a late or reordered event changes nothing.
 * Answers whether the intent is paid.
 *
 * Locks the intent, then the rides, then the payments: the order every payment write keeps.
 */
export async function settleIntent(tx: Db, intentId: number, remote: ProviderIntent, logger: FastifyBaseLogger): Promise<boolean> {
  const intent = await repo.lockIntent(tx, intentId);
  if (!intent) return false;
  if (remote.status !== 'succeeded') {
    if (intent.status !== 'succeeded' && (intent.status !== remote.status || intent.lastError !== remote.lastError)) {
      await repo.updateIntent(tx, intent.id, { status: remote.status, lastError: remote.lastError, open: remote.status !== 'canceled' });
    }
    return false;
  }
  if (remote.amount !== intent.amount || remote.currency !== intent.currency) {
    logger.warn({ intent: intent.providerIntentId, recorded: intent.amount, provider: remote.amount, currency: remote.currency }, 'payment intent amount differs from the recorded one: not marked paid');
    return false;
  }
  const items = await repo.intentPayments(tx, intent.id);
  const rideIds = [...new Set(items.map((p) => p.rideId))].sort((a, b) => a - b);
  await repo.lockRides(tx, rideIds);
  const changed = await repo.markPaid(tx, items.map((p) => p.id), intent.id);
  await repo.insertPaymentHistory(
    tx,
    changed.map((p) => ({ rideId: p.rideId, userId: null, oldValue: paymentHistoryText({ ...p, paid: false }), newValue: paymentHistoryText(p) })),
  );
  await repo.recomputeRidePaid(tx, [...new Set(changed.map((p) => p.rideId))]);
  if (intent.status !== 'succeeded' || intent.open || intent.lastError !== null) {
    await repo.updateIntent(tx, intent.id, { status: 'succeeded', open: false, lastError: null });
  }
  return true;
}
