import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { NOTIFICATION_SITUATIONS, ROLES, type NotificationSituation, type Role } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast, showToast } from '../../../lib/toasts';
import { useResendNotification } from '../api/deliveries';

/**
 * The ride detail's "send the notification again" (spec §7 `send-notification`): the ride e-mail of one
 * situation, rendered from the ride as it is now, to the ride's users of one role.
 */
export function ResendNotificationForm({ rideId }: { rideId: number }) {
  const { t } = useTranslation('deliveries');
  const resend = useResendNotification(rideId);
  const [action, setAction] = useState<NotificationSituation>('CHANGE');
  const [role, setRole] = useState<Role>('CUSTOMER');

  const onSend = async () => {
    try {
      const { queued, skipped } = await resend.mutateAsync({ action, role });
      if (queued === 0) {
        showToast({
          kind: 'warning',
          title: t('resend.title'),
          detail: skipped > 0 ? t('send.noAddress', { count: skipped }) : t('send.nobody'),
          defaultDetail: '',
        });
        return;
      }
      showSuccessToast(t('resend.queued', { count: queued }));
    } catch (err) {
      showErrorToast(t('resend.title'), err, t('resend.failed'));
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={4}>{t('resend.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('resend.description')}
        </Text>
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label={t('resend.situation')}
            size="sm"
            w={240}
            allowDeselect={false}
            value={action}
            onChange={(v) => setAction((v ?? 'CHANGE') as NotificationSituation)}
            data={NOTIFICATION_SITUATIONS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          />
          <Select
            label={t('send.role')}
            size="sm"
            w={220}
            allowDeselect={false}
            value={role}
            onChange={(v) => setRole((v ?? 'CUSTOMER') as Role)}
            data={ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
          />
          <Button variant="light" loading={resend.isPending} onClick={() => void onSend()}>
            {t('resend.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
