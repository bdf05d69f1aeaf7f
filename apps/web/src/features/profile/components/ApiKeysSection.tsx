import { useTranslation } from 'react-i18next';
import { ApiKeysPanel } from '../../../components/api-keys/ApiKeysPanel';
import { ProfileSection } from './ProfileSection';

/** The profile's API keys tab (a customer: canManageApiKeys without managesOthersApiKeys): its own integration keys. */
export function ApiKeysSection({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation('apiKeys');
  return (
    <ProfileSection id="api-keys-title" title={t('title')}>
      <ApiKeysPanel manageOthers={false} ownRoles={roles} />
    </ProfileSection>
  );
}
