import { Badge, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { DEFAULT_DRIVER_STEPS, DRIVER_ACTIVE_STATUSES, REFRESH_MS, type Ride, isFinal } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../lib/auth';
import { useFallbackInterval } from '../../../lib/events';
import { todayInPrague } from '@vozka/domain';
import { toFilterDate } from '../../../lib/time';
import { useErrorToast } from '../../../lib/use-error-toast';
import { isTodayInPrague } from '../../../lib/clock';
import { FREE_RIDES_REFRESH_MS, seesTripOffers, useFreeRidesCount } from '../../../lib/rides/fetchFreeRidesCount';
import { useRides } from '../../../lib/rides/fetchRides';
import { AssignmentBanner } from './AssignmentBanner';
import { DriverRideCard } from './DriverRideCard';
import { DutySwitch } from './DutySwitch';
import { NextStepButtons } from './NextStepButtons';
import { TripOffers } from './TripOffers';
import { UndoStepBar, useLastStep } from './UndoStepBar';
import { driverStepsSetting } from '../../../lib/settings';

/** The driver screen's path (docs/decisions/0012). */
export const DRIVER_PATH = '/driver';

/** The day before today in Prague: a ride that started before midnight is still on the screen. */
function yesterdayInPrague(): string {
  return todayInPrague(new Date(Date.now() - 86_400_000));
}

/** The driver's rides still to do: its own, not finished, soonest first; those of today apart. */
export function splitRides(rides: readonly Ride[], driverId: number): { today: Ride[]; later: Ride[] } {
  const mine = rides.filter((ride) => ride.driverId === driverId && !isFinal(ride.status));
  const started = (ride: Ride) => ['ON_THE_WAY', 'ON_THE_PLACE', 'OCCUPIED'].includes(ride.status);
  const today = mine.filter((ride) => started(ride) || Date.parse(ride.date) <= Date.now() || isTodayInPrague(ride.date));
  return { today, later: mine.filter((ride) => !today.includes(ride)) };
}

/**
 * /driver (issue 6 §5, mobile first): the driver's rides of today and later with a large button for
 * each allowed next step, the "share my location" switch, and the free rides it may take.
 */
export function DriverPage() {
  const { t } = useTranslation('driver');
  const { user, roles } = useSignedInUser();
  const [tab, setTab] = useState<string | null>('rides');
  const interval = useFallbackInterval(REFRESH_MS.dispatching);
  const offers = seesTripOffers(user, roles);
  const freeCount = useFreeRidesCount(offers, useFallbackInterval(FREE_RIDES_REFRESH_MS));
  const query = useRides(
    { page: 0, size: 200, dateFrom: toFilterDate(yesterdayInPrague(), 'start'), driverId: user.id, sortBy: 'date' },
    { refetchInterval: interval },
  );
  useErrorToast(query, t('title'), t('loadFailed'));
  const { today, later } = splitRides(query.data?.objects ?? [], user.id);
  // The clock rules of the steps (docs/decisions/0034): the lead time, and the one ride the driver is on.
  const leadMinutes = (driverStepsSetting.useGet().data ?? DEFAULT_DRIVER_STEPS).leadMinutes;
  const active = today.find((ride) => DRIVER_ACTIVE_STATUSES.includes(ride.status));
  const lastStep = useLastStep();

  const list = (rides: Ride[]) =>
    rides.map((ride) => (
      <DriverRideCard
        key={ride.id}
        ride={ride}
        actions={
          <NextStepButtons
            ride={ride}
            rules={{ leadMinutes, otherActiveRideId: active && active.id !== ride.id ? active.id : null }}
            onStepped={(status) => lastStep.remember(ride.id, status)}
          />
        }
      />
    ));

  return (
    <Container size={640} px={0}>
      <Stack gap="md">
        <Title order={1} fz={24} c="vozka.9">
          {t('title')}
        </Title>
        <AssignmentBanner rides={query.data?.objects} driverId={user.id} />
        <DutySwitch />
        {lastStep.last && <UndoStepBar last={lastStep.last} onDone={lastStep.clear} />}
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="rides" fz="md">
              {t('tabs.rides')}
            </Tabs.Tab>
            {offers && (
              <Tabs.Tab
                value="offers"
                fz="md"
                rightSection={
                  freeCount.data?.count ? (
                    <Badge size="sm" color="orange" variant="filled" aria-hidden>
                      {freeCount.data.count}
                    </Badge>
                  ) : null
                }
              >
                {t('tabs.offers')}
              </Tabs.Tab>
            )}
          </Tabs.List>
          <Tabs.Panel value="rides" pt="md">
            <Stack gap="md">
              <Stack gap="sm" component="section" aria-labelledby="driver-today">
                <Title order={2} fz="lg" id="driver-today">
                  {t('today')}
                </Title>
                {query.isPending ? (
                  <Text c="dimmed">{t('loading')}</Text>
                ) : today.length === 0 ? (
                  <Text c="dimmed">{t('noRidesToday')}</Text>
                ) : (
                  list(today)
                )}
              </Stack>
              {later.length > 0 && (
                <Stack gap="sm" component="section" aria-labelledby="driver-later">
                  <Title order={2} fz="lg" id="driver-later">
                    {t('upcoming')}
                  </Title>
                  {list(later)}
                </Stack>
              )}
            </Stack>
          </Tabs.Panel>
          {offers && (
            <Tabs.Panel value="offers" pt="md">
              <TripOffers refetchInterval={interval} />
            </Tabs.Panel>
          )}
        </Tabs>
      </Stack>
    </Container>
  );
}
