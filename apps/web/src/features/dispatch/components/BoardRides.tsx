import { Anchor, Badge, Button, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { isFinal } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/QueryState';
import { useSignedInUser } from '../../../lib/auth';
import { todayInPrague } from '@vozka/domain';
import { toFilterDate } from '../../../lib/time';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useLanguage } from '../../../lib/use-language';
import { useRides } from '../../../lib/rides/fetchRides';
import { OutsideAreaBadge } from '../../../components/rides/OutsideAreaBadge';
import { RideStatusBadge } from '../../../components/rides/RideStatusBadge';
import { FlightBadge } from '../../../components/rides/FlightBadge';
import { ridePath } from '../../../lib/rides/paths';
import { routeText } from '../../../lib/rides/ride-text';
import { boardOrder, isUnassigned } from '../assign';
import { formatClock } from '../../../lib/clock';
import { type Assigning, AssignModal } from './AssignModal';

/** The board lists one day: at most this many rides (the API's largest page). */
const DAY_PAGE_SIZE = 200;

/** The day's rides (Prague), unassigned first, each with assign driver / assign fleet. */
export function BoardRides({ refetchInterval }: { refetchInterval: number | false }) {
  const { t } = useTranslation('dispatch');
  const { roles } = useSignedInUser();
  const [language] = useLanguage();
  const today = todayInPrague();
  const query = useRides(
    {
      page: 0,
      size: DAY_PAGE_SIZE,
      dateFrom: toFilterDate(today, 'start'),
      dateTo: toFilterDate(today, 'end'),
      sortBy: 'date',
    },
    { refetchInterval },
  );
  useErrorToast(query, t('toasts.ridesTitle'), t('toasts.loadFailed'));
  const [assigning, setAssigning] = useState<Assigning>(null);
  const rides = boardOrder(query.data?.objects ?? []);
  const unassigned = rides.filter(isUnassigned).length;
  const admin = roles.includes('ADMIN');

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="board-rides">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id="board-rides">
            {t('rides.title')}
          </Title>
          {unassigned > 0 && (
            <Badge color="orange" variant="light" tt="none">
              {t('rides.unassignedCount', { count: unassigned })}
            </Badge>
          )}
        </Group>
        <QueryState data={query.data} error={query.error} errorTitle={t('toasts.ridesTitle')}>
          {() =>
            rides.length === 0 ? (
              <Text c="dimmed" fz="sm">
                {t('rides.empty')}
              </Text>
            ) : (
              <ScrollArea.Autosize mah="calc(100vh - 240px)" type="auto" offsetScrollbars>
                <Stack gap="xs" component="ul" role="list" aria-labelledby="board-rides" p={0} m={0}>
                  {rides.map((ride) => (
                    <Paper
                      key={ride.id}
                      component="li"
                      withBorder
                      radius="sm"
                      p="sm"
                      aria-label={t('rides.item', { id: ride.id })}
                      style={{
                        listStyle: 'none',
                        borderLeft: `4px solid var(--mantine-color-${isUnassigned(ride) ? 'orange-5' : 'vozka-5'})`,
                      }}
                    >
                      <Stack gap={6}>
                        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                            <Text fw={700} fz="sm" style={{ flex: 'none' }}>
                              {formatClock(ride.date, language)}
                            </Text>
                            <Anchor component={Link} to={ridePath(ride.id)} fz="sm" lineClamp={2}>
                              {routeText(ride.route)}
                            </Anchor>
                          </Group>
                          <Group gap={4} wrap="wrap" justify="flex-end" style={{ flex: 'none', maxWidth: '50%' }}>
                            <FlightBadge ride={ride} />
                            <OutsideAreaBadge ride={ride} />
                            <RideStatusBadge status={ride.status} />
                          </Group>
                        </Group>
                        <Group justify="space-between" wrap="wrap" gap="xs">
                          <Text fz="sm" c={ride.driverId === null ? 'orange.8' : undefined}>
                            {ride.driverName ?? t('rides.noDriver')}
                            {ride.fleetManagerName && (
                              <Text span c="dimmed" fz="sm">
                                {' · '}
                                {ride.fleetManagerName}
                              </Text>
                            )}
                          </Text>
                          {ride.abilities.edit && !isFinal(ride.status) && (
                            <Group gap={6}>
                              <Button
                                size="compact-sm"
                                variant={ride.driverId === null ? 'filled' : 'light'}
                                onClick={() => setAssigning({ kind: 'driver', ride })}
                                aria-label={t('rides.assignDriverFor', { id: ride.id })}
                              >
                                {t('rides.assignDriver')}
                              </Button>
                              {admin && (
                                <Button
                                  size="compact-sm"
                                  variant="default"
                                  onClick={() => setAssigning({ kind: 'fleet', ride })}
                                  aria-label={t('rides.assignFleetFor', { id: ride.id })}
                                >
                                  {t('rides.assignFleet')}
                                </Button>
                              )}
                            </Group>
                          )}
                        </Group>
                      </Stack>
                    </Paper>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            )
          }
        </QueryState>
      </Stack>
      <AssignModal assigning={assigning} onClose={() => setAssigning(null)} />
    </Paper>
  );
}
