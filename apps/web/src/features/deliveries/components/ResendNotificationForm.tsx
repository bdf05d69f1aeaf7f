import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { NOTIFICATION_SITUATIONS, ROLES, type NotificationSituation, type Role } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { warnNothingQueued } from '../queued-toast';
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
      const answer = await resend.mutateAsync({ action, role });
      if (warnNothingQueued(t, t('resend.title'), answer)) return;
      showSuccessToast(t('resend.queued', { count: answer.queued }));
    } catch (err) {
      showErrorToast(t('resend.title'), err, t('resend.failed'));
    }
  };

  /** A required choice of one of `values`, each named by `<texts>.<value>`. */
  const choice = <V extends string>(
    label: string,
    w: number,
    value: V,
    onChange: (next: V) => void,
    values: readonly V[],
    texts: string,
  ) => (
    <Select
      label={label}
      size="sm"
      w={w}
      allowDeselect={false}
      value={value}
      onChange={(next) => onChange((next ?? value) as V)}
      data={values.map((v) => ({ value: v, label: t(`${texts}.${v}`) }))}
    />
  );

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={4}>{t('resend.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('resend.description')}
        </Text>
        <Group align="flex-end" gap="md" wrap="wrap">
          {choice(t('resend.situation'), 240, action, setAction, NOTIFICATION_SITUATIONS, 'kinds')}
          {choice(t('send.role'), 220, role, setRole, ROLES, 'roles')}
          <Button variant="light" loading={resend.isPending} onClick={() => void onSend()}>
            {t('resend.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
