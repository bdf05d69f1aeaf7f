import { Group, Paper, Stack, Tabs } from '@mantine/core';
import { type Ride, allows } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryState } from '../../../components/ui/QueryState';
import { isApiError } from '../../../lib/api-client';
import { RidePayments } from '../../../features/payments/components/RidePayments';
import { RideInvoicePreview } from '../../../features/billing/components/RideInvoicePreview';
import { useSignedInUser } from '../../../lib/auth';
import { RideNotifications } from '../../../features/deliveries/components/RideNotifications';
import { useRide } from '../../../features/rides/api/fetchRide';
import { RideStatusBadge } from '../../../components/rides/RideStatusBadge';
import { RideActions } from '../../../features/rides/components/detail/RideActions';
import { RideHistory } from '../../../features/rides/components/detail/RideHistory';
import { RideInfo } from '../../../features/rides/components/detail/RideInfo';
import { WaitingTimeForm } from '../../../features/rides/components/detail/WaitingTimeForm';
import { useRideId } from '../../../features/rides/components/detail/use-ride-id';

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
  const { t: td } = useTranslation('deliveries');
  const { t: tb } = useTranslation('billing');
  // What the API says this user may do with the ride (the domain's rules, computed on the server).
  const { payments, history, notifications } = ride.abilities;
  // The invoice preview: ADMIN, the ride's fleet manager and its customer (a ride they see is theirs), never the driver.
  const invoice = allows('invoices.preview', useSignedInUser().roles);
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
            {notifications && <Tabs.Tab value="notifications">{td('tab')}</Tabs.Tab>}
            {invoice && <Tabs.Tab value="invoice">{tb('preview.tab')}</Tabs.Tab>}
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
          {notifications && (
            <Tabs.Panel value="notifications">
              <RideNotifications rideId={ride.id} />
            </Tabs.Panel>
          )}
          {invoice && (
            <Tabs.Panel value="invoice">
              <RideInvoicePreview rideId={ride.id} />
            </Tabs.Panel>
          )}
        </Tabs>
      </Paper>
    </Stack>
  );
}
