import { Group, Paper, Stack, Tabs } from '@mantine/core';
import type { Ride } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../../components/NotFoundPage';
import { PageHeader } from '../../../../components/ui/PageHeader';
import { QueryState } from '../../../../components/ui/QueryState';
import { isApiError } from '../../../../lib/api-client';
import { RidePayments } from '../../../payments/components/RidePayments';
import { useRide } from '../../api/fetchRide';
import { RideStatusBadge } from '../../../../components/rides/RideStatusBadge';
import { RideActions } from './RideActions';
import { RideHistory } from './RideHistory';
import { RideInfo } from './RideInfo';
import { WaitingTimeForm } from './WaitingTimeForm';

/** The ride id of a `:id` route parameter, or null when it is not one. */
export function useRideId(): number | null {
  const { id } = useParams();
  const rideId = Number(id);
  return Number.isInteger(rideId) && rideId > 0 ? rideId : null;
}

/** /manage/drives/:id — a ride the user may see (any other answers 404: "not found"). */
export function RideDetailPage() {
  const rideId = useRideId();
  const record = useRide(rideId);
  const { t } = useTranslation('rides');
  if (rideId === null || (isApiError(record.error) && record.error.status === 404)) return <NotFoundPage />;
  return (
    <QueryState data={record.data} error={record.error} errorTitle={t('toasts.loadOneFailed')}>
      {(ride) => <RideDetail ride={ride} />}
    </QueryState>
  );
}

function RideDetail({ ride }: { ride: Ride }) {
  const { t } = useTranslation('rides');
  const { t: tp } = useTranslation('payments');
  // What the API says this user may do with the ride (the domain's rules, computed on the server).
  const { payments, history } = ride.abilities;
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t('detail.title', { id: ride.id })}
        description={
          <Group component="span" gap="xs">
            <RideStatusBadge status={ride.status} />
          </Group>
        }
      />
      <RideActions ride={ride} />
      <Paper withBorder radius="md" p="lg">
        <Tabs defaultValue="info" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="info">{t('detail.tabs.info')}</Tabs.Tab>
            {history && <Tabs.Tab value="history">{t('detail.tabs.history')}</Tabs.Tab>}
            {payments.view && <Tabs.Tab value="payments">{tp('tab.title')}</Tabs.Tab>}
            {ride.abilities.setWaiting && <Tabs.Tab value="waiting">{t('detail.tabs.waiting')}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="info">
            <RideInfo ride={ride} />
          </Tabs.Panel>
          {history && (
            <Tabs.Panel value="history">
              <RideHistory rideId={ride.id} />
            </Tabs.Panel>
          )}
          {payments.view && (
            <Tabs.Panel value="payments">
              <RidePayments ride={ride} abilities={payments} />
            </Tabs.Panel>
          )}
          {ride.abilities.setWaiting && (
            <Tabs.Panel value="waiting">
              <WaitingTimeForm key={ride.version} ride={ride} />
            </Tabs.Panel>
          )}
        </Tabs>
      </Paper>
    </Stack>
  );
}
