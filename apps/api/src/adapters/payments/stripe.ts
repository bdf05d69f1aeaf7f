import type Stripe from 'stripe';
import { systemClock, type Clock } from '../../shared/clock.ts';
import { ProviderError, WebhookSignatureError, type PaymentProvider, type ProviderIntent } from './provider.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API host (tests: the local fake Stripe, `http://127.0.0.1:PORT`); unset = api.stripe.com. */
  apiUrl?: string;
}

/** Seconds a webhook signature stays valid (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_S = 300;

function toIntent(pi: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    amount: pi.amount,
    currency: pi.currency,
    status: pi.status,
    lastError: pi.last_payment_error?.message ?? null,
  };
}

function hostOptions(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Stripe through its official SDK (`sdk`, the package's default export): PaymentIntents with automatic
 * payment methods, signed webhooks. A webhook signature's age is judged by `clock` (the app's; tests pass
 * theirs).
 */
export function createStripeProvider(sdk: typeof Stripe, settings: StripeSettings, clock: Clock = systemClock): PaymentProvider {
  const stripe = new sdk(settings.secretKey, {
    ...hostOptions(settings.apiUrl),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Vozka' },
  });

  async function retrieve(id: string): Promise<ProviderIntent | null> {
    try {
      return toIntent(await stripe.paymentIntents.retrieve(id));
    } catch (err) {
      if (err instanceof sdk.errors.StripeInvalidRequestError && (err.statusCode === 404 || err.code === 'resource_missing')) return null;
      throw new ProviderError('Stripe did not answer the payment intent', { cause: err });
    }
  }

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async createIntent(input) {
      try {
        const pi = await stripe.paymentIntents.create(
          { amount: input.amount, currency: input.currency, automatic_payment_methods: { enabled: true }, metadata: input.metadata },
          { idempotencyKey: input.idempotencyKey },
        );
        return toIntent(pi);
      } catch (err) {
        throw new ProviderError('Stripe refused to create the payment intent', { cause: err });
      }
    },

    retrieveIntent: retrieve,

    async cancelIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.cancel(id));
      } catch (err) {
        // Stripe refuses to cancel a processing, succeeded or already cancelled intent: its state answers.
        if (err instanceof sdk.errors.StripeInvalidRequestError && err.code === 'payment_intent_unexpected_state') {
          const current = await retrieve(id);
          if (current) return current;
        }
        throw new ProviderError('Stripe refused to cancel the payment intent', { cause: err });
      }
    },

    async refundIntent(input) {
      try {
        await stripe.refunds.create({ payment_intent: input.intentId, amount: input.amount }, { idempotencyKey: input.idempotencyKey });
      } catch (err) {
        throw new ProviderError('Stripe refused the refund', { cause: err });
      }
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        const receivedAt = clock.now().getTime();
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret, WEBHOOK_TOLERANCE_S, undefined, receivedAt);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'invalid signature');
      }
      const object = event.data.object as { object?: string; id?: string };
      return { id: event.id, type: event.type, intentId: object.object === 'payment_intent' && object.id ? object.id : null };
    },
  };
}

/**
 * The Stripe provider with the SDK imported now: a portal on the sandbox provider (the default) never loads
 * it, and one on Stripe loads it once, while it starts, not as a part of every start (issue 18 §5).
 */
export async function loadStripeProvider(settings: StripeSettings, clock: Clock = systemClock): Promise<PaymentProvider> {
  const { default: sdk } = await import('stripe');
  return createStripeProvider(sdk, settings, clock);
}
