import { landingRoute } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/RouterLinks';
import { StatusCard } from '../../components/StatusCard';
import { useSignedInUser } from '../../lib/auth';

/** /access-denied (spec §2, §6). */
export function AccessDeniedPage() {
  const { t } = useTranslation();
  const { roles } = useSignedInUser();
  return (
    <StatusCard title={t('accessDenied.title')} description={t('accessDenied.text')}>
      <ButtonLink to={landingRoute(roles)}>{t('accessDenied.button')}</ButtonLink>
    </StatusCard>
  );
}
