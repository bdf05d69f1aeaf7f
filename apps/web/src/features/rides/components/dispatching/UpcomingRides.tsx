import { REFRESH_MS } from '@vozka/domain';
import { Anchor, Paper, ScrollArea, Stack, Title } from '@mantine/core';
import type { Ride } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '../../../../components/ui/QueryTable';
import { todayInPrague } from '@vozka/domain';
import { toFilterDate } from '../../../../lib/time';
import { useErrorToast } from '../../../../lib/use-error-toast';
import { useRides } from '../../../../lib/rides/fetchRides';
import { useIsUnseen, useRideColumns } from '../list/ride-columns';

/** Spec §9: the dispatching list refreshes every 120 000 ms. */
export const DISPATCHING_REFRESH_MS = REFRESH_MS.dispatching;

/** Rides of today (Prague) and later, soonest first; choosing one puts it into the form. */
export function UpcomingRides({ selectedId, onSelect }: { selectedId: number | null; onSelect: (ride: Ride) => void }) {
  const { t } = useTranslation('rides');
  const query = useRides(
    { page: 0, dateFrom: toFilterDate(todayInPrague(), 'start'), sortBy: 'date' },
    { refetchInterval: DISPATCHING_REFRESH_MS },
  );
  useErrorToast(query, t('toasts.loadTitle'), t('toasts.loadFailed'));
  const unseen = useIsUnseen();
  const columns = useRideColumns({
    keys: ['date', 'route', 'driver', 'status', 'actions'],
    open: (ride, text) => (
      <Anchor
        component="button"
        type="button"
        fz="sm"
        fw="inherit"
        onClick={(event) => {
          event.stopPropagation();
          onSelect(ride);
        }}
      >
        {text}
      </Anchor>
    ),
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="upcoming-rides">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="upcoming-rides">
          {t('dispatching.upcoming')}
        </Title>
        {/* The list scrolls on its own beside the long form. */}
        <ScrollArea.Autosize mah="calc(100vh - 220px)" type="auto" offsetScrollbars>
          <QueryTable
            texts={{ label: t('dispatching.upcoming'), empty: t('dispatching.empty'), failed: t('toasts.loadFailed') }}
            columns={columns}
            query={query}
            minWidth={460}
            rowProps={(ride) => ({
              fw: unseen(ride) ? 700 : undefined,
              bg: ride.id === selectedId ? 'vozka.0' : undefined,
              style: { cursor: 'pointer' },
              onClick: () => onSelect(ride),
            })}
          />
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  );
}
