import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerPicker, type PickerValue } from '../../../components/pickers';
import { type Column, badgeColumn } from '../../../components/ui/DataTable';
import { QueryTable, recordTexts } from '../../../components/ui/QueryTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { PlusIcon } from '../../../components/ui/icons';
import { usePageOf } from '../../../components/ui/use-paged-search';
import { PriceText } from '../../../components/price/PriceText';
import type { TFixedPrice, TFixedPriceEndView } from '@vozka/domain';
import { fixedPrices } from '../api/fixed-prices';
import { FixedPriceModal } from './FixedPriceModal';
import { RowActions, rowDelete } from '../../../components/records/RowActions';

const endText = (end: TFixedPriceEndView) => end.locationName ?? end.address ?? (end.locationId ? `#${end.locationId}` : '');

/** /manage/prices/fixed-prices (ADMIN): prices between two places, general or for one client (spec §2). */
export function FixedPricesPage() {
  const { t } = useTranslation('pricing');
  const [client, setClient] = useState<PickerValue>(null);
  const [page, setPage] = usePageOf(client?.id ?? null);
  const query = fixedPrices.usePage({ page, clientId: client?.id ?? null });
  const remove = fixedPrices.useRemove();
  const [editing, setEditing] = useState<{ price: TFixedPrice | null } | null>(null);

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
    {
      key: 'actions',
      header: t('list.actions'),
      width: 96,
      cell: (price) => (
        <RowActions
          editLabel={t('fixed.editLabel', { route: route(price) })}
          onEdit={() => setEditing({ price })}
          remove={rowDelete(t, 'fixed', { route: route(price) }, () => remove.mutateAsync(price.id))}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('fixed.title')}
        actions={
          <Button leftSection={<PlusIcon />} onClick={() => setEditing({ price: null })}>
            {t('fixed.new')}
          </Button>
        }
      />
      <CustomerPicker label={t('fixed.filterClient')} value={client} onChange={setClient} />
      <QueryTable texts={recordTexts(t, 'fixed')} columns={columns} query={query} paging={{ page, setPage }} minWidth={1000} />
      {editing && <FixedPriceModal price={editing.price} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
