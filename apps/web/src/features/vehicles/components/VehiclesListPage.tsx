import { Group, Select, Stack, Text } from '@mantine/core';
import { type Vehicle, allows } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, TextLink } from '../../../components/RouterLinks';
import { type Column, badgeColumn } from '../../../components/ui/DataTable';
import { QueryTable, listTexts } from '../../../components/ui/QueryTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SearchInput } from '../../../components/ui/SearchInput';
import { PlusIcon } from '../../../components/ui/icons';
import { usePagedSearch } from '../../../components/ui/use-paged-search';
import { useSignedInUser } from '../../../lib/auth';
import { formatIsoDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useVehiclesPage } from '../../../lib/vehicles/fetchVehiclesPage';
import { DeleteVehicleButton } from './DeleteVehicleButton';

type ActiveFilter = 'all' | 'active' | 'inactive';
const ACTIVE_PARAM: Record<ActiveFilter, boolean | null> = { all: null, active: true, inactive: false };

/** /manage/vehicles: ADMIN and FLEET_MANAGER manage them; a DRIVER sees its paired vehicles only. */
export function VehiclesListPage() {
  const { t } = useTranslation('vehicles');
  const [language] = useLanguage();
  const { roles } = useSignedInUser();
  const canWrite = allows('vehicles.write', roles);
  const [filter, setFilter] = useState<ActiveFilter>('all');
  const paging = usePagedSearch(filter);
  const query = useVehiclesPage({ q: paging.q, page: paging.page, active: ACTIVE_PARAM[filter] });

  const columns: Column<Vehicle>[] = [
    {
      key: 'plate',
      header: t('fields.registrationPlate'),
      cell: (vehicle) =>
        canWrite ? (
          <TextLink to={`/manage/vehicles/${vehicle.id}`}>{vehicle.registrationPlate}</TextLink>
        ) : (
          <Text fz="sm">{vehicle.registrationPlate}</Text>
        ),
    },
    { key: 'vehicle', header: t('list.vehicle'), cell: (vehicle) => `${vehicle.brand} ${vehicle.model}` },
    { key: 'category', header: t('fields.category'), cell: (vehicle) => t(`categories.${vehicle.category}`) },
    { key: 'seats', header: t('list.seats'), cell: (vehicle) => vehicle.numberOfPeople },
    { key: 'fleet', header: t('fields.fleetManager'), cell: (vehicle) => vehicle.fleetManager?.name },
    { key: 'drivers', header: t('fields.drivers'), cell: (vehicle) => vehicle.drivers.map((d) => d.name).join(', ') },
    {
      key: 'inspection',
      header: t('fields.technicalInspectionValidUntil'),
      cell: (vehicle) => formatIsoDate(vehicle.technicalInspectionValidUntil, language),
    },
    {
      key: 'insurance',
      header: t('fields.insuranceValidUntil'),
      cell: (vehicle) => formatIsoDate(vehicle.insuranceValidUntil, language),
    },
    badgeColumn('active', t('fields.active'), (vehicle) => vehicle.active, [t('list.active'), t('list.inactive')]),
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: t('list.actions'),
            width: 60,
            cell: (vehicle: Vehicle) => <DeleteVehicleButton vehicle={vehicle} compact />,
          },
        ]
      : []),
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('list.title')}
        actions={
          canWrite && (
            <ButtonLink to="/manage/vehicles/new" leftSection={<PlusIcon />}>
              {t('list.new')}
            </ButtonLink>
          )
        }
      />
      <Group gap="sm" align="flex-end">
        <SearchInput label={t('list.search')} value={paging.search} onChange={paging.setSearch} />
        <Select
          label={t('list.filter')}
          size="sm"
          w={180}
          allowDeselect={false}
          data={(['all', 'active', 'inactive'] as const).map((value) => ({ value, label: t(`list.filters.${value}`) }))}
          value={filter}
          onChange={(value) => setFilter((value as ActiveFilter | null) ?? 'all')}
        />
      </Group>
      <QueryTable texts={listTexts(t)} columns={columns} query={query} paging={paging} minWidth={960} />
    </Stack>
  );
}
