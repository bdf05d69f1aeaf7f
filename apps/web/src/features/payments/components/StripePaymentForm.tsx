import { Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Language } from '@vozka/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/FormAlert';

export interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  /** Where Stripe sends the payer back: `{origin}/check-payment/{drive|payment}/{id}` (+ `payment_intent`). */
  returnUrl: string;
  language: Language;
  amountText: string;
}

/**
 * The Stripe provider's form: Stripe.js from js.stripe.com (`@stripe/stripe-js/pure` loads it only
 * when this form is shown) and its Payment Element, so card data never touches our DOM or server.
 * `confirmPayment` redirects to the return URL, where the page calls `finish`; an error (a declined
 * card, a wrong number) comes back here and shows in the error alert.
 */
export function StripePaymentForm({ publishableKey, clientSecret, returnUrl, language, amountText }: StripePaymentFormProps) {
  const { t } = useTranslation('payments');
  const container = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | null = null;
    setReady(false);
    loadStripe(publishableKey)
      .then((loaded) => {
        if (cancelled) return;
        if (!loaded || !container.current) {
          setError(t('stripe.loadFailed'));
          return;
        }
        const elements = loaded.elements({ clientSecret, locale: language });
        const element = elements.create('payment');
        element.on('ready', () => setReady(true));
        element.on('loaderror', (event) => {
          setReady(true);
          setError(event.error.message ?? t('stripe.loadFailed'));
        });
        element.mount(container.current);
        destroy = () => element.destroy();
        setStripe({ stripe: loaded, elements });
      })
      .catch(() => {
        if (!cancelled) setError(t('stripe.loadFailed'));
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [publishableKey, clientSecret, language, t]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe) return;
    setBusy(true);
    setError(null);
    const result = await stripe.stripe.confirmPayment({
      elements: stripe.elements,
      confirmParams: { return_url: returnUrl },
    });
    // Only errors come back: on success the browser is on its way to the return URL.
    setBusy(false);
    setError(result.error.message ?? t('sandbox.failedDefault'));
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('stripe.formLabel')}>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('stripe.secure')}
        </Text>
        {!ready && !error && (
          <Center py="md" role="status">
            <Loader size="sm" aria-label={t('stripe.loading')} />
          </Center>
        )}
        <Box ref={container} data-testid="stripe-payment-element" />
        <ErrorAlert title={t('stripe.errorTitle')} messages={[error]} />
        <Button type="submit" size="md" fullWidth loading={busy} disabled={!stripe || !ready}>
          {t('stripe.submit', { amount: amountText })}
        </Button>
      </Stack>
    </form>
  );
}
