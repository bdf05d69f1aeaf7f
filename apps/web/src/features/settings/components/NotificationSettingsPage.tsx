import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryState } from '../../../components/ui/QueryState';
import { notificationSetting } from '../../../lib/settings';
import { NotificationForm } from './NotificationForm';

/** /notification (ADMIN, spec §2 menu "Notifications"): the situation × role table of ride e-mails. */
export function NotificationSettingsPage() {
  const { t } = useTranslation('settings');
  const notification = notificationSetting.useGet();
  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader title={t('notification.title')} description={t('notification.description')} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <QueryState data={notification.data} error={notification.error} errorTitle={t('toasts.loadFailed')}>
          {(data) => <NotificationForm settings={data} />}
        </QueryState>
      </Paper>
    </Stack>
  );
}
