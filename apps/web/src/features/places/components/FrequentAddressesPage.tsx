import { type TFrequentlyUsedAddressInput, ZFrequentlyUsedAddressInput } from '@vozka/domain';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AddressValue, FormAddress, addressValue } from '../../../components/address';
import type { TFrequentlyUsedAddress } from '@vozka/domain';
import type { Column } from '../../../components/ui/DataTable';
import { QueryTable, recordTexts } from '../../../components/ui/QueryTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SearchInput } from '../../../components/ui/SearchInput';
import { PlusIcon } from '../../../components/ui/icons';
import { usePagedSearch } from '../../../components/ui/use-paged-search';
import { useFormErrors, validatorResolver } from '../../../lib/form';
import { RecordModal } from '../../../components/records/RecordModal';
import { RowActions, rowDelete } from '../../../components/records/RowActions';
import { saveRecord, saveTexts, schemaFieldErrors, useFieldErrorText } from '../../../lib/record-save';
import { frequentAddresses } from '../api/places';

/** /manage/frequently-used-addresses (ADMIN): name and full address, paged, refreshed every 60 s. */
export function FrequentAddressesPage() {
  const { t } = useTranslation('places');
  const paging = usePagedSearch();
  const query = frequentAddresses.usePage({ page: paging.page, q: paging.q });
  const remove = frequentAddresses.useRemove();
  const [editing, setEditing] = useState<{ address: TFrequentlyUsedAddress | null } | null>(null);

  const columns: Column<TFrequentlyUsedAddress>[] = [
    {
      key: 'name',
      header: t('addresses.fields.name'),
      cell: (a) => (
        <Text fz="sm" fw={500}>
          {a.name}
        </Text>
      ),
    },
    { key: 'fullAddress', header: t('addresses.fields.fullAddress'), cell: (a) => a.fullAddress },
    {
      key: 'actions',
      header: t('list.actions'),
      width: 96,
      cell: (a) => (
        <RowActions
          editLabel={t('addresses.editLabel', { name: a.name })}
          onEdit={() => setEditing({ address: a })}
          remove={rowDelete(t, 'addresses', { name: a.name }, () => remove.mutateAsync(a.id))}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('addresses.title')}
        description={t('addresses.description')}
        actions={
          <Button leftSection={<PlusIcon />} onClick={() => setEditing({ address: null })}>
            {t('addresses.new')}
          </Button>
        }
      />
      <SearchInput label={t('addresses.search')} value={paging.search} onChange={paging.setSearch} />
      <QueryTable texts={recordTexts(t, 'addresses')} columns={columns} query={query} paging={paging} quiet minWidth={640} />
      {editing && <FrequentAddressModal address={editing.address} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

interface AddressFormValues {
  name: string;
  fullAddress: AddressValue;
}

const addressBody = (values: AddressFormValues): TFrequentlyUsedAddressInput => {
  const placeId = values.fullAddress.placeId;
  // An entry's own place id is not where it is: the text is.
  return {
    name: values.name,
    fullAddress: values.fullAddress.address,
    placeId: placeId?.startsWith('local:') ? null : placeId,
  };
};

const addressField = (field: string) => (field === 'placeId' || field === 'lat' || field === 'lng' ? 'fullAddress' : field);

const validateAddress = (values: AddressFormValues): Record<string, string> =>
  Object.fromEntries(
    Object.entries(schemaFieldErrors(ZFrequentlyUsedAddressInput, addressBody(values))).map(([f, c]) => [addressField(f), c]),
  );

function FrequentAddressModal({ address, onClose }: { address: TFrequentlyUsedAddress | null; onClose: () => void }) {
  const { t } = useTranslation('places');
  const save = frequentAddresses.useSave();
  const form = useForm<AddressFormValues>({
    resolver: validatorResolver(validateAddress),
    defaultValues: {
      name: address?.name ?? '',
      // Its own place id is not a suggestion to keep: the text is what the entry is.
      fullAddress: addressValue(address?.fullAddress, null),
    },
  });
  const { summary } = useFormErrors(form.formState.errors);
  const errorOf = useFieldErrorText(form.formState.errors);
  const onSubmit = form.handleSubmit(async (values) => {
    const body = addressBody(values);
    const saved = await saveRecord(
      address !== null,
      () => save.mutateAsync({ id: address?.id ?? null, body }),
      saveTexts(t, 'addresses'),
      (name, message) => form.setError(name as keyof AddressFormValues, { message }),
      addressField,
    );
    if (saved) onClose();
  });
  return (
    <RecordModal
      opened
      onClose={onClose}
      title={address ? t('addresses.editTitle', { name: address.name }) : t('addresses.newTitle')}
      onSubmit={onSubmit}
      saving={save.isPending}
      summary={summary}
    >
      <TextInput label={t('addresses.fields.name')} required error={errorOf('name')} {...form.register('name')} />
      <FormAddress
        control={form.control}
        name="fullAddress"
        label={t('addresses.fields.fullAddress')}
        description={t('addresses.addressHint')}
        required
        withFrequent={false}
        error={errorOf('fullAddress')}
      />
    </RecordModal>
  );
}
