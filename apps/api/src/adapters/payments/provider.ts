import type { PaymentProviderName } from '@vozka/domain';
import type { Db } from '../../db/client.ts';

/** A provider's payment intent, in the provider's words (Stripe's PaymentIntent fields we use). */
export interface ProviderIntent {
  id: string;
  clientSecret: string;
  /** In the currency's minor unit (haléře for CZK). */
  amount: number;
  currency: string;
  /** requires_payment_method | requires_confirmation | requires_action | processing | succeeded | canceled … */
  status: string;
  /** The last payment error's message, in English (as the provider says it). */
  lastError: string | null;
}

/** A verified webhook event: only what we act on; the intent's state is always retrieved afresh. */
export interface ProviderEvent {
  id: string;
  type: string;
  intentId: string | null;
}

export interface CreateIntentInput {
  amount: number;
  currency: 'czk';
  /** The same key answers the same intent: a retried request never makes a second one. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface RefundInput {
  intentId: string;
  /** Haléře, at most what the intent took and was not given back yet. */
  amount: number;
  idempotencyKey: string;
}

/**
 * Where a call runs: a provider whose state lives in our database (the sandbox) writes in the caller's
 * transaction, so a rolled-back request leaves nothing behind (and on PGlite, a query outside the open
 * transaction would wait for it forever). Real providers ignore it.
 */
export interface ProviderContext {
  tx?: Db;
}

/** Thrown by `parseWebhook` for a missing, forged or stale signature. */
export class WebhookSignatureError extends Error {
  constructor(message = 'invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Thrown when the provider cannot be reached or refuses a call (not the client's fault). */
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

/** One interface for every payment provider (docs/api/payments.md "Providers"). */
export interface PaymentProvider {
  name: PaymentProviderName;
  /** Stripe's publishable key for Stripe.js; null for the sandbox. */
  publishableKey: string | null;
  createIntent(input: CreateIntentInput, context?: ProviderContext): Promise<ProviderIntent>;
  retrieveIntent(id: string, context?: ProviderContext): Promise<ProviderIntent | null>;
  /**
   * Voids an intent so it can no longer take money (docs/api/payments.md "One open intent per payment").
   * Answers the intent after the attempt: `canceled`, or the state in which the provider would not cancel
   * it (`processing`, `succeeded`) — the caller decides from that, never from a thrown refusal.
   */
  cancelIntent(id: string, context?: ProviderContext): Promise<ProviderIntent>;
  /** Gives back `amount` of a succeeded intent; the same key never refunds twice. */
  refundIntent(input: RefundInput, context?: ProviderContext): Promise<void>;
  /** Verifies the signature on the raw body and answers the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
