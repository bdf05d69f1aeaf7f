import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import type { Ride } from '@vozka/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../../components/ui/DataTable';
import { formatDateTime } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/use-language';
import { peopleText, routeText } from '../../../../lib/rides/ride-text';
import { OutsideAreaBadge } from '../../../../components/rides/OutsideAreaBadge';
import { PriceText } from '../../../../components/price/PriceText';
import { RideStatusBadge } from '../../../../components/rides/RideStatusBadge';
import { MarkSeenButton } from './MarkSeenButton';

export type RideColumnKey = 'date' | 'route' | 'people' | 'driver' | 'status' | 'price' | 'actions';

export interface RideColumnsOptions {
  /** The date cell's control that opens the ride (a link to the detail, or a button filling the form). */
  open: (ride: Ride, text: string) => ReactNode;
  /** The header of the date column (a sort button). */
  dateHeader?: ReactNode;
  keys?: readonly RideColumnKey[];
}

/** The client's price, else the driver's (what the role may see); a driver gets only its own. */
const shownPrice = (ride: Ride) => ride.priceForClient ?? ride.driverPrice ?? null;

/** A new ride its dispatch has not seen yet: the API's `abilities.markSeen` (ADMIN, the ride's fleet manager). */
export function useIsUnseen(): (ride: Ride) => boolean {
  return (ride) => ride.abilities.markSeen && !ride.seen;
}

/** The columns of the ride lists (rides management and the dispatching list). */
export function useRideColumns({ open, dateHeader, keys }: RideColumnsOptions): Column<Ride>[] {
  const { t } = useTranslation('rides');
  const [language] = useLanguage();
  const unseen = useIsUnseen();

  const all: Column<Ride>[] = [
    {
      key: 'date',
      header: dateHeader ?? t('fields.date'),
      cell: (ride) => (
        <Group gap={6} wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
          {unseen(ride) && (
            <>
              <Box component="span" w={8} h={8} bg="red.6" style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />
              <VisuallyHidden>{t('seen.unseen')}</VisuallyHidden>
            </>
          )}
          {open(ride, formatDateTime(ride.date, language))}
        </Group>
      ),
    },
    {
      key: 'route',
      header: t('fields.route'),
      cell: (ride) => (
        <>
          <Text fz="sm" fw="inherit" lineClamp={2} title={routeText(ride.route)}>
            {routeText(ride.route)}
          </Text>
          <OutsideAreaBadge ride={ride} />
        </>
      ),
    },
    { key: 'people', header: t('list.people'), cell: (ride) => peopleText(ride) },
    { key: 'driver', header: t('fields.driver'), cell: (ride) => ride.driverName },
    { key: 'status', header: t('fields.status'), cell: (ride) => <RideStatusBadge status={ride.status} /> },
    { key: 'price', header: t('list.price'), cell: (ride) => <PriceText amount={shownPrice(ride)} /> },
    {
      key: 'actions',
      header: t('list.actions'),
      width: 60,
      cell: (ride) => (unseen(ride) ? <MarkSeenButton ride={ride} compact /> : null),
    },
  ];
  return keys ? all.filter((column) => keys.includes(column.key as RideColumnKey)) : all;
}
