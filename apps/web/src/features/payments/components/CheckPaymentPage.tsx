import { Alert, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { PaymentCheck, PaymentIntentAnswer } from '@vozka/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ErrorAlert, SuccessAlert } from '../../../components/FormAlert';
import { PublicCard } from '../../../components/PublicCard';
import { StatusCard } from '../../../components/StatusCard';
import { isApiError } from '../../../lib/api-client';
import { formatCzk, formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { usePaymentCheck } from '../api/fetchPaymentCheck';
import { paymentsKeys } from '../api/keys';
import { createPaymentIntent, finishPaymentIntent } from '../api/paying';
import { type PaymentPageKind, checkPaymentUrl } from '../../../lib/payments/paths';
import { PaymentCheckList } from './PaymentCheckList';
import { SandboxCardForm } from './SandboxCardForm';
import { StripePaymentForm } from './StripePaymentForm';

/** What the provider's query parameters on the return URL are called (Stripe adds all three). */
const RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;

/** The result of `finish` for an intent: being verified, paid, not paid, or the check itself failed. */
type Outcome = { intentId: string; state: 'verifying' | 'success' | 'failed' | 'verificationError' };

/**
 * /check-payment/drive/:id (the ride's paymentSecret) and /check-payment/payment/:id (a payment's public id),
 * spec §2 and §4: public, never redirected. Loading → all paid | unpaid (list, amount due, Pay) → the
 * provider's form → success | failed | payment verification error. Coming back from the provider with
 * `?payment_intent=…` asks the server's `finish`, never trusting the query itself.
 */
export function CheckPaymentPage({ kind }: { kind: PaymentPageKind }) {
  const { t } = useTranslation('payments');
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const check = usePaymentCheck(kind, id);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const handled = useRef<string | null>(null);

  const verify = useCallback(
    async (intentId: string) => {
      setOutcome({ intentId, state: 'verifying' });
      let state: Outcome['state'];
      try {
        state = (await finishPaymentIntent(intentId)) ? 'success' : 'failed';
      } catch {
        state = 'verificationError';
      }
      // The list shows what the server now says before the result does.
      if (id) await queryClient.invalidateQueries({ queryKey: paymentsKeys.check(kind, id) });
      setOutcome({ intentId, state });
    },
    [id, kind, queryClient],
  );

  // Back from the provider: verify once, and drop the provider's parameters (a reload shows the page anew).
  const returning = params.get('payment_intent');
  useEffect(() => {
    if (!returning || handled.current === returning) return;
    handled.current = returning;
    void verify(returning);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        RETURN_PARAMS.forEach((name) => next.delete(name));
        return next;
      },
      { replace: true },
    );
  }, [returning, verify, setParams]);

  const title = kind === 'drive' ? t('pages.check_payment.title') : t('pages.check_payment.titlePayment');
  if (!id) return <StatusCard title={title} description={t('pages.check_payment.missingCode')} />;
  if (outcome && outcome.state !== 'success') {
    return <OutcomeCard title={title} outcome={outcome} onRetry={() => void verify(outcome.intentId)} onBack={() => setOutcome(null)} />;
  }
  if (isApiError(check.error) && check.error.status === 404) {
    return <StatusCard title={title} description={t('pages.check_payment.notFound')} />;
  }
  if (check.error && !check.data) {
    return (
      <StatusCard title={title}>
        <ErrorAlert
          title={t('pages.check_payment.check_failed')}
          messages={[check.error instanceof Error ? check.error.message : t('pages.check_payment.check_failed')]}
        />
      </StatusCard>
    );
  }
  if (!check.data) return <Loading label={t('pages.check_payment.loading')} />;
  return (
    <CheckPayment
      key={`${kind}/${id}`}
      title={title}
      kind={kind}
      id={id}
      check={check.data}
      paid={outcome?.state === 'success'}
      onSucceeded={(intentId) => void verify(intentId)}
    />
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Center py="xl" role="status">
      <Loader color="white" aria-label={label} />
    </Center>
  );
}

