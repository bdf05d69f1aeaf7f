import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createPaymentProvider } from './index.ts';

const STRIPE = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
};
const noDb = {} as unknown as Db; // never queried: only the provider is built

describe('payment configuration', () => {
  it('is the sandbox by default (and for an empty PAYMENT_PROVIDER)', async () => {
    for (const env of [{}, { PAYMENT_PROVIDER: '' }, { PAYMENT_PROVIDER: 'sandbox', STRIPE_SECRET_KEY: 'sk_test_ignored' }]) {
      const config = loadConfig(env);
      expect(config.payments).toEqual({ provider: 'sandbox', stripe: null });
      expect(await createPaymentProvider(config, noDb)).toMatchObject({ name: 'sandbox', publishableKey: null });
    }
  });

  it('stripe takes its keys and an optional API URL', async () => {
    const config = loadConfig({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111' });
    expect(config.payments).toEqual({
      provider: 'stripe',
      stripe: { secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: 'whsec_1', apiUrl: 'http://127.0.0.1:12111' },
    });
    expect(await createPaymentProvider(config, noDb)).toMatchObject({ name: 'stripe', publishableKey: 'pk_test_1' });
  });

  it('stops the start when a Stripe key is missing, naming it', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET',
    );
    expect(() => loadConfig({ ...STRIPE, STRIPE_WEBHOOK_SECRET: '' })).toThrow('needs STRIPE_WEBHOOK_SECRET (see README.md');
  });

  it('refuses an unknown provider and a bad API URL', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/Invalid configuration:\n {2}PAYMENT_PROVIDER/);
    expect(() => loadConfig({ ...STRIPE, STRIPE_API_URL: 'not a url' })).toThrow(/STRIPE_API_URL/);
  });
});
