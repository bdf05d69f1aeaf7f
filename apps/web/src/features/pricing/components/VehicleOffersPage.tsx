import { Badge, Button, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, badgeColumn } from '../../../components/ui/DataTable';
import { QueryTable, recordTexts } from '../../../components/ui/QueryTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { PlusIcon } from '../../../components/ui/icons';
import { usePageOf } from '../../../components/ui/use-paged-search';
import { PriceText } from '../../../components/price/PriceText';
import type { TVehicleOffer } from '@vozka/domain';
import { vehicleOffers } from '../../../lib/pricing/vehicle-offers';
import { RowActions, rowDelete } from '../../../components/records/RowActions';
import { VehicleOfferModal } from './VehicleOfferModal';

/** /manage/car-offers (ADMIN): the vehicle offers of the calculator and the public site (spec §2). */
export function VehicleOffersPage() {
  const { t } = useTranslation('pricing');
  const [page, setPage] = usePageOf(null);
  const query = vehicleOffers.usePage({ page });
  const remove = vehicleOffers.useRemove();
  const [editing, setEditing] = useState<{ offer: TVehicleOffer | null } | null>(null);

  const flags = (offer: TVehicleOffer) =>
    (['transfer', 'rent', 'congress'] as const).filter((flag) => offer[flag]).map((flag) => t(`offers.fields.${flag}`));

  const columns: Column<TVehicleOffer>[] = [
    {
      key: 'photo',
      header: t('offers.fields.photo'),
      width: 80,
      cell: (offer) =>
        offer.photoUrl ? (
          <Image src={offer.photoUrl} alt={t('offers.photo.alt', { name: offer.name })} w={64} h={40} fit="cover" radius="sm" />
        ) : null,
    },
    {
      key: 'name',
      header: t('offers.fields.name'),
      cell: (offer) => (
        <Text fz="sm" fw={500}>
          {offer.name}
        </Text>
      ),
    },
    { key: 'persons', header: t('offers.fields.persons'), cell: (offer) => offer.persons, width: 90 },
    { key: 'luggage', header: t('offers.fields.luggage'), cell: (offer) => offer.luggage, width: 90 },
    {
      key: 'types',
      header: t('offers.list.types'),
      cell: (offer) => (
        <Group gap={4}>
          {flags(offer).map((flag) => (
            <Badge key={flag} variant="light" size="sm">
              {flag}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'rentPrice',
      header: t('offers.fields.rentPricePerHour'),
      cell: (offer) => <PriceText amount={offer.rentPricePerHour} />,
    },
    badgeColumn('public', t('offers.fields.public'), (offer) => offer.public, [t('offers.list.public'), t('offers.list.private')]),
    {
      key: 'clients',
      header: t('offers.fields.allowedClients'),
      cell: (offer) =>
        offer.allowedClients.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('offers.list.everyone')}
          </Text>
        ) : (
          offer.allowedClients.map((c) => c.name).join(', ')
        ),
    },
    {
      key: 'actions',
      header: t('list.actions'),
      width: 96,
      cell: (offer) => (
        <RowActions
          editLabel={t('offers.editLabel', { name: offer.name })}
          onEdit={() => setEditing({ offer })}
          remove={rowDelete(t, 'offers', { name: offer.name }, () => remove.mutateAsync(offer.id))}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('offers.title')}
        actions={
          <Button leftSection={<PlusIcon />} onClick={() => setEditing({ offer: null })}>
            {t('offers.new')}
          </Button>
        }
      />
      <QueryTable texts={recordTexts(t, 'offers')} columns={columns} query={query} paging={{ page, setPage }} minWidth={900} />
      {editing && <VehicleOfferModal offer={editing.offer} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
