import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Payment, PaymentAbilities, Ride } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { type Column, DataTable } from '../../../components/ui/DataTable';
import { PencilIcon, PlusIcon } from '../../../components/ui/icons';
import { formatCzk, formatDateTime } from '../../../lib/format';
import { errorText } from '../../../lib/query';
import { useLanguage } from '../../../lib/use-language';
import { CopyLinkButton } from '../../../components/rides/CopyLinkButton';
import { useDeletePayment } from '../api/deletePayment';
import { useRidePayments } from '../api/fetchRidePayments';
import { checkPaymentUrl } from '../../../lib/payments/paths';
import { PaymentModal } from './PaymentModal';

/**
 * The Payments tab of a ride: its payment records with price, type, paid and description. ADMIN adds,
 * edits and deletes them; the assigned driver records the cash it took; the others read them. Each
 * payment's public payment link can be copied by those who may copy payment links.
 */
export function RidePayments({ ride, abilities }: { ride: Ride; abilities: PaymentAbilities }) {
  const { t } = useTranslation('payments');
  const { t: tr } = useTranslation('rides');
  const [language] = useLanguage();
  const payments = useRidePayments(ride.id);
  const remove = useDeletePayment();
  const [editing, setEditing] = useState<Payment | 'new' | null>(null);
  const rows = payments.data;
  const number = (payment: Payment) => (rows?.indexOf(payment) ?? 0) + 1;
  const price = (payment: Payment) => formatCzk(payment.price, language);

  const columns: Column<Payment>[] = [
    { key: 'number', header: t('tab.columns.number'), cell: number, width: 56 },
    { key: 'price', header: t('tab.columns.price'), cell: (p) => <Text fw={600}>{price(p)}</Text> },
    { key: 'type', header: t('tab.columns.type'), cell: (p) => tr(`paymentTypes.${p.type}`) },
    {
      key: 'paid',
      header: t('tab.columns.paid'),
      cell: (p) => (
        <Stack gap={2} align="flex-start">
          <Badge variant="light" color={p.paid ? 'teal' : 'orange'} tt="none">
            {p.paid ? t('tab.paid') : t('tab.unpaid')}
          </Badge>
          {p.paidAt && (
            <Text fz="xs" c="dimmed">
              {t('tab.paidAt', { date: formatDateTime(p.paidAt, language) })}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'description', header: t('tab.columns.description'), cell: (p) => p.description ?? '—' },
  ];
  if (abilities.manage || abilities.copyLinks) {
    columns.push({
      key: 'actions',
      header: t('tab.columns.actions'),
      cell: (p) => (
        <Group gap="xs" wrap="nowrap">
          {abilities.copyLinks && !p.paid && <CopyLinkButton label={t('tab.copyLink')} url={checkPaymentUrl('payment', p.publicId)} />}
          {abilities.manage && (
            <>
              <Tooltip label={t('tab.edit', { number: number(p) })}>
                <ActionIcon variant="subtle" aria-label={t('tab.edit', { number: number(p) })} onClick={() => setEditing(p)}>
                  <PencilIcon />
                </ActionIcon>
              </Tooltip>
              <ConfirmDelete
                compact
                label={t('tab.delete', { number: number(p) })}
                title={t('tab.deleteTitle')}
                text={t('tab.deleteText', { price: price(p) })}
                onConfirm={() => remove.mutateAsync({ rideId: ride.id, paymentId: p.id })}
                toasts={{
                  success: t('toasts.deleted'),
                  errorTitle: t('tab.deleteTitle'),
                  errorDefault: t('toasts.deleteFailed'),
                }}
              />
            </>
          )}
        </Group>
      ),
    });
  }

  const total = rows?.reduce((sum, p) => sum + p.price, 0) ?? 0;
  const due = rows?.filter((p) => !p.paid).reduce((sum, p) => sum + p.price, 0) ?? 0;
  const canAdd = abilities.manage || abilities.addCash;

  return (
    <Stack gap="sm">
      {abilities.addCash && (
        <Text fz="sm" c="dimmed">
          {t('tab.driverHint')}
        </Text>
      )}
      <Group justify="space-between" gap="xs">
        <Text fz="sm" c="dimmed" aria-live="polite">
          {rows && rows.length > 0
            ? t('tab.summary', { total: formatCzk(round2(total), language), due: formatCzk(round2(due), language) })
            : null}
        </Text>
        {canAdd && (
          <Button leftSection={<PlusIcon />} onClick={() => setEditing('new')}>
            {abilities.manage ? t('tab.add') : t('tab.addCash')}
          </Button>
        )}
      </Group>
      <DataTable
        label={t('tab.tableLabel')}
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        loading={payments.isPending}
        error={errorText(payments.error, t('toasts.loadFailed'))}
        emptyText={t('tab.empty')}
        minWidth={720}
      />
      <PaymentModal rideId={ride.id} editing={editing} cashOnly={!abilities.manage} onClose={() => setEditing(null)} />
    </Stack>
  );
}

/** Sums of CZK amounts with haléře, without floating-point tails. */
const round2 = (value: number) => Math.round(value * 100) / 100;
