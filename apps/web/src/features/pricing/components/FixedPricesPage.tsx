import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerPicker, type PickerValue } from '../../../components/pickers';
import { type Column, badgeColumn } from '../../../components/ui/DataTable';
import { QueryTable, recordTexts } from '../../../components/ui/QueryTable';
import { usePageOf } from '../../../components/ui/use-paged-search';
import { PriceText } from '../../../components/price/PriceText';
import type { TFixedPrice, TFixedPriceEndView } from '@vozka/domain';
import { fixedPrices } from '../api/fixed-prices';
import { FixedPriceModal } from './FixedPriceModal';
import { RecordListPage, actionsColumn, recordActions, useRecordEditor } from '../../../components/records/RecordListPage';

const endText = (end: TFixedPriceEndView) => end.locationName ?? end.address ?? (end.locationId ? `#${end.locationId}` : '');

/** /manage/prices/fixed-prices (ADMIN): prices between two places, general or for one client (spec §2). */
export function FixedPricesPage() {
  const { t } = useTranslation('pricing');
  const [client, setClient] = useState<PickerValue>(null);
  const [page, setPage] = usePageOf(client?.id ?? null);
  const query = fixedPrices.usePage({ page, clientId: client?.id ?? null });
  const remove = fixedPrices.useRemove();
  const { editing, edit, create, close } = useRecordEditor<TFixedPrice>();

  const route = (price: TFixedPrice) => `${endText(price.from)} → ${endText(price.to)}`;
  const columns: Column<TFixedPrice>[] = [
    { key: 'from', header: t('fixed.fields.from'), cell: (price) => endText(price.from) },
    { key: 'to', header: t('fixed.fields.to'), cell: (price) => endText(price.to) },
    { key: 'direction', header: t('fixed.fields.direction'), cell: (price) => t(`directions.${price.direction}`) },
    {
      key: 'client',
      header: t('fixed.filterClient'),
      cell: (price) =>
        price.clientId ? (
          (price.client?.name ?? `#${price.clientId}`)
        ) : (
          <Text fz="sm" c="dimmed">
            {t('fixed.general')}
          </Text>
        ),
    },
    {
      key: 'offer',
      header: t('fixed.fields.vehicleOffer'),
      cell: (price) => price.vehicleOffer?.name ?? (price.vehicleOfferId ? `#${price.vehicleOfferId}` : t('fixed.everyOffer')),
    },
    {
      key: 'driverPrice',
      header: t('fixed.fields.driverPrice'),
      cell: (price) => <PriceText amount={price.driverPrice} />,
    },
    {
      key: 'clientPrice',
      header: t('fixed.fields.clientPrice'),
      cell: (price) => <PriceText amount={price.clientPrice} />,
    },
    badgeColumn('active', t('fixed.fields.active'), (price) => price.active, [t('list.active'), t('list.inactive')]),
    actionsColumn(
      t('list.actions'),
      recordActions(t, 'fixed', (price) => ({ route: route(price) }), edit, remove.mutateAsync),
    ),
  ];

  return (
    <RecordListPage title={t('fixed.title')} newLabel={t('fixed.new')} onNew={create}>
      <CustomerPicker label={t('fixed.filterClient')} value={client} onChange={setClient} />
      <QueryTable texts={recordTexts(t, 'fixed')} columns={columns} query={query} paging={{ page, setPage }} minWidth={1000} />
      {editing && <FixedPriceModal price={editing.record} onClose={close} />}
    </RecordListPage>
  );
}
