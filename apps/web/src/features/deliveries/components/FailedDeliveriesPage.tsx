import { Stack } from '@mantine/core';
import { DELIVERY_STATUSES, type DeliveryStatus } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/PageHeader';
import { errorText } from '../../../lib/query';
import { useDeliveries } from '../api/deliveries';
import { DeliveriesTable } from './DeliveriesTable';
import { SegmentFilter } from '../../../components/ui/SegmentFilter';

/** /manage/deliveries (ADMIN): the e-mails and SMS the queue gave up on (or any other status), Send again. */
export function FailedDeliveriesPage() {
  const { t } = useTranslation('deliveries');
  const [status, setStatus] = useState<DeliveryStatus>('FAILED');
  const [page, setPage] = useState(0);
  const query = useDeliveries({ status, page });
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('title')} description={t('description')} />
      <SegmentFilter
        label={t('columns.status')}
        value={status}
        onChange={setStatus}
        setPage={setPage}
        data={DELIVERY_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
      />
      <DeliveriesTable
        label={t('title')}
        rows={query.data?.objects}
        loading={query.isFetching && !query.data}
        error={errorText(query.error, t('loadFailed'))}
        emptyText={status === 'FAILED' ? t('emptyFailed') : t('empty')}
        showRide
        page={page}
        totalPages={query.data?.totalPages ?? 1}
        onPageChange={setPage}
      />
    </Stack>
  );
}
