import type { FastifyBaseLogger } from 'fastify';
import type { PaymentIntentAnswer } from '@vozka/domain';
import type { Database, Db } from '../../db/client.ts';
import { ProviderError, WebhookSignatureError, type PaymentProvider, type ProviderIntent } from '../../adapters/payments/provider.ts';
import { AppError } from '../../shared/errors.ts';
import { sha256 } from '../../shared/crypto.ts';
import type { RideCaller } from '../rides/ride-access.ts';
import { mayPayById } from './payment-access.ts';
import { lockIntentRides, settleIntent, type SettleDeps } from './payment-settlement.ts';
import * as repo from './payments.repository.ts';

/** A payment named in `POST /api/payments/intent`: a public id (string) or a numeric id. */
export type PaymentRef = string | number;

/** The provider's events that concern an intent; the intent's state is retrieved afresh for each. */
const INTENT_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.processing',
  'payment_intent.canceled',
]);

function split(refs: readonly PaymentRef[]): { publicIds: string[]; ids: number[] } {
  const publicIds = [...new Set(refs.filter((r): r is string => typeof r === 'string'))];
  const ids = [...new Set(refs.filter((r): r is number => typeof r === 'number'))];
  return { publicIds, ids };
}

/** Provider trouble is not the client's fault, yet not a fault of ours either: 502 with a reason. */
async function orProviderError<T>(logger: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    logger.error({ err }, 'payment provider call failed');
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR');
  }
}

type IntentOutcome =
  | { kind: 'intent'; answer: PaymentIntentAnswer }
  | { kind: 'refused'; code: 'PAYMENT_ALREADY_PAID' | 'PAYMENT_IN_PROGRESS' }
  /** Another request made an intent on other rides meanwhile: start again with those locked too. */
  | { kind: 'retry' };

/**
 * Paying online (docs/api/payments.md "Paying online"): one provider intent per set of payments and
 * amount, however many requests ask at once; a payment in at most one open intent; paid only on the
 * provider's own word.
 */
