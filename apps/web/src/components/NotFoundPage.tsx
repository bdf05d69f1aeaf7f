import { landingRoute } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './RouterLinks';
import { StatusCard } from './StatusCard';
import { useAuth } from '../lib/auth';

/** Unknown routes, in the app shell for a signed-in user or in the public frame otherwise. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  return (
    <StatusCard title={t('notFound.title')} description={t('notFound.text')}>
      <ButtonLink to={signedIn ? landingRoute(auth.roles) : '/auth/login'}>
        {signedIn ? t('notFound.home') : t('notFound.login')}
      </ButtonLink>
    </StatusCard>
  );
}
