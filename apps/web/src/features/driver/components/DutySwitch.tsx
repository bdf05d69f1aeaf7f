import { Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { formatClock } from '../../dispatch/time';
import { useDuty } from '../duty';

/** "Share my location": the driver is on duty and its phone reports where it is. */
export function DutySwitch() {
  const { t } = useTranslation('driver');
  const [language] = useLanguage();
  const duty = useDuty();
  const note =
    duty.status === 'sharing' && duty.lastSentAt
      ? t('duty.sentAt', { time: formatClock(new Date(duty.lastSentAt).toISOString(), language) })
      : t(`duty.status.${duty.status}`);
  const alert = duty.status === 'denied' || duty.status === 'unsupported' || duty.status === 'error';
  return (
    <Paper withBorder radius="md" p="sm" bg={duty.onDuty ? 'teal.0' : undefined}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700}>{t('duty.label')}</Text>
          <Text fz="sm" c={alert ? 'red.8' : 'dimmed'} role="status">
            {note}
          </Text>
        </Stack>
        <Switch
          size="lg"
          color="teal"
          checked={duty.onDuty}
          onChange={(event) => duty.setOnDuty(event.currentTarget.checked)}
          aria-label={t('duty.label')}
          style={{ flex: 'none' }}
        />
      </Group>
    </Paper>
  );
}
