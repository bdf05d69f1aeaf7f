import type { FastifyBaseLogger } from 'fastify';
import { translate, type Language, type MessageCode } from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import type { SandboxProvider, SandboxRefusal, SandboxResult } from '../../adapters/payments/sandbox.ts';
import type { SandboxCard } from '../../adapters/payments/sandbox-cards.ts';
import { AppError } from '../../shared/errors.ts';
import { lockIntentRides, settleIntent, type SettleDeps } from './payment-settlement.ts';
import * as repo from './payments.repository.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';

export interface SandboxAnswer {
  status: string;
  /** The card error in the caller's language, or null. */
  error: string | null;
}

/** A voided intent (a newer one holds its payments) cannot be paid: 409 with its own reason. */
const REFUSAL_CODES: Record<Exclude<SandboxRefusal, 'NOT_FOUND'>, MessageCode> = {
  ALREADY_SUCCEEDED: 'PAYMENT_ALREADY_PAID',
  CANCELED: 'PAYMENT_INTENT_CANCELED',
  NO_ACTION: 'PAYMENT_NO_ACTION',
};

function isSandbox(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox' && 'confirm' in provider;
}

/**
 * The sandbox's card form calls (docs/api/payments.md "Providers"): 404 unless the sandbox is the
 * provider. A success is settled at once in the same transaction — the sandbox's stand-in for the
 * webhook a real provider would send — and `finish` finds it paid.
 */
export function createSandboxService(
  deps: { database: Database; payments: PaymentProvider; logger: FastifyBaseLogger; clock: Clock } & Pick<SettleDeps, 'jobs'>,
) {
  const { db } = deps.database;
  const now = nowOf(deps.clock);

  function sandbox(): SandboxProvider {
    if (!isSandbox(deps.payments)) throw new AppError(404, 'NOT_FOUND');
    return deps.payments;
  }

  async function run(
    id: string,
    lang: Language,
    step: (provider: SandboxProvider, tx: Parameters<typeof settleIntent>[0]) => Promise<SandboxResult>,
  ): Promise<SandboxAnswer> {
    const provider = sandbox();
    return db.transaction(async (tx) => {
      // The rides first, as every payment write: a new intent voiding this one waits, or waits for us.
      const intent = await repo.findIntent(tx, 'sandbox', id);
      if (intent) await lockIntentRides(tx, [intent.id]);
      const result = await step(provider, tx);
      if (!result.ok) {
        if (result.refusal === 'NOT_FOUND') throw new AppError(404, 'PAYMENT_NOT_FOUND');
        throw new AppError(409, REFUSAL_CODES[result.refusal]);
      }
      if (intent) await settleIntent(tx, intent.id, result.intent, { logger: deps.logger, provider, jobs: deps.jobs, clock: deps.clock });
      return { status: result.intent.status, error: result.error ? translate(result.error, lang) : null };
    });
  }

  return {
    confirm: (id: string, clientSecret: string, card: SandboxCard, lang: Language) =>
      run(id, lang, (provider, tx) => provider.confirm(tx, id, clientSecret, card, now())),
    authenticate: (id: string, clientSecret: string, approve: boolean, lang: Language) =>
      run(id, lang, (provider, tx) => provider.authenticate(tx, id, clientSecret, approve)),
  };
}
