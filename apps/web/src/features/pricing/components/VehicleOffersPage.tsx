import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Column, badgeColumn } from '../../../components/ui/DataTable';
import { QueryTable, recordTexts } from '../../../components/ui/QueryTable';
import { usePageOf } from '../../../components/ui/use-paged-search';
import { PriceText } from '../../../components/price/PriceText';
import { offerNameFor, type TVehicleOffer } from '@vozka/domain';
import { vehicleOffers } from '../../../lib/pricing/vehicle-offers';
import { useLanguage } from '../../../lib/use-language';
import {
  RecordListPage,
  actionsColumn,
  nameColumn,
  pictureColumn,
  recordActions,
  useRecordEditor,
} from '../../../components/records/RecordListPage';
import { VehicleOfferModal } from './VehicleOfferModal';

/** /manage/car-offers (ADMIN): the vehicle offers of the calculator and the public site (spec §2). */
export function VehicleOffersPage() {
  const { t } = useTranslation('pricing');
  const [language] = useLanguage();
  // The name in the UI language (the form edits both stored names).
  const nameOf = (offer: TVehicleOffer) => offerNameFor(offer, language);
  const [page, setPage] = usePageOf(null);
  const query = vehicleOffers.usePage({ page });
  const remove = vehicleOffers.useRemove();
  const { editing, edit, create, close } = useRecordEditor<TVehicleOffer>();

  const flags = (offer: TVehicleOffer) =>
    (['transfer', 'rent', 'congress'] as const).filter((flag) => offer[flag]).map((flag) => t(`offers.fields.${flag}`));

  const columns: Column<TVehicleOffer>[] = [
    pictureColumn(
      t('offers.fields.photo'),
      (offer) => offer.photoUrl,
      (offer) => t('offers.photo.alt', { name: nameOf(offer) }),
      64,
      40,
    ),
    nameColumn('name', t('offers.fields.name'), nameOf),
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
    actionsColumn(
      t('list.actions'),
      recordActions(t, 'offers', (offer) => ({ name: nameOf(offer) }), edit, remove.mutateAsync),
    ),
  ];

  return (
    <RecordListPage title={t('offers.title')} newLabel={t('offers.new')} onNew={create}>
      <QueryTable texts={recordTexts(t, 'offers')} columns={columns} query={query} paging={{ page, setPage }} minWidth={900} />
      {editing && <VehicleOfferModal offer={editing.record} onClose={close} />}
    </RecordListPage>
  );
}
