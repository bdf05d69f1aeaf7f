import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { RIDE_COUNTERS, type Ride } from '@vozka/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCzk } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { RideStatusBadge } from '../../../components/rides/RideStatusBadge';
import { FlightBadge } from '../../../components/rides/FlightBadge';
import { ridePath } from '../../../lib/rides/paths';
import { RideTime } from './RideTime';
import { vehicleAskedFor } from '../offer-summary';

/**
 * What the driver collects in cash on a CASH_DRIVER ride (the API sends `cashToCollect` to the assigned
 * driver only; the driver never sees the client price itself). Large, so it is read at a glance.
 */
function CashToCollect({ amount }: { amount: number }) {
  const { t } = useTranslation('driver');
  const [language] = useLanguage();
  return (
    <Text
      fz="lg"
      fw={700}
      role="status"
      c={amount > 0 ? 'orange.9' : 'teal.8'}
      bg={amount > 0 ? 'orange.0' : 'teal.0'}
      p={6}
      style={{ borderRadius: 4 }}
    >
      {amount > 0 ? t('ride.cashToCollect', { amount: formatCzk(amount, language) }) : t('ride.cashNothing')}
    </Text>
  );
}

/** The vehicle offer (its name and category) the client chose and the extras to bring (luggage, seats, animals…), when any. */
function VehicleAndExtras({ ride }: { ride: Ride }) {
  const { t } = useTranslation('driver');
  const { t: tv } = useTranslation('vehicles');
  const { t: tr } = useTranslation('rides');
  const extras = RIDE_COUNTERS.filter((c) => ride[c] > 0).map((c) => `${tr(`fields.${c}`)}: ${ride[c]}`);
  const vehicle = vehicleAskedFor(ride, (category) => tv(`categories.${category}`));
  if (!vehicle && extras.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('ride.extras')}>
      {vehicle && (
        <Text fz="sm" fw={600}>
          {t('offer.vehicle', { category: vehicle })}
        </Text>
      )}
      {extras.map((extra) => (
        <Text key={extra} fz="sm" bg="blue.0" px={6} style={{ borderRadius: 4 }}>
          {extra}
        </Text>
      ))}
    </Group>
  );
}

/** One ride on the driver's phone: when, where from and to, who, the cash to collect, notes; `actions` below. */
export function DriverRideCard({ ride, actions }: { ride: Ride; actions?: ReactNode }) {
  const { t } = useTranslation('driver');
  const first = ride.route[0];
  const last = ride.route.length > 1 ? ride.route[ride.route.length - 1] : undefined;
  const stops = ride.route.slice(1, -1);
  const notes = [ride.pickUpNote, ride.driverNote, ride.meetingBoard && t('ride.board', { text: ride.meetingBoard })].filter(Boolean);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={t('ride.label', { id: ride.id })} shadow="xs">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <RideTime date={ride.date} />
          <RideStatusBadge status={ride.status} />
        </Group>
        <Stack gap={2}>
          <Text fz="md" fw={600}>
            {first?.address}
          </Text>
          {stops.map((stop, index) => (
            <Text key={index} fz="sm" c="dimmed">
              ↳ {stop.address}
            </Text>
          ))}
          {last && <Text fz="md">→ {last.address}</Text>}
        </Stack>
        <Group gap="md" wrap="wrap">
          {ride.passengerName && <Text fz="sm">{ride.passengerName}</Text>}
          {ride.passengerPhone && (
            <Anchor href={`tel:${ride.passengerPhone.replace(/\s+/g, '')}`} fz="sm">
              {ride.passengerPhone}
            </Anchor>
          )}
          <Text fz="sm" c="dimmed">
            {t('ride.people', { count: ride.person })}
          </Text>
          {ride.flightNumber && (
            <Text fz="sm" c="dimmed">
              ✈ {ride.flightNumber}
            </Text>
          )}
          <FlightBadge ride={ride} />
        </Group>
        <VehicleAndExtras ride={ride} />
        {ride.cashToCollect !== undefined && <CashToCollect amount={ride.cashToCollect} />}
        {notes.length > 0 && (
          <Text fz="sm" bg="yellow.0" p={6} style={{ borderRadius: 4 }}>
            {notes.join(' · ')}
          </Text>
        )}
        {actions}
        <Anchor component={Link} to={ridePath(ride.id)} fz="sm" ta="right">
          {t('ride.details', { id: ride.id })}
        </Anchor>
      </Stack>
    </Paper>
  );
}
