import { Paper, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { formatClock } from '../../../lib/clock';
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
      {/* The whole row is the switch's label: a thumb anywhere on it toggles it. */}
      <Switch
        size="lg"
        color="teal"
        labelPosition="left"
        checked={duty.onDuty}
        onChange={(event) => duty.setOnDuty(event.currentTarget.checked)}
        label={t('duty.label')}
        description={<span role="status">{note}</span>}
        styles={{
          body: { justifyContent: 'space-between' },
          labelWrapper: { flex: 1 },
          label: { fontWeight: 700, fontSize: 'var(--mantine-font-size-md)' },
          description: alert ? { color: 'var(--mantine-color-red-8)' } : undefined,
        }}
      />
    </Paper>
  );
}
