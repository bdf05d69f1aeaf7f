import { type TLocationInput, ZLocationInput } from '@vozka/domain';
import { Badge, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type AddressValue, FormAddress, addressValue } from '../../../components/address';
import { type Column, badgeColumn } from '../../../components/ui/DataTable';
import { QueryTable, recordTexts } from '../../../components/ui/QueryTable';
import { FormCheck } from '../../../components/ui/FormCheck';
import { FormNumber } from '../../../components/ui/FormNumber';
import { usePageOf } from '../../../components/ui/use-paged-search';
import { RecordModal } from '../../../components/records/RecordModal';
import { RecordListPage, actionsColumn, nameColumn, recordActions, useRecordEditor } from '../../../components/records/RecordListPage';
import { saveTexts, schemaFieldErrors } from '../../../lib/record-save';
import { useListRecordForm } from '../../../lib/record-form';
import type { TLocation } from '@vozka/domain';
import { locations } from '../api/places';

/** /manage/locations (ADMIN): the company's places — airports, stations, stands (spec §2, §3). */
export function LocationsPage() {
  const { t } = useTranslation('places');
  const [page, setPage] = usePageOf(null);
  const query = locations.usePage({ page });
  const remove = locations.useRemove();
  const { editing, edit, create, close } = useRecordEditor<TLocation>();

  const yes = (on: boolean, label: string) =>
    on ? (
      <Badge variant="light" size="sm">
        {label}
      </Badge>
    ) : null;
  const columns: Column<TLocation>[] = [
    { key: 'position', header: t('locations.fields.position'), cell: (l) => l.position, width: 80 },
    nameColumn('name', t('locations.fields.name'), (l) => l.name),
    { key: 'address', header: t('locations.fields.address'), cell: (l) => l.address },
    {
      key: 'kind',
      header: t('locations.list.kind'),
      cell: (l) => (
        <Group gap={4}>
          {yes(l.airport, t('locations.fields.airport'))}
          {yes(l.trainStation, t('locations.fields.trainStation'))}
        </Group>
      ),
    },
    badgeColumn('active', t('locations.fields.active'), (l) => l.active, [t('list.active'), t('list.inactive')]),
    actionsColumn(
      t('list.actions'),
      recordActions(t, 'locations', (l) => ({ name: l.name }), edit, remove.mutateAsync),
    ),
  ];

  return (
    <RecordListPage title={t('locations.title')} newLabel={t('locations.new')} onNew={create}>
      <QueryTable texts={recordTexts(t, 'locations')} columns={columns} query={query} paging={{ page, setPage }} minWidth={820} />
      {editing && <LocationModal location={editing.record} onClose={close} />}
    </RecordListPage>
  );
}

interface LocationValues {
  name: string;
  address: AddressValue;
  airport: boolean;
  trainStation: boolean;
  active: boolean;
  position: number | string;
}

const locationBody = (values: LocationValues): TLocationInput => ({
  name: values.name,
  address: values.address.address,
  placeId: values.address.placeId,
  airport: values.airport,
  trainStation: values.trainStation,
  active: values.active,
  position: values.position === '' ? undefined : Number(values.position),
});

const locationField = (field: string) => (field === 'placeId' || field === 'lat' || field === 'lng' ? 'address' : field);

const validateLocation = (values: LocationValues): Record<string, string> =>
  Object.fromEntries(Object.entries(schemaFieldErrors(ZLocationInput, locationBody(values))).map(([f, code]) => [locationField(f), code]));

function LocationModal({ location, onClose }: { location: TLocation | null; onClose: () => void }) {
  const { t } = useTranslation('places');
  const { form, errorOf, bind, modal } = useListRecordForm(locations, location, {
    validate: validateLocation,
    defaultValues: {
      name: location?.name ?? '',
      address: addressValue(location?.address, location?.placeId),
      airport: location?.airport ?? false,
      trainStation: location?.trainStation ?? false,
      active: location?.active ?? true,
      position: location?.position ?? 0,
    },
    texts: saveTexts(t, 'locations'),
    toBody: locationBody,
    rename: locationField,
    onClose,
  });
  const { control, register } = form;

  return (
    <RecordModal {...modal} title={location ? t('locations.editTitle', { name: location.name }) : t('locations.newTitle')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('locations.fields.name')} required error={errorOf('name')} {...register('name')} />
        <FormNumber {...bind('position')} label={t('locations.fields.position')} min={0} max={9999} />
      </SimpleGrid>
      <FormAddress
        {...bind('address')}
        label={t('locations.fields.address')}
        description={t('locations.addressHint')}
        required
        withFrequent={false}
      />
      <Group gap="lg">
        <FormCheck control={control} name="airport" label={t('locations.fields.airport')} />
        <FormCheck control={control} name="trainStation" label={t('locations.fields.trainStation')} />
        <FormCheck control={control} name="active" label={t('locations.fields.active')} as="switch" />
      </Group>
    </RecordModal>
  );
}
