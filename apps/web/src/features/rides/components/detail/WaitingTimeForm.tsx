import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { Ride } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../../lib/toasts';
import { WAITING_MAX_MINUTES, useSetWaitingTime } from '../../api/setWaitingTime';

/** The Waiting time tab: minutes waited (spec §4), saved at once through set-waiting-time. */
export function WaitingTimeForm({ ride }: { ride: Ride }) {
  const { t } = useTranslation('rides');
  const save = useSetWaitingTime();
  const [minutes, setMinutes] = useState<number | string>(ride.waiting);

  const onSubmit = async () => {
    try {
      const saved = await save.mutateAsync({ id: ride.id, minutes: Number(minutes) });
      setMinutes(saved.waiting);
      showSuccessToast(t('toasts.waitingSaved'));
    } catch (error) {
      showErrorToast(t('detail.tabs.waiting'), error, t('toasts.waitingFailed'));
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      aria-label={t('detail.tabs.waiting')}
    >
      <Stack gap="sm" maw={360}>
        <Text fz="sm" c="dimmed">
          {t('waiting.help')}
        </Text>
        <NumberInput
          label={t('waiting.label')}
          size="sm"
          min={0}
          max={WAITING_MAX_MINUTES}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          value={minutes}
          onChange={setMinutes}
        />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={minutes === ''}>
            {t('waiting.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
