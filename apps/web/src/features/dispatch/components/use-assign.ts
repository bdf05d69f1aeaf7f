import { useQueryClient } from '@tanstack/react-query';
import { NOT_SELECTED_ID, type TRideInput } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import type { PickerValue } from '../../../components/pickers';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { ridesKeys } from '../../../lib/rides/keys';
import { rideConflict, useUpdateRide } from '../../../lib/rides/updateRide';

/** The id a picker holds, null for none ("Nevybrán" is id 0). */
export const chosenId = (value: PickerValue) => (value && value.id !== NOT_SELECTED_ID ? value.id : null);

/**
 * Saves an assignment from the board (PUT /api/orders/{id} with the ride's version). When someone else
 * changed the ride meanwhile the board is refreshed and the dispatcher tries again.
 */
export function useAssign(rideId: number) {
  const { t } = useTranslation('dispatch');
  const queryClient = useQueryClient();
  const update = useUpdateRide();
  const save = async (body: TRideInput, success: string): Promise<boolean> => {
    try {
      await update.mutateAsync({ id: rideId, body });
      showSuccessToast(success);
      return true;
    } catch (error) {
      if (rideConflict(error)) {
        void queryClient.invalidateQueries({ queryKey: ridesKeys.all });
        showErrorToast(t('assign.save'), null, t('toasts.changedMeanwhile'));
      } else showErrorToast(t('assign.save'), error, t('toasts.saveFailed'));
      return false;
    }
  };
  return { save, pending: update.isPending };
}
