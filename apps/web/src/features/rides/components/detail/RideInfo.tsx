import { Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Ride } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { type FieldItem, FieldList } from '../../../../components/ui/FieldList';
import { formatDateTime } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/use-language';
import { COUNTERS } from '../../ride-form';
import { OutsideAreaBadge } from '../../../../components/rides/OutsideAreaBadge';
import { PriceText } from '../../../../components/price/PriceText';
import { RideStatusBadge } from '../../../../components/rides/RideStatusBadge';
import { FlightStatus } from './FlightStatus';

/** Items of fields the API sent: a role that may not see a field does not get its key (docs/api/rides.md). */
const sent = (ride: Ride, key: keyof Ride, item: FieldItem): FieldItem[] => (key in ride ? [item] : []);

/** The Information tab: every field of the ride the user's role receives, read-only. */
export function RideInfo({ ride }: { ride: Ride }) {
  const { t } = useTranslation('rides');
  const { t: tv } = useTranslation('vehicles');
  const { t: tf } = useTranslation('flights');
  const [language] = useLanguage();
  const time = (value: string | null) => (value ? formatDateTime(value, language) : null);
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const price = (amount: number | null | undefined) => (amount == null ? null : <PriceText amount={amount} />);
  const vehicle = [ride.vehicleBrand, ride.vehicleModel, ride.vehicleRegistrationPlate].filter(Boolean).join(' ');
  // The vehicle offer the ride was booked with, by the name the API gives in the UI language (issue 17 §9, §13).
  const offer = ride.vehicleOfferId == null ? null : (ride.vehicleOfferName ?? `#${ride.vehicleOfferId}`);
  const last = ride.route.length - 1;

  const sections: { title: string; items: FieldItem[] }[] = [
    {
      title: t('sections.trip'),
      items: [
        { label: t('fields.status'), value: <RideStatusBadge status={ride.status} /> },
        { label: t('fields.date'), value: time(ride.date) },
        { label: t('fields.type'), value: t(`types.${ride.type}`) },
        ...(ride.type === 'RENT' ? [{ label: t('fields.numberOfHours'), value: ride.numberOfHours }] : []),
        { label: t('fields.roundTrip'), value: yesNo(ride.roundTrip) },
        { label: t('fields.toAndBack'), value: yesNo(ride.toAndBack) },
        ...(ride.toAndBack ? [{ label: t('fields.returnDate'), value: time(ride.returnDate) }] : []),
        { label: t('fields.vehicleOffer'), value: offer },
        {
          label: t('fields.vehicleCategory'),
          value: ride.vehicleCategory && tv(`categories.${ride.vehicleCategory}`, { defaultValue: ride.vehicleCategory }),
        },
        { label: t('fields.flightNumber'), value: ride.flightNumber },
        { label: t('fields.flightCompany'), value: ride.flightCompany },
        { label: t('fields.timeOfArrival'), value: time(ride.timeOfArrival) },
        ...(ride.flight
          ? [
              { label: tf('detail.status'), value: <FlightStatus ride={ride} /> },
              { label: tf('detail.expected'), value: time(ride.flight.expectedArrival) },
            ]
          : []),
        { label: t('fields.flightLabel'), value: ride.flightLabel },
        { label: t('fields.onThePlaceTime'), value: time(ride.onThePlaceTime) },
        { label: t('fields.doneTime'), value: time(ride.doneTime) },
      ],
    },
    {
      title: t('sections.people'),
      items: [
        { label: t('fields.customer'), value: ride.customerName },
        {
          label: t('fields.passenger'),
          value: [ride.passengerName, ride.passengerPhone, ride.passengerEmail].filter(Boolean).join(', '),
        },
        { label: t('fields.driver'), value: [ride.driverName, ride.driverPhone].filter(Boolean).join(', ') },
        { label: t('fields.fleet'), value: ride.fleetManagerName },
        { label: t('fields.vehicle'), value: vehicle },
      ],
    },
    {
      title: t('sections.passengers'),
      items: COUNTERS.map((counter) => ({ label: t(`fields.${counter}`), value: String(ride[counter]) })),
    },
    {
      title: t('sections.payment'),
      items: [
        { label: t('fields.paymentType'), value: ride.paymentType && t(`paymentTypes.${ride.paymentType}`) },
        ...sent(ride, 'priceForClient', {
          label: t('fields.priceForClient'),
          value: price(ride.priceForClient),
        }),
        ...sent(ride, 'driverPrice', {
          label: t('fields.driverPrice'),
          value: price(ride.driverPrice),
        }),
        { label: t('fields.paid'), value: yesNo(ride.paid) },
        { label: t('fields.waiting'), value: t('waiting.minutes', { count: ride.waiting }) },
      ],
    },
    {
      title: t('sections.notes'),
      items: [
        { label: t('fields.driverNote'), value: ride.driverNote },
        { label: t('fields.clientNote'), value: ride.clientNote },
        ...sent(ride, 'dispatchingNote', { label: t('fields.dispatchingNote'), value: ride.dispatchingNote }),
        { label: t('fields.meetingBoard'), value: ride.meetingBoard },
        ...(ride.cancelReason ? [{ label: t('fields.cancelReason'), value: ride.cancelReason }] : []),
      ],
    },
  ];

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('sections.route')}>
        <Group justify="space-between" mb="xs">
          <Title order={3} fz="md">
            {t('sections.route')}
          </Title>
          <OutsideAreaBadge ride={ride} />
        </Group>
        <List type="ordered" spacing={4}>
          {ride.route.map((stop, index) => {
            const note = (index === 0 ? ride.pickUpNote : index === last ? ride.destinationNote : null) ?? stop.note;
            return (
              <List.Item key={`${index}-${stop.address}`}>
                <Text fz="sm">{stop.address}</Text>
                {note && (
                  <Text fz="xs" c="dimmed">
                    {note}
                  </Text>
                )}
              </List.Item>
            );
          })}
        </List>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {sections.map((section) => (
          <Paper key={section.title} withBorder radius="md" p="md" component="section" aria-label={section.title}>
            <Title order={3} fz="md" mb="xs">
              {section.title}
            </Title>
            <FieldList items={section.items} />
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
