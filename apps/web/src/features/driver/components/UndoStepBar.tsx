import { Button, Group, Paper, Text } from '@mantine/core';
import { undoUntil, type Ride } from '@vozka/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { RIDE_WRITE_INVALIDATES } from '../../../lib/rides/keys';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import type { DriverStep } from '../next-steps';

/** The driver's last step on this screen: which ride, which step, when (the undo window starts then). */
export interface LastStep {
  rideId: number;
  status: DriverStep;
  at: Date;
}

/** Remembers the last step for its undo window; `clear` once undone or expired. */
export function useLastStep() {
  const [last, setLast] = useState<LastStep | null>(null);
  useEffect(() => {
    if (!last) return;
    const left = undoUntil(last.at).getTime() - Date.now();
    const timer = setTimeout(() => setLast(null), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [last]);
  return {
    last,
    remember: (rideId: number, status: DriverStep) => setLast({ rideId, status, at: new Date() }),
    clear: () => setLast(null),
  };
}

/**
 * "Undo «step»" for 2 minutes after a step (`PUT /api/orders/{id}/undo-step`, docs/decisions/0034): shown
 * above the list, so a finished ride that left the list can still be taken back.
 */
export function UndoStepBar({ last, onDone }: { last: LastStep; onDone: () => void }) {
  const { t } = useTranslation('driver');
  const queryClient = useQueryClient();
  const undo = useMutation({
    mutationFn: () => api.put<Ride>(`/orders/${last.rideId}/undo-step`, {}),
    onSuccess: async () => {
      showSuccessToast(t('undo.done', { id: last.rideId }));
      onDone();
      await Promise.all(RIDE_WRITE_INVALIDATES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => showErrorToast(t('undo.title'), error, t('undo.failed')),
  });
  return (
    <Paper withBorder radius="md" p="xs" bg="gray.0" role="region" aria-label={t('undo.title')}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fz="sm">{t('undo.text', { id: last.rideId, step: t(`steps.${last.status}`) })}</Text>
        <Button variant="outline" onClick={() => undo.mutate()} loading={undo.isPending}>
          {t('undo.button')}
        </Button>
      </Group>
    </Paper>
  );
}
