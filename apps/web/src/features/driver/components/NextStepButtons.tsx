import { Button, Stack, Text } from '@mantine/core';
import { translate, type Ride } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/ConfirmDelete';
import { useLanguage } from '../../../lib/use-language';
import { ConflictModal } from '../../../components/rides/ConflictModal';
import { useStatusChange } from '../../../lib/rides/use-status-change';
import { formatClock } from '../../../lib/clock';
import { useDuty } from '../duty';
import { type DriverStep, nextSteps, type StepRules } from '../next-steps';

/**
 * Large buttons for the ride's next allowed steps only (from `abilities.nextStatuses`): accept or
 * decline, on the way, at the pick-up, passenger on board, done; "did not arrive" after the grace time.
 * Setting off turns location sharing on. Declining and a no-show ask first.
 */
export function NextStepButtons({
  ride,
  now = new Date(),
  rules,
  onStepped,
}: {
  ride: Ride;
  now?: Date;
  /** The clock rules (lead time, the driver's active ride): a step they refuse is disabled with the reason. */
  rules?: StepRules;
  /** Told of each step made (the driver screen offers to undo it). */
  onStepped?: (status: DriverStep) => void;
}) {
  const { t } = useTranslation('driver');
  const [language] = useLanguage();
  const duty = useDuty();
  const { change, pending, conflict, closeConflict, reload } = useStatusChange(ride);
  const [asking, setAsking] = useState<DriverStep | null>(null);
  const steps = nextSteps(ride, now, rules);
  if (steps.length === 0) return null;

  const run = async (status: DriverStep) => {
    if (status === 'ON_THE_WAY' && !duty.onDuty) duty.setOnDuty(true);
    if (await change(status)) onStepped?.(status);
    setAsking(null);
  };

  return (
    <Stack gap="xs">
      {steps.map((step) => (
        <Stack key={step.status} gap={2}>
          <Button
            size="lg"
            fullWidth
            variant={step.primary ? 'filled' : 'outline'}
            color={step.primary ? (step.status === 'DONE' ? 'teal' : 'vozka') : 'red'}
            loading={pending}
            disabled={step.availableAt !== null || step.refusal !== null}
            onClick={() => (step.primary ? void run(step.status) : setAsking(step.status))}
          >
            {t(`steps.${step.status}`)}
          </Button>
          {step.refusal ? (
            <Text fz="sm" c="dimmed" ta="center" role="note">
              {translate(step.refusal.code, language, step.refusal.params)}
            </Text>
          ) : (
            step.availableAt && (
              <Text fz="xs" c="dimmed" ta="center">
                {t('steps.availableAt', { time: formatClock(step.availableAt.toISOString(), language) })}
              </Text>
            )
          )}
        </Stack>
      ))}
      <ConfirmModal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? t(`steps.${asking}`) : ''}
        confirmLabel={asking ? t(`steps.${asking}`) : ''}
        onConfirm={() => asking && void run(asking)}
        loading={pending}
      >
        {asking ? t(`confirm.${asking}`) : ''}
      </ConfirmModal>
      <ConflictModal current={conflict} onClose={closeConflict} onReload={reload} />
    </Stack>
  );
}
