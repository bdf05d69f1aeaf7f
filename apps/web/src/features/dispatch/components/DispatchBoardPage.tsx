import { Badge, Grid, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isOperatingRideStatus, REFRESH_MS } from '@vozka/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useFallbackInterval, useLiveConnected, useLiveEvent } from '../../../lib/events';
import { useErrorToast } from '../../../lib/use-error-toast';
import { driverRidesPath } from '../../../lib/rides/paths';
import { applyPosition, freshPins, useDriverPins } from '../api/driver-pins';
import { dispatchKeys } from '../api/keys';
import { DriverMap, type MapPin } from '../../../components/map/DriverMap';
import { PinLegend } from '../../../components/map/PinLegend';
import { BoardRides } from './BoardRides';

/** Spec §9: the dispatching screens refresh every 120 000 ms — only while the live stream is down. */
export const BOARD_REFRESH_MS = REFRESH_MS.dispatching;
/** How often the board drops pins that went quiet (older than 2 minutes). */
const CLOCK_TICK_MS = 15_000;

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * /manage/dispatching (spec §2, issue 6): the online drivers on a map of Prague beside the day's rides,
 * unassigned first. Positions and ride changes arrive live (`/api/events`); without the stream both
 * refresh every 120 s.
 */
export function DispatchBoardPage() {
  const { t } = useTranslation('dispatch');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const live = useLiveConnected();
  const interval = useFallbackInterval(BOARD_REFRESH_MS);
  const query = useDriverPins(interval);
  useErrorToast(query, t('toasts.pinsTitle'), t('toasts.loadFailed'));
  const now = useNow(CLOCK_TICK_MS);

  useLiveEvent('driver.position', (event) => {
    if (!applyPosition(queryClient, event)) void queryClient.invalidateQueries({ queryKey: dispatchKeys.pins });
  });
  useLiveEvent('ride.changed', (event) => {
    // A ride of a driver on the map changed: its pin's state (and identifier) may have too.
    const onMap = query.data?.some((pin) => pin.idDriver === event.driverId);
    if (onMap || isOperatingRideStatus(event.status)) {
      void queryClient.invalidateQueries({ queryKey: dispatchKeys.pins });
    }
  });

  const pins = useMemo<MapPin[]>(
    () =>
      freshPins(query.data ?? [], Math.max(now, Date.now())).map((pin) => ({
        id: pin.idDriver,
        name: pin.name,
        ident: pin.ident,
        operating: pin.operating,
        latitude: pin.center.latitude,
        longitude: pin.center.longitude,
        heading: pin.center.heading,
      })),
    [query.data, now],
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('board.title')}
        actions={
          <Badge color={live ? 'teal' : 'gray'} variant="light" size="lg" tt="none" role="status">
            {live ? t('board.live') : t('board.polling')}
          </Badge>
        }
      />
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="xs">
            <DriverMap
              label={t('board.map')}
              pins={pins}
              onPinClick={(pin) => void navigate(driverRidesPath(pin))}
              height="min(70vh, 640px)"
            />
            <Group justify="space-between" wrap="wrap" gap="xs">
              <PinLegend />
              <Text fz="sm" c="dimmed">
                {t('board.online', { count: pins.length })}
              </Text>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <BoardRides refetchInterval={interval} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
