import type { Vehicle } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/RouterLinks';
import { type Column, badgeColumn } from '../../../components/ui/DataTable';
import { QueryTable } from '../../../components/ui/QueryTable';
import { useVehiclesPage } from '../../../lib/vehicles/fetchVehiclesPage';

/** The "paired vehicles" tab of a driver (GET /api/vehicles?driverId=). */
export function PairedVehicles({ driverId }: { driverId: number }) {
  const { t } = useTranslation('vehicles');
  const query = useVehiclesPage({ driverId, page: 0, size: 200 });
  const columns: Column<Vehicle>[] = [
    {
      key: 'plate',
      header: t('fields.registrationPlate'),
      cell: (vehicle) => <TextLink to={`/manage/vehicles/${vehicle.id}`}>{vehicle.registrationPlate}</TextLink>,
    },
    { key: 'brand', header: t('fields.brand'), cell: (vehicle) => vehicle.brand },
    { key: 'model', header: t('fields.model'), cell: (vehicle) => vehicle.model },
    badgeColumn('active', t('fields.active'), (vehicle) => vehicle.active, [t('list.active'), t('list.inactive')]),
  ];
  return (
    <QueryTable
      texts={{ label: t('paired.title'), empty: t('paired.empty'), failed: t('toasts.loadFailed') }}
      columns={columns}
      query={query}
      minWidth={480}
    />
  );
}
