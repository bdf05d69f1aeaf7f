import { type TLocationInput, ZLocationInput } from '@vozka/domain';
import { Badge, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AddressValue, FormAddress, addressValue } from '../../../components/address';
import { type Column, badgeColumn } from '../../../components/ui/DataTable';
import { QueryTable, recordTexts } from '../../../components/ui/QueryTable';
import { FormCheck } from '../../../components/ui/FormCheck';
import { FormNumber } from '../../../components/ui/FormNumber';
import { PageHeader } from '../../../components/ui/PageHeader';
import { PlusIcon } from '../../../components/ui/icons';
import { usePageOf } from '../../../components/ui/use-paged-search';
import { useFormErrors, validatorResolver } from '../../../lib/form';
import { RecordModal } from '../../../components/records/RecordModal';
import { RowActions, rowDelete } from '../../../components/records/RowActions';
import { saveRecord, saveTexts, schemaFieldErrors, useFieldErrorText } from '../../../lib/record-save';
import type { TLocation } from '@vozka/domain';
import { locations } from '../api/places';

/** /manage/locations (ADMIN): the company's places — airports, stations, stands (spec §2, §3). */
export function LocationsPage() {
  const { t } = useTranslation('places');
  const [page, setPage] = usePageOf(null);
  const query = locations.usePage({ page });
  const remove = locations.useRemove();
  const [editing, setEditing] = useState<{ location: TLocation | null } | null>(null);

  const yes = (on: boolean, label: string) =>
    on ? (
      <Badge variant="light" size="sm">
        {label}
      </Badge>
    ) : null;
  const columns: Column<TLocation>[] = [
    { key: 'position', header: t('locations.fields.position'), cell: (l) => l.position, width: 80 },
    {
      key: 'name',
      header: t('locations.fields.name'),
      cell: (l) => (
        <Text fz="sm" fw={500}>
          {l.name}
        </Text>
      ),
    },
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
    {
      key: 'actions',
      header: t('list.actions'),
      width: 96,
      cell: (l) => (
        <RowActions
          editLabel={t('locations.editLabel', { name: l.name })}
          onEdit={() => setEditing({ location: l })}
          remove={rowDelete(t, 'locations', { name: l.name }, () => remove.mutateAsync(l.id))}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('locations.title')}
        actions={
          <Button leftSection={<PlusIcon />} onClick={() => setEditing({ location: null })}>
            {t('locations.new')}
          </Button>
        }
      />
      <QueryTable texts={recordTexts(t, 'locations')} columns={columns} query={query} paging={{ page, setPage }} minWidth={820} />
      {editing && <LocationModal location={editing.location} onClose={() => setEditing(null)} />}
    </Stack>
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
  const save = locations.useSave();
  const form = useForm<LocationValues>({
    resolver: validatorResolver(validateLocation),
    defaultValues: {
      name: location?.name ?? '',
      address: addressValue(location?.address, location?.placeId),
      airport: location?.airport ?? false,
      trainStation: location?.trainStation ?? false,
      active: location?.active ?? true,
      position: location?.position ?? 0,
    },
  });
  const { control, register, formState } = form;
  const { summary } = useFormErrors(formState.errors);
  const errorOf = useFieldErrorText(formState.errors);

  const onSubmit = form.handleSubmit(async (values) => {
    const body = locationBody(values);
    const saved = await saveRecord(
      location !== null,
      () => save.mutateAsync({ id: location?.id ?? null, body }),
      saveTexts(t, 'locations'),
      (name, message) => form.setError(name as keyof LocationValues, { message }),
      locationField,
    );
    if (saved) onClose();
  });

  return (
    <RecordModal
      opened
      onClose={onClose}
      title={location ? t('locations.editTitle', { name: location.name }) : t('locations.newTitle')}
      onSubmit={onSubmit}
      saving={save.isPending}
      summary={summary}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('locations.fields.name')} required error={errorOf('name')} {...register('name')} />
        <FormNumber
          control={control}
          name="position"
          label={t('locations.fields.position')}
          min={0}
          max={9999}
          error={errorOf('position')}
        />
      </SimpleGrid>
      <FormAddress
        control={control}
        name="address"
        label={t('locations.fields.address')}
        description={t('locations.addressHint')}
        required
        withFrequent={false}
        error={errorOf('address')}
      />
      <Group gap="lg">
        <FormCheck control={control} name="airport" label={t('locations.fields.airport')} />
        <FormCheck control={control} name="trainStation" label={t('locations.fields.trainStation')} />
        <FormCheck control={control} name="active" label={t('locations.fields.active')} as="switch" />
      </Group>
    </RecordModal>
  );
}
