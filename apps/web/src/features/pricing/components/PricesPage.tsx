import { Alert, Paper, Select, Stack, Text } from '@mantine/core';
import { offerNameFor } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/FormAlert';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryState } from '../../../components/ui/QueryState';
import { errorText } from '../../../lib/query';
import { useLanguage } from '../../../lib/use-language';
import { useDistancePrices } from '../api/distance-prices';
import { useAllVehicleOffers } from '../../../lib/pricing/vehicle-offers';
import { IntervalsTable } from './IntervalsTable';

/** /manage/prices/prices (ADMIN): the distance intervals of one vehicle offer (spec §2, §3). */
export function PricesPage() {
  const { t } = useTranslation('pricing');
  const [params, setParams] = useSearchParams();
  const [language] = useLanguage();
  const offers = useAllVehicleOffers();
  const offerParam = Number(params.get('offer'));
  const offerId = Number.isInteger(offerParam) && offerParam > 0 ? offerParam : null;
  const prices = useDistancePrices(offerId);
  const offer = offers.data?.find((o) => o.id === offerId);

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('prices.title')} description={t('prices.description')} />
      <ErrorAlert messages={[errorText(offers.error, t('offers.toasts.loadFailed'))]} />
      <Select
        label={t('prices.offer')}
        placeholder={t('prices.pickOffer')}
        w={{ base: '100%', xs: 360 }}
        searchable
        data={(offers.data ?? []).map((o) => ({ value: String(o.id), label: offerNameFor(o, language) }))}
        value={offerId === null ? null : String(offerId)}
        onChange={(value) => setParams(value ? { offer: value } : {})}
        nothingFoundMessage={t('offers.empty')}
      />
      {offerId === null ? (
        <Alert variant="light" color="gray">
          {offers.data?.length === 0 ? t('offers.empty') : t('prices.pickOffer')}
        </Alert>
      ) : (
        <Paper withBorder radius="md" p="lg">
          <QueryState data={prices.data} error={prices.error} errorTitle={t('prices.toasts.loadFailed')}>
            {(data) => (
              <Stack gap="sm">
                {offer && (
                  <Text fw={600} fz="lg">
                    {offerNameFor(offer, language)}
                  </Text>
                )}
                <IntervalsTable key={offerId} vehicleOfferId={offerId} rows={data.intervals} />
              </Stack>
            )}
          </QueryState>
        </Paper>
      )}
    </Stack>
  );
}
