import { Stack, Text } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, SuccessAlert } from '../../../components/FormAlert';
import { PublicCard, PublicCardPending } from '../../../components/PublicCard';
import { ButtonLink, TextLink } from '../../../components/RouterLinks';
import { safeRedirect } from '../../../lib/redirect';
import { useVerifyRegistration } from '../api/verifyRegistration';

/** /auth/register/:key — the link of the verification e-mail: verifying, success or failure. */
export function VerifyRegistrationPage() {
  const { key = '' } = useParams();
  const [search] = useSearchParams();
  const { t } = useTranslation('auth');
  const verification = useVerifyRegistration(key);

  if (verification.isPending) return <PublicCardPending title={t('verify.title')} text={t('verify.verifying')} />;

  if (verification.isError) {
    return (
      <PublicCard title={t('verify.title')}>
        <ErrorAlert title={t('verify.failureTitle')} messages={[verification.error.message]} />
        <ButtonLink to="/auth/register" variant="light" fullWidth>
          {t('verify.backToRegister')}
        </ButtonLink>
      </PublicCard>
    );
  }

  const redirect = safeRedirect(search.get('redirect'));
  const confirmPath = redirect ? `/auth/verify-confirm?redirect=${encodeURIComponent(redirect)}` : '/auth/verify-confirm';
  return (
    <PublicCard title={t('verify.title')}>
      <SuccessAlert title={t('verify.successTitle')}>{verification.data.message}</SuccessAlert>
      <Stack gap="xs">
        <ButtonLink to={confirmPath} fullWidth>
          {t('verify.continue')}
        </ButtonLink>
        <Text ta="center" fz="sm">
          <TextLink to="/auth/login">{t('verify.signIn')}</TextLink>
        </Text>
      </Stack>
    </PublicCard>
  );
}
