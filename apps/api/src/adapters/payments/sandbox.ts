import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { translate, type MessageCode } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { sandboxIntents } from '../../db/schema/index.ts';
import { cardOutcome, type CardOutcome, type SandboxCard } from './sandbox-cards.ts';
import {
  ProviderError,
  type CreateIntentInput,
  type PaymentProvider,
  type ProviderContext,
  type ProviderIntent,
  type RefundInput,
} from './provider.ts';

type SandboxRow = typeof sandboxIntents.$inferSelect;

/** The error is stored as a message code; the provider side speaks English, as Stripe does. */
function toIntent(row: SandboxRow): ProviderIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    lastError: row.lastError ? translate(row.lastError as MessageCode, 'en') : null,
  };
}

const random = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * Why a sandbox confirmation was refused: no such intent (or the wrong secret), already paid, voided by a
 * newer intent for the same payments (CANCELED), or not waiting for the step asked.
 */
export type SandboxRefusal = 'NOT_FOUND' | 'ALREADY_SUCCEEDED' | 'CANCELED' | 'NO_ACTION';

/** States the sandbox will not cancel: the money is taken (or, for a real provider, being taken). */
const NOT_CANCELABLE = new Set(['succeeded', 'processing', 'canceled']);

/** What a sandbox confirmation answers: the intent after it, and the card error (a message code) if any. */
export type SandboxResult = { ok: true; intent: ProviderIntent; error: MessageCode | null } | { ok: false; refusal: SandboxRefusal };

export interface SandboxProvider extends PaymentProvider {
  name: 'sandbox';
  /** `POST /api/payments/sandbox/:id/confirm`: the test card decides (sandbox-cards.ts). */
  confirm(tx: Db, id: string, clientSecret: string, card: SandboxCard, now: Date): Promise<SandboxResult>;
  /** `POST /api/payments/sandbox/:id/authenticate`: the extra confirmation step of the 3-D Secure card. */
  authenticate(tx: Db, id: string, clientSecret: string, approve: boolean): Promise<SandboxResult>;
}

/**
 * The built-in test-mode provider (docs/decisions/0009): intents in the `sandbox_intents` table, test
 * cards modelled on Stripe's, no real money. It has no webhooks: a successful confirmation is reported to
 * the payments module by the route that confirmed it.
 */
export function createSandboxProvider(db: Db): SandboxProvider {
  async function lockRow(tx: Db, id: string): Promise<SandboxRow | undefined> {
    const [row] = await tx.select().from(sandboxIntents).where(eq(sandboxIntents.id, id)).for('update').limit(1);
    return row;
  }

  async function lock(tx: Db, id: string, clientSecret: string): Promise<SandboxRow | undefined> {
    const row = await lockRow(tx, id);
    return row && row.clientSecret === clientSecret ? row : undefined;
  }

  /** A confirmation step is refused on a paid or voided intent, as Stripe refuses it. */
  function refusal(row: SandboxRow): SandboxRefusal | null {
    if (row.status === 'succeeded') return 'ALREADY_SUCCEEDED';
    if (row.status === 'canceled') return 'CANCELED';
    return null;
  }

  async function settle(tx: Db, row: SandboxRow, outcome: CardOutcome): Promise<SandboxResult> {
    const [updated] = await tx
      .update(sandboxIntents)
      .set({ status: outcome.status, lastError: outcome.error })
      .where(eq(sandboxIntents.id, row.id))
      .returning();
    return { ok: true, intent: toIntent(updated!), error: outcome.error };
  }

  return {
    name: 'sandbox',
    publishableKey: null,

    async createIntent(input: CreateIntentInput, context: ProviderContext = {}) {
      const tx = context.tx ?? db;
      const [existing] = await tx.select().from(sandboxIntents).where(eq(sandboxIntents.idempotencyKey, input.idempotencyKey)).limit(1);
      if (existing) return toIntent(existing);
      const id = `pi_sandbox_${random(12)}`;
      const [row] = await tx
        .insert(sandboxIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${random(16)}`,
          amount: input.amount,
          currency: input.currency,
          status: 'requires_payment_method',
          idempotencyKey: input.idempotencyKey,
          metadata: JSON.stringify(input.metadata),
        })
        .returning();
      return toIntent(row!);
    },

    async retrieveIntent(id: string, context: ProviderContext = {}) {
      const [row] = await (context.tx ?? db).select().from(sandboxIntents).where(eq(sandboxIntents.id, id)).limit(1);
      return row ? toIntent(row) : null;
    },

    async cancelIntent(id: string, context: ProviderContext = {}) {
      const tx = context.tx ?? db;
      const row = await lockRow(tx, id);
      if (!row) throw new ProviderError(`the sandbox has no intent ${id}`);
      if (NOT_CANCELABLE.has(row.status)) return toIntent(row);
      const [updated] = await tx
        .update(sandboxIntents)
        .set({ status: 'canceled', lastError: null })
        .where(eq(sandboxIntents.id, id))
        .returning();
      return toIntent(updated!);
    },

    async refundIntent(input: RefundInput, context: ProviderContext = {}) {
      const tx = context.tx ?? db;
      const row = await lockRow(tx, input.intentId);
      if (!row || row.status !== 'succeeded' || row.amountRefunded + input.amount > row.amount) {
        throw new ProviderError(`the sandbox cannot refund ${input.amount} of intent ${input.intentId}`);
      }
      await tx
        .update(sandboxIntents)
        .set({ amountRefunded: sql`${sandboxIntents.amountRefunded} + ${input.amount}` })
        .where(eq(sandboxIntents.id, row.id));
    },

    parseWebhook() {
      throw new Error('the sandbox provider sends no webhooks');
    },

    async confirm(tx, id, clientSecret, card, now) {
      const row = await lock(tx, id, clientSecret);
      if (!row) return { ok: false, refusal: 'NOT_FOUND' };
      const refused = refusal(row);
      if (refused) return { ok: false, refusal: refused };
      return settle(tx, row, cardOutcome(card, now));
    },

    async authenticate(tx, id, clientSecret, approve) {
      const row = await lock(tx, id, clientSecret);
      if (!row) return { ok: false, refusal: 'NOT_FOUND' };
      const refused = refusal(row);
      if (refused) return { ok: false, refusal: refused };
      if (row.status !== 'requires_action') return { ok: false, refusal: 'NO_ACTION' };
      return settle(
        tx,
        row,
        approve ? { status: 'succeeded', error: null } : { status: 'requires_payment_method', error: 'CARD_AUTHENTICATION_FAILED' },
      );
    },
  };
}
