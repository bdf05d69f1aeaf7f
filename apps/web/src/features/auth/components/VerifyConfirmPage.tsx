import { Button, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../../components/PublicCard';
import { ButtonLink } from '../../../components/RouterLinks';
import { safeRedirect } from '../../../lib/redirect';
import { StoreLinks, TermsLink } from './StoreLinks';

/** /auth/verify-confirm — after the e-mail is verified: apps, web login, an optional way back. */
export function VerifyConfirmPage() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const redirect = safeRedirect(search.get('redirect'));

  return (
    <PublicCard title={t('verifyConfirm.title')} description={t('verifyConfirm.text')} footer={<TermsLink />}>
      <Stack gap="sm">
        {redirect && (
          // A full page load: the target may be any screen of this origin, also outside the SPA router.
          <Button component="a" href={redirect} fullWidth>
            {t('verifyConfirm.continue')}
          </Button>
        )}
        <ButtonLink to="/auth/login" variant={redirect ? 'light' : 'filled'} fullWidth>
          {t('verifyConfirm.webLogin')}
        </ButtonLink>
      </Stack>
      <StoreLinks />
    </PublicCard>
  );
}
