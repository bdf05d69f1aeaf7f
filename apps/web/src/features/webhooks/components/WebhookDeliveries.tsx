import { Stack, Text, Title } from '@mantine/core';
import { allows, type WebhookDelivery, type WebhookDeliveryStatus, type WebhookEndpoint } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/ui/DataTable';
import { QueryTable } from '../../../components/ui/QueryTable';
import { DeliveryStatusCell, resendButtonOf } from '../../../components/ui/DeliveryStatusCell';
import { statusBadgeOf } from '../../../components/ui/StatusBadge';
import { useSignedInUser } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useResendWebhookDelivery, useWebhookDeliveries } from '../api/webhooks';

export const WebhookStatusBadge = statusBadgeOf<WebhookDeliveryStatus>({
  namespace: 'webhooks',
  prefix: 'status',
  colors: { PENDING: 'yellow', DELIVERED: 'teal', FAILED: 'red' },
  alert: ['FAILED'],
});

/** One endpoint's delivery log, newest first: event, status, answer code, duration, attempts, time; "Send again". */
export function WebhookDeliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('webhooks');
  const [language] = useLanguage();
  const { roles } = useSignedInUser();
  const [page, setPage] = useState(0);
  const query = useWebhookDeliveries(endpoint.id, page);
  const canResend = allows('webhooks.manage', roles);
  const resend = resendButtonOf(useResendWebhookDelivery(endpoint.id), t('log.resend'), {
    success: t('log.resent'),
    errorTitle: t('log.resend'),
    errorDefault: t('log.resendFailed'),
  });

  const columns: Column<WebhookDelivery>[] = [
    {
      key: 'event',
      header: t('log.event'),
      cell: (d) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {d.eventType}
          </Text>
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {d.resourceKey}
          </Text>
          <Text fz="xs" c="dimmed">
            {formatDateTime(d.createdAt, language)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('log.status'),
      width: 150,
      cell: (d) => (
        <DeliveryStatusCell
          badge={<WebhookStatusBadge status={d.status} />}
          note={t('log.answer', { code: d.responseCode ?? '–', duration: d.durationMs ?? '–', count: d.attempts })}
          error={d.error}
          resend={canResend && d.status !== 'PENDING' ? resend(d.id) : null}
        />
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Title order={2} fz={18} style={{ overflowWrap: 'anywhere' }}>
        {t('log.title', { url: endpoint.url })}
      </Title>
      <QueryTable
        texts={{ label: t('log.label'), empty: t('log.empty'), failed: t('log.loadFailed') }}
        columns={columns}
        query={query}
        quiet
        minWidth={280}
        paging={{ page, setPage }}
      />
    </Stack>
  );
}
