import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { type TInvoiceIssueInput, ZInvoiceIssueInput, ZMonthlyInvoicesInput } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerPicker, type PickerValue } from '../../../components/pickers';
import { DateField } from '../../../components/ui/DateField';
import { schemaErrors, useMessageText } from '../../../lib/form';
import { runWrite } from '../run-write';
import { useIssueInvoice, useIssueMonthly } from '../api/invoices';
import { BillingDialog } from './BillingDialog';

/** "12, 15 18" → [12, 15, 18]; null when something is not a ride number. */
export function parseRideIds(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.some((p) => !/^\d+$/.test(p))) return null;
  return parts.map(Number);
}

/** Issue 15 §3: one invoice for a client's period, or for listed rides. */
export function IssueInvoiceDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('billing');
  const text = useMessageText();
  const issue = useIssueInvoice();
  const [by, setBy] = useState<'period' | 'rides'>('period');
  const [customer, setCustomer] = useState<PickerValue>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [rides, setRides] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const rideIds = by === 'rides' ? parseRideIds(rides) : null;
    if (by === 'rides' && rideIds === null) return setErrors({ rideIds: t('invoices.issue.rideIdsInvalid') });
    const body: TInvoiceIssueInput =
      by === 'rides' ? { rideIds } : { customerId: customer?.id ?? null, from: from || null, to: to || null };
    const found = schemaErrors(ZInvoiceIssueInput, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const done = (invoice: { number: string }) => t('invoices.issue.issued', { number: invoice.number });
    await runWrite(() => issue.mutateAsync(body), { done, failed: t('invoices.toasts.issueFailed') }, onClose);
  };

  return (
    <BillingDialog texts="invoices.issue" saving={issue.isPending} onSubmit={submit} onClose={onClose}>
      <Stack gap={4}>
        <Text fz="sm" fw={500} id="invoice-by">
          {t('invoices.issue.by')}
        </Text>
        <SegmentedControl
          aria-labelledby="invoice-by"
          value={by}
          onChange={(value) => setBy(value as 'period' | 'rides')}
          data={[
            { value: 'period', label: t('invoices.issue.byPeriod') },
            { value: 'rides', label: t('invoices.issue.byRides') },
          ]}
        />
      </Stack>
      {by === 'period' ? (
        <>
          <CustomerPicker value={customer} onChange={setCustomer} error={text(errors['customerId'])} />
          <DateField kind="date" label={t('invoices.issue.from')} value={from} onChange={setFrom} error={text(errors['from'])} />
          <DateField kind="date" label={t('invoices.issue.to')} value={to} onChange={setTo} error={text(errors['to'])} />
        </>
      ) : (
        <TextInput
          label={t('invoices.issue.rideIds')}
          description={t('invoices.issue.rideIdsHint')}
          value={rides}
          onChange={(e) => setRides(e.currentTarget.value)}
          error={text(errors['rideIds'])}
        />
      )}
    </BillingDialog>
  );
}

/** Issue 15 §3 ★: a consolidated invoice for every recurring client of a month, after a confirmation. */
export function MonthlyInvoicesDialog({ onClose, defaultMonth }: { onClose: () => void; defaultMonth: string }) {
  const { t } = useTranslation('billing');
  const text = useMessageText();
  const monthly = useIssueMonthly();
  const [month, setMonth] = useState(defaultMonth);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const found = schemaErrors(ZMonthlyInvoicesInput, { month })['month'];
    setError(found ?? null);
    if (found) return;
    const done = ({ objects }: { objects: readonly unknown[] }) =>
      objects.length > 0 ? t('invoices.monthly.issued', { count: objects.length }) : t('invoices.monthly.none');
    await runWrite(() => monthly.mutateAsync({ month }), { done, failed: t('invoices.toasts.issueFailed') }, onClose);
  };
  return (
    <BillingDialog texts="invoices.monthly" saving={monthly.isPending} onSubmit={submit} onClose={onClose}>
      <Text fz="sm">{t('invoices.monthly.text')}</Text>
      <TextInput
        type="month"
        label={t('invoices.monthly.month')}
        value={month}
        onChange={(e) => setMonth(e.currentTarget.value)}
        error={text(error)}
      />
    </BillingDialog>
  );
}
