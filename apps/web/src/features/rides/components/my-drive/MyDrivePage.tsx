import { Button, Center, Loader, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { PAYMENT_TYPES, type PaymentType, type TContract } from '@vozka/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../../components/FormAlert';
import { PublicCard } from '../../../../components/PublicCard';
import { StatusCard } from '../../../../components/StatusCard';
import { type FieldItem, FieldList } from '../../../../components/ui/FieldList';
import { DownloadIcon } from '../../../../components/ui/icons';
import { isApiError } from '../../../../lib/api-client';
import { formatCzk, formatDateTime, formatIsoDate } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/use-language';
import { rideOverviewPdfUrl, useRideOverview } from '../../api/fetchRideOverview';

const isPaymentType = (value: string): value is PaymentType => (PAYMENT_TYPES as readonly string[]).includes(value);

/**
 * /my-drive/:secretIdent (spec §2): the read-only transport contract of a ride, public and never
 * redirected; a PDF of it in the UI language.
 */
export function MyDrivePage() {
  const { t } = useTranslation('rides');
  const { secretIdent } = useParams();
  const query = useRideOverview(secretIdent);

  if (!secretIdent) return <StatusCard title={t('myDrive.title')} description={t('myDrive.missingCode')} />;
  if (isApiError(query.error) && query.error.status === 404) {
    return <StatusCard title={t('myDrive.title')} description={t('myDrive.notFound')} />;
  }
  if (query.error) {
    return (
      <StatusCard title={t('myDrive.title')}>
        <ErrorAlert messages={[query.error instanceof Error ? query.error.message : t('myDrive.loadFailed')]} />
      </StatusCard>
    );
  }
  // The card and its heading at once (the page's build-time HTML shows them too: vite-prerender.ts), the
  // contract in it when it is there: the same card, not drawn again.
  return (
    <PublicCard title={t('myDrive.title')} description={query.data && t('myDrive.lead', { id: query.data.ride.id })}>
      {query.data ? (
        <Contract overview={query.data} secretIdent={secretIdent} />
      ) : (
        <Center py="xl" role="status">
          <Loader aria-label={t('myDrive.loading')} />
        </Center>
      )}
    </PublicCard>
  );
}

/** The contract's parties, ride and vehicle, and its PDF. */
function Contract({ overview, secretIdent }: { overview: TContract; secretIdent: string }) {
  const { t } = useTranslation('rides');
  const { t: tv } = useTranslation('vehicles');
  const [language] = useLanguage();
  const label = (key: string) => t(`myDrive.labels.${key}`);
  const time = (value: string | null) => (value ? formatDateTime(value, language) : null);
  /** A party's fields shown as they are, each labelled by its name; none of a party the ride lacks. */
  const own = <P extends object>(party: P | null, keys: (keyof P & string)[]): FieldItem[] =>
    keys.map((key) => ({ label: label(key), value: party?.[key] as ReactNode }));
  const born = (party: { dateOfBirth: string | null } | null) => ({
    label: label('dateOfBirth'),
    value: formatIsoDate(party?.dateOfBirth, language),
  });
  const { customer, passenger, ride, carrier, vehicle, intermediary } = overview;
  const payment = ride.paymentMethod && isPaymentType(ride.paymentMethod) ? t(`paymentTypes.${ride.paymentMethod}`) : ride.paymentMethod;

  const sections: { key: string; items: FieldItem[] }[] = [
    {
      key: 'customer',
      items: [...own(customer, ['name']), born(customer), ...own(customer, ['address', 'companyName', 'companyId'])],
    },
    {
      key: 'passenger',
      items: [...own(passenger, ['name']), born(passenger), ...own(passenger, ['phone', 'email'])],
    },
    {
      key: 'ride',
      items: [
        { label: label('rideId'), value: ride.id },
        { label: label('date'), value: time(ride.date) },
        { label: label('route'), value: ride.route.join(' → ') },
        { label: label('persons'), value: ride.persons },
        { label: label('onThePlaceTime'), value: time(ride.onThePlaceTime) },
        { label: label('doneTime'), value: time(ride.doneTime) },
        {
          label: label('price'),
          value: ride.priceLabel || (ride.price !== null ? formatCzk(ride.price, language) : null),
        },
        { label: label('paymentMethod'), value: payment },
      ],
    },
    {
      key: 'carrier',
      items: own(carrier, ['name', 'address', 'phone', 'company', 'companyId']),
    },
    {
      key: 'vehicle',
      items: [
        ...own(vehicle, ['brand', 'model']),
        { label: label('color'), value: vehicle?.color && tv(`colors.${vehicle.color}`, { defaultValue: vehicle.color }) },
        ...own(vehicle, ['registrationPlate']),
      ],
    },
    {
      key: 'intermediary',
      items: own(intermediary, ['name', 'address', 'companyId', 'vatId', 'phone', 'email']),
    },
  ];

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {sections.map((section) => (
          <Paper key={section.key} withBorder radius="md" p="md" component="section" aria-labelledby={`contract-${section.key}`}>
            <Title order={2} fz="md" mb="xs" id={`contract-${section.key}`}>
              {t(`myDrive.sections.${section.key}`)}
            </Title>
            <FieldList items={section.items} labelWidth={140} />
          </Paper>
        ))}
      </SimpleGrid>
      <Button
        component="a"
        href={rideOverviewPdfUrl(secretIdent, language)}
        leftSection={<DownloadIcon />}
        variant="light"
        style={{ alignSelf: 'flex-start' }}
      >
        {t('myDrive.downloadPdf')}
      </Button>
    </Stack>
  );
}
