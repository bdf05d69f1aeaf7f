import { Alert, Badge, Button, Code, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { PaymentIntentAnswer, TSandboxAnswer } from '@vozka/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, SuccessAlert } from '../../../components/FormAlert';
import { authenticateSandboxIntent, confirmSandboxIntent } from '../api/paying';
import { type CardErrors, type CardValues, TEST_CARDS, groupCardNumber, parseCard } from '../sandbox-card';

type Phase = 'idle' | 'processing' | 'action' | 'authenticating' | 'succeeded';

export interface SandboxCardFormProps {
  intent: PaymentIntentAnswer;
  /** The amount being paid, as the page shows it ("1 250 Kč"). */
  amountText: string;
  /** The provider says the intent succeeded: the page verifies it with `finish`. */
  onSucceeded: (intentId: string) => void;
}

/**
 * The sandbox provider's card form (docs/decisions/0009), clearly marked as test mode, with the test
 * cards and what they do. Idle → in progress → a success alert, or an error alert with the provider's
 * message; the confirmation card first asks to approve or fail a 3-D-Secure-like step.
 */
export function SandboxCardForm({ intent, amountText, onSucceeded }: SandboxCardFormProps) {
  const { t } = useTranslation('payments');
  const [values, setValues] = useState<CardValues>({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const [providerError, setProviderError] = useState<string | null>(null);

  const set = (field: keyof CardValues) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const settle = async (call: Promise<TSandboxAnswer>) => {
    try {
      const answer = await call;
      if (answer.status === 'succeeded') {
        setPhase('succeeded');
        onSucceeded(intent.id);
      } else if (answer.status === 'requires_action') {
        setPhase('action');
      } else {
        setPhase('idle');
        setProviderError(answer.error || t('sandbox.failedDefault'));
      }
    } catch (error) {
      setPhase('idle');
      setProviderError(error instanceof Error && error.message ? error.message : t('sandbox.failedDefault'));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseCard(values);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setProviderError(null);
    setPhase('processing');
    void settle(confirmSandboxIntent(intent.id, intent.client_secret, parsed.card));
  };

  const authenticate = (approve: boolean) => {
    setPhase('authenticating');
    void settle(authenticateSandboxIntent(intent.id, intent.client_secret, approve));
  };

  const fill = (number: string) => {
    setValues((current) => ({
      cardNumber: groupCardNumber(number),
      expiry: current.expiry || `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`,
      cvc: current.cvc || '123',
    }));
    setErrors({});
  };

  const busy = phase === 'processing' || phase === 'authenticating';
  const cardInput = (field: keyof CardValues, autoComplete: string, placeholder: string, maxLength?: number) => (
    <TextInput
      label={t(`sandbox.${field}`)}
      inputMode="numeric"
      autoComplete={autoComplete}
      placeholder={placeholder}
      maxLength={maxLength}
      value={values[field]}
      onChange={set(field)}
      error={errors[field] ? t(`sandbox.errors.${errors[field]}`) : undefined}
      disabled={busy || phase === 'succeeded'}
      required
    />
  );

  return (
    <Stack gap="md">
      <Alert color="yellow" variant="filled" title={t('sandbox.banner')} role="note" aria-label={t('sandbox.banner')}>
        {t('sandbox.bannerText')}
      </Alert>

      {phase === 'action' || phase === 'authenticating' ? (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="sandbox-confirm-title">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="sandbox-confirm-title">
              {t('sandbox.confirmTitle')}
            </Title>
            <Text>{t('sandbox.confirmText', { amount: amountText })}</Text>
            <Group gap="xs">
              <Button color="teal" onClick={() => authenticate(true)} loading={phase === 'authenticating'}>
                {t('sandbox.approve')}
              </Button>
              <Button color="red" variant="light" onClick={() => authenticate(false)} disabled={busy}>
                {t('sandbox.fail')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('sandbox.formLabel')}>
          <Stack gap="sm">
            {cardInput('cardNumber', 'cc-number', '4242 4242 4242 4242')}
            <SimpleGrid cols={2} spacing="sm">
              {cardInput('expiry', 'cc-exp', t('sandbox.expiryPlaceholder'))}
              {cardInput('cvc', 'cc-csc', '123', 4)}
            </SimpleGrid>
            <ErrorAlert title={t('sandbox.errorTitle')} messages={[providerError]} />
            {phase === 'succeeded' && <SuccessAlert>{t('sandbox.succeeded')}</SuccessAlert>}
            <Button type="submit" size="md" fullWidth loading={busy} disabled={phase === 'succeeded'}>
              {t('sandbox.submit', { amount: amountText })}
            </Button>
            {busy && (
              <Text fz="sm" c="dimmed" role="status">
                {t('sandbox.processing')}
              </Text>
            )}
          </Stack>
        </form>
      )}

      {(phase === 'idle' || phase === 'processing') && (
        <Paper withBorder radius="md" p="md" bg="gray.0" component="section" aria-labelledby="sandbox-cards-title">
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <Title order={2} fz="md" id="sandbox-cards-title">
                {t('sandbox.cardsTitle')}
              </Title>
              <Badge color="yellow" variant="light" tt="none">
                {t('sandbox.banner')}
              </Badge>
            </Group>
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {TEST_CARDS.map((card) => (
                <Group component="li" key={card.key} justify="space-between" wrap="nowrap" gap="xs" align="center">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Code fz="sm" style={{ whiteSpace: 'nowrap', alignSelf: 'flex-start' }}>
                      {groupCardNumber(card.number)}
                    </Code>
                    <Text fz="sm" c="dimmed">
                      {t(`sandbox.cards.${card.key}`)}
                    </Text>
                  </Stack>
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-label={t('sandbox.use', { number: groupCardNumber(card.number) })}
                    onClick={() => fill(card.number)}
                    disabled={busy || phase !== 'idle'}
                    style={{ flexShrink: 0 }}
                  >
                    {t('sandbox.useShort')}
                  </Button>
                </Group>
              ))}
            </Stack>
            <Text fz="xs" c="dimmed">
              {t('sandbox.cardsNote')}
            </Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
