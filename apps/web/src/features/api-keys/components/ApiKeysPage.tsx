import { Paper, Stack } from '@mantine/core';
import { managesOthersApiKeys } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { ApiKeysPanel } from '../../../components/api-keys/ApiKeysPanel';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useSignedInUser } from '../../../lib/auth';

/** /manage/api-keys (ADMIN, issue 20 §4): every integration key — admin integrations' and customers'. */
export function ApiKeysPage() {
  const { t } = useTranslation('apiKeys');
  const { roles } = useSignedInUser();
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('title')} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <ApiKeysPanel manageOthers={managesOthersApiKeys(roles)} ownRoles={roles} />
      </Paper>
    </Stack>
  );
}
