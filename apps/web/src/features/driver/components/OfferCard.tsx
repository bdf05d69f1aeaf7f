import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Ride } from '@vozka/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCzk } from '../../../lib/format';
import { RideTime } from './RideTime';
import { useLanguage } from '../../../lib/use-language';
import { areaOf, routeKm, vehicleAskedFor } from '../offer-summary';

/**
 * A free-ride offer on the driver's phone (issue 17 §4): what a driver decides by — the pick-up time, the areas
 * from and to, the route's length, the vehicle asked for and the driver's price — and never who rides (the API
 * leaves the client and the passenger out of an offer until it is taken). `actions` below (take it).
 */
export function OfferCard({ ride, actions }: { ride: Ride; actions?: ReactNode }) {
  const { t } = useTranslation('driver');
  const { t: tv } = useTranslation('vehicles');
  const [language] = useLanguage();
  const from = areaOf(ride.route[0]?.address);
  const to = ride.route.length > 1 ? areaOf(ride.route[ride.route.length - 1]?.address) : null;
  const km = routeKm(ride.route);
  const vehicle = vehicleAskedFor(ride, (category) => tv(`categories.${category}`));
  const facts = [
    km !== null ? t('offer.km', { km }) : null,
    vehicle ? t('offer.vehicle', { category: vehicle }) : null,
    t('ride.people', { count: ride.person }),
  ].filter((fact): fact is string => fact !== null);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={t('offer.label', { id: ride.id })} shadow="xs">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <RideTime date={ride.date} />
          {ride.driverPrice != null && (
            <Text fw={800} fz="xl" c="teal.8" aria-label={t('offer.price', { amount: formatCzk(ride.driverPrice, language) })}>
              {formatCzk(ride.driverPrice, language)}
            </Text>
          )}
        </Group>
        <Text fz="md" fw={600}>
          {from ?? t('offer.noArea')}
          {to !== null && ` → ${to}`}
        </Text>
        <Text fz="sm" c="dimmed">
          {facts.join(' · ')}
        </Text>
        {actions}
      </Stack>
    </Paper>
  );
}
