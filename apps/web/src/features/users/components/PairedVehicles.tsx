import { Badge } from '@mantine/core';
import type { Vehicle } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/query';
import { TextLink } from '../../../components/RouterLinks';
import { type Column, DataTable } from '../../../components/ui/DataTable';
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
    {
      key: 'active',
      header: t('fields.active'),
      cell: (vehicle) => (
        <Badge variant="light" color={vehicle.active ? 'teal' : 'gray'}>
          {vehicle.active ? t('list.active') : t('list.inactive')}
        </Badge>
      ),
    },
  ];
  return (
    <DataTable
      label={t('paired.title')}
      columns={columns}
      rows={query.data?.objects}
      rowKey={(vehicle) => vehicle.id}
      loading={query.isFetching}
      error={errorText(query.error, t('toasts.loadFailed'))}
      emptyText={t('paired.empty')}
      minWidth={480}
    />
  );
}