function OutcomeCard({ title, outcome, onRetry, onBack }: { title: string; outcome: Outcome; onRetry: () => void; onBack: () => void }) {
  const { t } = useTranslation('payments');
  if (outcome.state === 'verifying') return <Loading label={t('pages.check_payment.verifying')} />;
  const failed = outcome.state === 'failed';
  return (
    <StatusCard title={title}>
      <Alert
        color="red"
        variant="light"
        title={failed ? t('pages.check_payment.payment_failed_title') : t('pages.check_payment.verification_error')}
      >
        {failed ? t('pages.check_payment.payment_failed') : t('pages.check_payment.verification_error_text')}
      </Alert>
      <Group gap="xs">
        {failed ? (
          <Button onClick={onBack}>{t('pages.check_payment.try_again')}</Button>
        ) : (
          <>
            <Button onClick={onRetry}>{t('pages.check_payment.try_again')}</Button>
            <Button variant="default" onClick={onBack}>
              {t('pages.check_payment.back')}
            </Button>
          </>
        )}
      </Group>
    </StatusCard>
  );
}

function CheckPayment({
  title,
  kind,
  id,
  check,
  paid,
  onSucceeded,
}: {
  title: string;
  kind: PaymentPageKind;
  id: string;
  check: PaymentCheck;
  /** `finish` has just confirmed a payment of this page. */
  paid: boolean;
  onSucceeded: (intentId: string) => void;
}) {
  const { t } = useTranslation('payments');
  const [language] = useLanguage();
  const [intent, setIntent] = useState<PaymentIntentAnswer | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const amountText = formatCzk(check.amountDue, language);
  const unpaid = check.payments.filter((payment) => !payment.paid);

  const start = async () => {
    setStarting(true);
    setStartError(null);
    try {
      const answer = await createPaymentIntent(unpaid.map((payment) => payment.publicId));
      if (answer?.client_secret) setIntent(answer);
      else console.error('The payment intent came without a client secret', answer); // spec §8: only logged
    } catch (error) {
      setStartError(error instanceof Error && error.message ? error.message : t('pages.check_payment.start_failed'));
    } finally {
      setStarting(false);
    }
  };

  const state = (() => {
    if (paid) return <SuccessAlert>{t('pages.check_payment.payment_successful')}</SuccessAlert>;
    if (check.allPaid) return <SuccessAlert>{t('pages.check_payment.all_paid')}</SuccessAlert>;
    if (unpaid.length === 0) return <Text c="dimmed">{t('pages.check_payment.nothing_to_pay')}</Text>;
    return null;
  })();

  return (
    <PublicCard title={title} description={t('pages.check_payment.lead', { date: formatDateTime(check.rideDate, language) })}>
      {state}
      {check.payments.length > 0 && <PaymentCheckList payments={check.payments} />}
      {state === null && (
        <Paper radius="md" p="md" bg="vozka.0">
          <Group justify="space-between" align="center" gap="sm">
            <Stack gap={0}>
              <Text fz="sm" c="dimmed" id="amount-due-label">
                {t('pages.check_payment.amount_due')}
              </Text>
              <Text fz={28} fw={700} c="vozka.9" aria-labelledby="amount-due-label">
                {amountText}
              </Text>
            </Stack>
            {!intent && (
              <Button size="md" onClick={() => void start()} loading={starting}>
                {t('pages.check_payment.pay')}
              </Button>
            )}
          </Group>
        </Paper>
      )}
      <ErrorAlert title={t('pages.check_payment.start_failed')} messages={[startError]} />
      {state === null && intent && (
        <Stack gap="sm">
          {check.provider === 'stripe' && check.publishableKey ? (
            <StripePaymentForm
              publishableKey={check.publishableKey}
              clientSecret={intent.client_secret}
              returnUrl={checkPaymentUrl(kind, id)}
              language={language}
              amountText={amountText}
            />
          ) : (
            <SandboxCardForm intent={intent} amountText={amountText} onSucceeded={onSucceeded} />
          )}
          <Button variant="subtle" onClick={() => setIntent(null)} style={{ alignSelf: 'center' }}>
            {t('pages.check_payment.cancel')}
          </Button>
        </Stack>
      )}
    </PublicCard>
  );
}