export function createIntentsService(
  deps: { database: Database; payments: PaymentProvider; logger: FastifyBaseLogger } & Pick<SettleDeps, 'jobs' | 'clock'>,
) {
  const { db } = deps.database;
  const provider = deps.payments;
  const logger = deps.logger;
  const settleDeps: SettleDeps = { logger, provider, jobs: deps.jobs, clock: deps.clock };

  /**
   * One attempt of `createIntent`, in one transaction. The rides of the named payments and of the open
   * intents holding them are locked first (every payment write starts there), then the payments; an open
   * intent for the same payments and amount is answered again. Any other open intent holding one of them
   * is voided at the provider first — or, if the provider already takes or took its money, settled and
   * the request refused (409). Then the provider makes the new intent (with an idempotency key from the
   * same set) and it is recorded.
   */
  async function intentIn(tx: Db, caller: RideCaller | null, publicIds: string[], ids: number[]): Promise<IntentOutcome> {
    const named = await repo.paymentsForIntent(tx, publicIds, ids);
    const before = await repo.openIntentsOf(
      tx,
      named.map((r) => r.payment.id),
    );
    await lockIntentRides(
      tx,
      before.map((i) => i.id),
      named.map((r) => r.payment.rideId),
    );
    const rows = await repo.paymentsForIntent(tx, publicIds, ids, true);
    const byPublicId = new Map(rows.filter((r) => r.ride.status !== 'DELETED').map((r) => [r.payment.publicId, r]));
    const byId = new Map(rows.filter((r) => mayPayById(caller, r.ride)).map((r) => [r.payment.id, r]));
    if (publicIds.some((p) => !byPublicId.has(p)) || ids.some((i) => !byId.has(i))) throw new AppError(404, 'PAYMENT_NOT_FOUND');
    const chosen = new Map([...byPublicId.values(), ...byId.values()].map((r) => [r.payment.id, r.payment]));
    if ([...chosen.values()].some((p) => p.paid)) throw new AppError(409, 'PAYMENT_ALREADY_PAID');

    const paymentIds = [...chosen.keys()].sort((a, b) => a - b);
    const amount = [...chosen.values()].reduce((sum, p) => sum + p.price, 0);
    const itemsKey = `${provider.name}:${paymentIds.join(',')}:${amount}`;
    const open = await repo.openIntentByKey(tx, itemsKey);
    if (open) return { kind: 'intent', answer: { client_secret: open.clientSecret, id: open.providerIntentId } };

    // With our rides locked no intent on these payments can appear; one made before the lock on other rides can.
    const overlapping = await repo.openIntentsOf(tx, paymentIds);
    const lockedIds = new Set(before.map((i) => i.id));
    if (overlapping.some((i) => !lockedIds.has(i.id))) return { kind: 'retry' };
    for (const old of overlapping) {
      const remote = await provider.cancelIntent(old.providerIntentId, { tx });
      if (remote.status === 'canceled') {
        await repo.updateIntent(tx, old.id, { status: 'canceled', open: false });
        continue;
      }
      // The provider took (or is taking) the old intent's money: settled, it pays or is refunded.
      const paid = await settleIntent(tx, old.id, remote, settleDeps);
      if (paid) return { kind: 'refused', code: 'PAYMENT_ALREADY_PAID' };
      if (remote.status !== 'succeeded') return { kind: 'refused', code: 'PAYMENT_IN_PROGRESS' };
    }

    const generation = await repo.countIntentsByKey(tx, itemsKey);
    const remote = await provider.createIntent(
      {
        amount,
        currency: 'czk',
        idempotencyKey: `vozka-${sha256(itemsKey).slice(0, 40)}-${generation}`,
        metadata: { paymentIds: paymentIds.join(',') },
      },
      { tx },
    );
    if (remote.amount !== amount || !remote.clientSecret)
      throw new ProviderError(`the provider answered intent ${remote.id} for ${remote.amount}, not ${amount}`);
    await repo.insertIntent(
      tx,
      {
        provider: provider.name,
        providerIntentId: remote.id,
        clientSecret: remote.clientSecret,
        amount,
        currency: 'czk',
        status: remote.status,
        itemsKey,
        createdBy: caller?.id ?? null,
      },
      paymentIds,
    );
    return { kind: 'intent', answer: { client_secret: remote.clientSecret, id: remote.id } };
  }

  return {
    /**
     * `POST /api/payments/intent`. In one transaction: the named payments are locked (in id order), the
     * amount is their sum, and an open intent for the same payments and amount is answered again;
     * otherwise the provider makes one (with an idempotency key from the same set) and it is recorded.
     * A concurrent request waits for the locks and then finds the intent this one recorded.
     */
    async createIntent(caller: RideCaller | null, refs: readonly PaymentRef[]): Promise<PaymentIntentAnswer> {
      const { publicIds, ids } = split(refs);
      if (publicIds.length + ids.length === 0) throw new AppError(400, 'FILL_EVERY_FIELD', { fields: { paymentIds: 'FILL_EVERY_FIELD' } });
      for (let attempt = 1; ; attempt++) {
        const outcome = await orProviderError(logger, () => db.transaction((tx) => intentIn(tx, caller, publicIds, ids)));
        if (outcome.kind === 'intent') return outcome.answer;
        // Refused after the transaction committed what it learnt (a success settled, a status noted).
        if (outcome.kind === 'refused') throw new AppError(409, outcome.code);
        if (attempt >= 5) throw new AppError(409, 'PAYMENT_IN_PROGRESS');
      }
    },

    /**
     * `GET /api/payments/:paymentIntent/finish`: asks the provider itself (never the redirect's query)
     * and settles; true only for `succeeded` with the recorded amount.
     */
    async finish(providerIntentId: string): Promise<boolean> {
      const intent = await repo.findIntent(db, provider.name, providerIntentId);
      if (!intent) return false;
      const remote = await orProviderError(logger, () => provider.retrieveIntent(providerIntentId));
      if (!remote) return false;
      return db.transaction((tx) => settleIntent(tx, intent.id, remote, settleDeps));
    },

    /**
     * `POST /api/payments/webhook`: a verified event is recorded by id before anything is done, in the
     * same transaction as its effect, so a replay changes nothing; the intent's state comes from a fresh
     * retrieve, so an event arriving late or out of order cannot undo a success.
     */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      if (provider.name === 'sandbox') throw new AppError(404, 'NOT_FOUND');
      let event;
      try {
        event = provider.parseWebhook(rawBody, signature);
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw new AppError(400, 'WEBHOOK_SIGNATURE');
        throw err;
      }
      if (await repo.eventSeen(db, event.id)) return;
      const intent = event.intentId && INTENT_EVENTS.has(event.type) ? await repo.findIntent(db, provider.name, event.intentId) : undefined;
      let remote: ProviderIntent | null = null;
      if (intent) remote = await orProviderError(logger, () => provider.retrieveIntent(intent.providerIntentId));
      await db.transaction(async (tx) => {
        if (!(await repo.recordEvent(tx, event, provider.name))) return;
        if (intent && remote) await settleIntent(tx, intent.id, remote, settleDeps);
      });
    },
  };
}
export type IntentsService = ReturnType<typeof createIntentsService>;
