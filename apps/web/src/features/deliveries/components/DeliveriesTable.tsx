import { Stack, Text } from '@mantine/core';
import { allows, type Delivery, type DeliveryStatus } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/ui/DataTable';
import { DeliveryStatusCell, resendButtonOf } from '../../../components/ui/DeliveryStatusCell';
import { TwoLines } from '../../../components/ui/TwoLines';
import { statusBadgeOf } from '../../../components/ui/StatusBadge';
import { useSignedInUser } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useRetryDelivery } from '../api/deliveries';

export const DeliveryStatusBadge = statusBadgeOf<DeliveryStatus>({
  namespace: 'deliveries',
  prefix: 'status',
  colors: { PENDING: 'yellow', SENT: 'teal', FAILED: 'red' },
  alert: ['FAILED'],
});

export interface DeliveriesTableProps {
  label: string;
  rows: readonly Delivery[] | undefined;
  loading: boolean;
  error: string | null;
  emptyText: string;
  /** The admin list shows which ride each one belongs to. */
  showRide?: boolean;
  page?: number;
  totalPages?: number;
  onPageChange?: (page: number) => void;
}

/**
 * E-mails and SMS: when, what, to whom, channel, status (attempts, the last error), and for who may
 * (`deliveries.manage`) "Send again" on a failed one. A body with a sign-in link is never sent to the web.
 */
export function DeliveriesTable({
  label,
  rows,
  loading,
  error,
  emptyText,
  showRide,
  page,
  totalPages,
  onPageChange,
}: DeliveriesTableProps) {
  const { t } = useTranslation('deliveries');
  const [language] = useLanguage();
  const { roles } = useSignedInUser();
  const canRetry = allows('deliveries.manage', roles);
  const retry = resendButtonOf(useRetryDelivery(), t('retry'), {
    success: t('retried'),
    errorTitle: t('retryTitle'),
    errorDefault: t('retryFailed'),
  });

  const columns: Column<Delivery>[] = [
    {
      key: 'when',
      header: t('columns.when'),
      width: 150,
      cell: (d) => (
        <TwoLines
          main={formatDateTime(d.createdAt, language)}
          detail={d.sentAt && t('sentAt', { date: formatDateTime(d.sentAt, language) })}
        />
      ),
    },
    {
      key: 'what',
      header: t('columns.what'),
      cell: (d) => (
        <Stack gap={2}>
          <Text fz="sm" fw={600}>
            {t(`kinds.${d.kind}`, { defaultValue: d.kind })}
            {showRide && d.rideId !== null ? ` · ${t('ride', { id: d.rideId })}` : ''}
          </Text>
          {d.subject && <Text fz="sm">{d.subject}</Text>}
          {d.body !== null && d.kind === 'MESSAGE' && (
            <Text fz="xs" c="dimmed" lineClamp={2} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {d.body}
            </Text>
          )}
          {d.createdByName && (
            <Text fz="xs" c="dimmed">
              {t('sentBy', { name: d.createdByName })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'to',
      header: t('columns.to'),
      cell: (d) => (
        <TwoLines
          main={`${d.recipientName ?? d.recipient}${d.role ? ` · ${t(`roles.${d.role}`)}` : ''}`}
          detail={d.recipientName && d.recipient}
        />
      ),
    },
    { key: 'channel', header: t('columns.channel'), width: 80, cell: (d) => t(`channels.${d.channel}`) },
    {
      key: 'status',
      header: t('columns.status'),
      width: 220,
      cell: (d) => (
        <DeliveryStatusCell
          badge={<DeliveryStatusBadge status={d.status} />}
          note={d.attempts > 1 && t('attempts', { count: d.attempts })}
          error={d.lastError}
          resend={canRetry && d.status === 'FAILED' ? retry(d.id) : null}
        />
      ),
    },
  ];

  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(d) => d.id}
      loading={loading}
      error={error}
      emptyText={emptyText}
      minWidth={720}
      {...(page !== undefined ? { page, totalPages, onPageChange } : {})}
    />
  );
}
