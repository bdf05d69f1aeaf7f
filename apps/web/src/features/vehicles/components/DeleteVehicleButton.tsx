import type { Vehicle } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { useDeleteVehicle } from '../api/deleteVehicle';

/** Deletes a vehicle after a confirmation; from a list row (`compact`) or the edit screen. */
export function DeleteVehicleButton({ vehicle, back, compact }: { vehicle: Vehicle; back?: string; compact?: boolean }) {
  const { t } = useTranslation('vehicles');
  const navigate = useNavigate();
  const remove = useDeleteVehicle();
  return (
    <ConfirmDelete
      compact={compact}
      label={compact ? t('delete.rowLabel', { plate: vehicle.registrationPlate }) : t('delete.button')}
      title={t('delete.title')}
      text={t('delete.text', { plate: vehicle.registrationPlate })}
      onConfirm={() => remove.mutateAsync(vehicle.id)}
      toasts={{ success: t('toasts.deleted'), errorTitle: t('delete.title'), errorDefault: t('toasts.deleteFailed') }}
      onDone={back ? () => navigate(back) : undefined}
    />
  );
}
