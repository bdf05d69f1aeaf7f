import type { Ride, RideStatus } from '@vozka/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../toasts';
import { ridesKeys } from './keys';
import { rideConflict, useUpdateRide } from './updateRide';

/**
 * Moves a ride to another status (PUT with its version). A stale version gives the conflict dialog's
 * ride (`conflict`); `reload` shows that ride instead.
 */
export function useStatusChange(ride: Ride) {
  const { t } = useTranslation('rides');
  const queryClient = useQueryClient();
  const update = useUpdateRide();
  const [conflict, setConflict] = useState<Ride | null>(null);

  const change = async (status: RideStatus, cancelReason?: string): Promise<boolean> => {
    try {
      await update.mutateAsync({ id: ride.id, body: { status, version: ride.version, cancelReason } });
      showSuccessToast(t('toasts.statusChanged', { status: t(`statuses.${status}`) }));
      return true;
    } catch (error) {
      const current = rideConflict(error);
      if (current) setConflict(current);
      else showErrorToast(t('toasts.saveTitle'), error, t('toasts.saveFailed'));
      return false;
    }
  };

  const reload = (current: Ride) => {
    queryClient.setQueryData(ridesKeys.detail(current.id), current);
    setConflict(null);
  };

  return { change, pending: update.isPending, conflict, closeConflict: () => setConflict(null), reload };
}
