import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { QueryState } from '../../../components/ui/QueryState';
import { useVehicle } from '../api/fetchVehicle';
import { VehicleForm } from './VehicleForm';

/** /manage/vehicles/new and /manage/vehicles/:id */
export function VehicleFormPage() {
  const { t } = useTranslation('vehicles');
  const { id } = useParams();
  const vehicleId = id === undefined ? null : Number(id);
  const record = useVehicle(vehicleId);
  if (vehicleId === null) return <VehicleForm />;
  if (!Number.isInteger(vehicleId) || vehicleId <= 0) return <NotFoundPage />;
  return (
    <QueryState data={record.data} error={record.error} errorTitle={t('toasts.loadFailed')}>
      {(vehicle) => <VehicleForm key={vehicle.id} vehicle={vehicle} />}
    </QueryState>
  );
}
