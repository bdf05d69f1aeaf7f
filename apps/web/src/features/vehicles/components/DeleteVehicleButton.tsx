import type { Vehicle } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../../../components/records/DeleteRecordButton';
import { rowDelete } from '../../../components/records/RowActions';
import { useDeleteVehicle } from '../api/deleteVehicle';

/** Deletes a vehicle after a confirmation; from a list row (`compact`) or the edit screen. */
export function DeleteVehicleButton({ vehicle, back, compact }: { vehicle: Vehicle; back?: string; compact?: boolean }) {
  const { t } = useTranslation('vehicles');
  const remove = useDeleteVehicle();
  const confirm = rowDelete(t, '', { plate: vehicle.registrationPlate }, () => remove.mutateAsync(vehicle.id));
  return <DeleteRecordButton confirm={confirm} button={t('delete.button')} back={back} compact={compact} />;
}
