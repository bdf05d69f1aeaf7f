import type { Vehicle } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { rowDelete } from '../../../components/records/RowActions';
import { ConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { useDeleteVehicle } from '../api/deleteVehicle';

/** Deletes a vehicle after a confirmation; from a list row (`compact`) or the edit screen. */
export function DeleteVehicleButton({ vehicle, back, compact }: { vehicle: Vehicle; back?: string; compact?: boolean }) {
  const { t } = useTranslation('vehicles');
  const navigate = useNavigate();
  const remove = useDeleteVehicle();
  const confirm = rowDelete(t, '', { plate: vehicle.registrationPlate }, () => remove.mutateAsync(vehicle.id));
  const label = compact ? confirm.label : t('delete.button');
  return <ConfirmDelete {...confirm} compact={compact} label={label} onDone={back ? () => navigate(back) : undefined} />;
}
