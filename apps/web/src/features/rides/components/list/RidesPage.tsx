import { Anchor, Stack, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { QueryTable, listTexts } from '../../../../components/ui/QueryTable';
import { PageHeader } from '../../../../components/ui/PageHeader';
import { useErrorToast } from '../../../../lib/use-error-toast';
import { useRides } from '../../../../lib/rides/fetchRides';
import { ridePath } from '../../../../lib/rides/paths';
import { ExportRidesButton } from './ExportRidesButton';
import { RideFilters } from './RideFilters';
import { useIsUnseen, useRideColumns } from './ride-columns';
import { useRideFilters } from './use-ride-filters';

/**
 * /manage/drives (spec §2): the rides the user may see, filtered (spec §3), 50 a page, sorted by date;
 * unseen rides are bold with a dot for dispatch; a row opens the ride; Export downloads the filtered rides.
 */
export function RidesPage() {
  const { t } = useTranslation('rides');
  const navigate = useNavigate();
  const filters = useRideFilters();
  const query = useRides({ ...filters.query, page: filters.page });
  const unseen = useIsUnseen();
  useErrorToast(query, t('toasts.loadTitle'), t('toasts.loadFailed'));

  const descending = filters.local.sort === '-date';
  const dateHeader = (
    <UnstyledButton
      fw={700}
      fz="sm"
      onClick={() => filters.set({ sort: descending ? 'date' : '-date' })}
      aria-label={descending ? t('list.sortAscending') : t('list.sortDescending')}
    >
      {t('fields.date')} {descending ? '↓' : '↑'}
    </UnstyledButton>
  );
  const columns = useRideColumns({
    dateHeader,
    open: (ride, text) => (
      <Anchor component={Link} to={ridePath(ride.id)} fz="sm" fw="inherit" onClick={(event) => event.stopPropagation()}>
        {text}
      </Anchor>
    ),
  });

  return (
    <Stack gap="lg">
      <PageHeader title={t('list.title')} actions={<ExportRidesButton query={filters.query} />} />
      <RideFilters filters={filters} />
      <QueryTable
        texts={listTexts(t)}
        columns={columns}
        query={query}
        paging={filters}
        minWidth={980}
        rowProps={(ride) => ({
          fw: unseen(ride) ? 700 : undefined,
          style: { cursor: 'pointer' },
          onClick: () => void navigate(ridePath(ride.id)),
        })}
      />
    </Stack>
  );
}
