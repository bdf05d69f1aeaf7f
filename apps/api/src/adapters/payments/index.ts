import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';
import { loadStripeProvider } from './stripe.ts';

/** The provider the configuration names: the built-in sandbox (default) or Stripe with its keys. */
export async function createPaymentProvider(config: Pick<Config, 'payments'>, db: Db): Promise<PaymentProvider> {
  const { stripe } = config.payments;
  return config.payments.provider === 'stripe' && stripe ? loadStripeProvider(stripe) : createSandboxProvider(db);
}
