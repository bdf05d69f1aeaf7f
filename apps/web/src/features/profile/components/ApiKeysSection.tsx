import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiKeysPanel } from '../../../components/api-keys/ApiKeysPanel';

/** The profile's API keys tab (a customer: canManageApiKeys without managesOthersApiKeys): its own integration keys. */
export function ApiKeysSection({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation('apiKeys');
  return (
    <Stack gap="sm" component="section" aria-labelledby="api-keys-title">
      <Title order={2} fz="lg" id="api-keys-title">
        {t('title')}
      </Title>
      <ApiKeysPanel manageOthers={false} ownRoles={roles} />
    </Stack>
  );
}
