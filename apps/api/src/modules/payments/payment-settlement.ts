import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider, ProviderIntent } from '../../adapters/payments/provider.ts';
import type { PaymentIntentRow, PaymentRow } from '../../db/schema/index.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import type { Clock } from '../../shared/clock.ts';
import { emitWebhookEvents } from '../../shared/webhook-events.ts';
import { paymentHistoryText } from './payment.presenter.ts';
import * as repo from './payments.repository.ts';

export interface SettleDeps {
  logger: FastifyBaseLogger;
  /** Refunds what a success must not keep. */
  provider: PaymentProvider;
  /** `payment.succeeded` and `payment.refunded` webhooks (shared/webhook-events.ts), dated by the clock. */
  jobs: Pick<JobQueue, 'send'>;
  clock: Clock;
}

/** Our statuses after which nothing the provider says changes the intent again. */
const FINAL = new Set(['succeeded', 'refunded']);

const sum = (rows: readonly PaymentRow[]) => rows.reduce((total, p) => total + p.price, 0);

/**
 * Locks what a payment write on these rides touches, in the order every payment write keeps (docs/api/
 * payments.md "One open intent per payment"): the rides first (in id order), so two writes on a ride
 * queue up there; then, under them, intents, provider state and payments in any order.
 */
export async function lockIntentRides(tx: Db, intentIds: number[], extraRideIds: number[] = []): Promise<void> {
  const rideIds = new Set([...extraRideIds, ...(await repo.ridesOfIntents(tx, intentIds))]);
  await repo.lockRides(
    tx,
    [...rideIds].sort((a, b) => a - b),
  );
}

/**
 * Gives back the part of a success that must not be kept, once: `target` is the total refunded after it;
 * the key makes a retried call (a webhook and `finish` racing) refund nothing more at the provider.
 * `refunded` are the payments whose money went back (their `payment.refunded` webhooks).
 */
async function refundUpTo(
  tx: Db,
  intent: PaymentIntentRow,
  target: number,
  deps: SettleDeps,
  refunded: readonly PaymentRow[],
): Promise<void> {
  const amount = target - intent.refunded;
  if (amount <= 0) return;
  deps.logger.warn({ intent: intent.providerIntentId, amount }, 'payment intent succeeded for payments it may not pay: refunded');
  await deps.provider.refundIntent(
    { intentId: intent.providerIntentId, amount, idempotencyKey: `vozka-refund-${intent.providerIntentId}-${target}` },
    { tx },
  );
  await repo.updateIntent(tx, intent.id, { refunded: target });
  const events = refunded.map((p) => ({ type: 'payment.refunded' as const, resourceId: p.id }));
  await emitWebhookEvents(tx, deps.jobs, events, deps.clock.now());
}

/**
 * Brings our record of an intent in line with the provider's own answer, in the caller's transaction
 * (docs/api/payments.md): payments become paid only when the provider says `succeeded` for the amount
 * and currency we recorded, and only those still unpaid change (stamped with the intent, with a history
 * line and `rides.paid` recomputed). Anything but `succeeded` only notes the status and error — never
 * after a success, and a closed intent never opens again. Money is never recorded twice: a success of an
 * intent that was voided (closed before it succeeded) or whose payments no longer add up to its amount
 * is refunded in full and pays nothing; of payments another intent or the records paid meanwhile, their
 * part is refunded. Answers whether the intent is paid.
 */
export async function settleIntent(tx: Db, intentId: number, remote: ProviderIntent, deps: SettleDeps): Promise<boolean> {
  await lockIntentRides(tx, [intentId]);
  const intent = await repo.lockIntent(tx, intentId);
  if (!intent) return false;
  if (remote.status !== 'succeeded') {
    if (
      !FINAL.has(intent.status) &&
      (intent.status !== remote.status || intent.lastError !== remote.lastError || (intent.open && remote.status === 'canceled'))
    ) {
      await repo.updateIntent(tx, intent.id, {
        status: remote.status,
        lastError: remote.lastError,
        open: intent.open && remote.status !== 'canceled',
      });
    }
    return false;
  }
  if (remote.amount !== intent.amount || remote.currency !== intent.currency) {
    deps.logger.warn(
      { intent: intent.providerIntentId, recorded: intent.amount, provider: remote.amount, currency: remote.currency },
      'payment intent amount differs from the recorded one: not marked paid',
    );
    return false;
  }
  if (intent.status === 'succeeded') return true;
  if (intent.status === 'refunded') return false;
  const items = await repo.intentPayments(tx, intent.id, true);
  // Voided (closed without a success) or outdated (a price changed, a payment was deleted): keep nothing.
  if (!intent.open || sum(items) !== intent.amount) {
    await refundUpTo(tx, intent, intent.amount, deps, items);
    await repo.updateIntent(tx, intent.id, { status: 'refunded', open: false, lastError: null });
    return false;
  }
  const paidElsewhere = items.filter((p) => p.paid);
  await refundUpTo(tx, intent, sum(paidElsewhere), deps, paidElsewhere);
  const changed = await repo.markPaid(
    tx,
    items.map((p) => p.id),
    intent.id,
  );
  await repo.insertPaymentHistory(
    tx,
    changed.map((p) => ({
      rideId: p.rideId,
      userId: null,
      oldValue: paymentHistoryText({ ...p, paid: false }),
      newValue: paymentHistoryText(p),
    })),
  );
  await repo.recomputeRidePaid(tx, [...new Set(changed.map((p) => p.rideId))]);
  await repo.updateIntent(tx, intent.id, { status: 'succeeded', open: false, lastError: null });
  const events = changed.map((p) => ({ type: 'payment.succeeded' as const, resourceId: p.id }));
  await emitWebhookEvents(tx, deps.jobs, events, deps.clock.now());
  return true;
}
