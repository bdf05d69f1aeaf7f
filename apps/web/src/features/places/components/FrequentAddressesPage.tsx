import { type TFrequentlyUsedAddressInput, ZFrequentlyUsedAddressInput } from '@vozka/domain';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type AddressValue, FormAddress, addressValue } from '../../../components/address';
import type { TFrequentlyUsedAddress } from '@vozka/domain';
import type { Column } from '../../../components/ui/DataTable';
import { QueryTable, recordTexts } from '../../../components/ui/QueryTable';
import { SearchInput } from '../../../components/ui/SearchInput';
import { usePagedSearch } from '../../../components/ui/use-paged-search';
import { RecordModal } from '../../../components/records/RecordModal';
import { RecordListPage, actionsColumn, nameColumn, recordActions, useRecordEditor } from '../../../components/records/RecordListPage';
import { saveTexts, schemaFieldErrors } from '../../../lib/record-save';
import { useListRecordForm } from '../../../lib/record-form';
import { frequentAddresses } from '../api/places';

/** /manage/frequently-used-addresses (ADMIN): name and full address, paged, refreshed every 60 s. */
export function FrequentAddressesPage() {
  const { t } = useTranslation('places');
  const paging = usePagedSearch();
  const query = frequentAddresses.usePage({ page: paging.page, q: paging.q });
  const remove = frequentAddresses.useRemove();
  const { editing, edit, create, close } = useRecordEditor<TFrequentlyUsedAddress>();

  const columns: Column<TFrequentlyUsedAddress>[] = [
    nameColumn('name', t('addresses.fields.name'), (a) => a.name),
    { key: 'fullAddress', header: t('addresses.fields.fullAddress'), cell: (a) => a.fullAddress },
    actionsColumn(
      t('list.actions'),
      recordActions(t, 'addresses', (a) => ({ name: a.name }), edit, remove.mutateAsync),
    ),
  ];

  return (
    <RecordListPage title={t('addresses.title')} description={t('addresses.description')} newLabel={t('addresses.new')} onNew={create}>
      <SearchInput label={t('addresses.search')} value={paging.search} onChange={paging.setSearch} />
      <QueryTable texts={recordTexts(t, 'addresses')} columns={columns} query={query} paging={paging} quiet minWidth={640} />
      {editing && <FrequentAddressModal address={editing.record} onClose={close} />}
    </RecordListPage>
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
  const { form, errorOf, modal } = useListRecordForm(frequentAddresses, address, {
    validate: validateAddress,
    defaultValues: {
      name: address?.name ?? '',
      // Its own place id is not a suggestion to keep: the text is what the entry is.
      fullAddress: addressValue(address?.fullAddress, null),
    },
    texts: saveTexts(t, 'addresses'),
    toBody: addressBody,
    rename: addressField,
    onClose,
  });
  return (
    <RecordModal {...modal} title={address ? t('addresses.editTitle', { name: address.name }) : t('addresses.newTitle')}>
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
