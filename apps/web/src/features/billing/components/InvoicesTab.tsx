import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { type TInvoiceSummary, allows, todayInPrague } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/DateField';
import type { Column } from '../../../components/ui/DataTable';
import { QueryTable, recordTexts } from '../../../components/ui/QueryTable';
import { ConfirmModal } from '../../../components/ui/ConfirmDelete';
import { DownloadIcon, PlusIcon } from '../../../components/ui/icons';
import { useSignedInUser } from '../../../lib/auth';
import { formatCzk, formatIsoDate } from '../../../lib/format';
import { showErrorToast } from '../../../lib/toasts';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useLanguage } from '../../../lib/use-language';
import { downloadFile } from '../../../lib/download';
import { invoiceFilePath, isdocZipPath, useCancelInvoice, useInvoices } from '../api/invoices';
import { IssueInvoiceDialog, MonthlyInvoicesDialog } from './InvoiceDialogs';
import { runWrite } from '../run-write';

/** Downloads an invoice file; a refusal shows the error toast. */
async function download(path: string, name: string, failed: string): Promise<void> {
  try {
    await downloadFile(path, name);
  } catch (error) {
    showErrorToast(failed, error, failed);
  }
}

/** The month before today's (Prague), `YYYY-MM`: what a month-end run usually invoices. */
function previousMonth(today: string): string {
  const [y = 2000, m = 1] = today.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** Invoices (issue 15 §3): the list with PDF and ISDOC; ADMIN issues one or the month's, cancels by a credit note. */
export function InvoicesTab() {
  const { t } = useTranslation('billing');
  const [language] = useLanguage();
  const { roles } = useSignedInUser();
  const canIssue = allows('invoices.issue', roles);
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<'issue' | 'monthly' | null>(null);
  const [canceling, setCanceling] = useState<TInvoiceSummary | null>(null);
  const cancel = useCancelInvoice();
  const query = useInvoices(page);
  useErrorToast(query, t('invoices.toasts.loadFailed'), t('invoices.toasts.loadFailed'));
  const failed = t('invoices.toasts.downloadFailed');

  const onCancel = (invoice: TInvoiceSummary) =>
    runWrite(
      () => cancel.mutateAsync(invoice.id),
      { done: (credit) => t('invoices.cancel.done', { number: credit.number }), failed: t('invoices.toasts.cancelFailed') },
      () => setCanceling(null),
    );
  /** Downloads the invoice as a PDF or an ISDOC file. */
  const fileButton = (i: TInvoiceSummary, format: 'pdf' | 'isdoc') => (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<DownloadIcon size={14} />}
      aria-label={t(`invoices.actions.${format}Of`, { number: i.number })}
      onClick={() => void download(invoiceFilePath(i.id, format), `${i.number}.${format}`, failed)}
    >
      {t(`invoices.actions.${format}`)}
    </Button>
  );

  const columns: Column<TInvoiceSummary>[] = [
    {
      key: 'number',
      header: t('invoices.columns.number'),
      cell: (i) => (
        <Text fw={600} fz="sm">
          {i.number}
        </Text>
      ),
    },
    { key: 'kind', header: t('invoices.columns.kind'), cell: (i) => t(`invoices.kinds.${i.kind}`) },
    { key: 'customer', header: t('invoices.columns.customer'), cell: (i) => i.customer.companyName ?? i.customer.name },
    { key: 'issueDate', header: t('invoices.columns.issueDate'), cell: (i) => formatIsoDate(i.issueDate, language) },
    { key: 'dueDate', header: t('invoices.columns.dueDate'), cell: (i) => formatIsoDate(i.dueDate, language) },
    {
      key: 'total',
      header: t('invoices.columns.total'),
      cell: (i) => (
        <Text
          span
          fz="sm"
          style={{ whiteSpace: 'nowrap' }}
        >{`${i.kind === 'CREDIT_NOTE' ? '−' : ''}${formatCzk(i.totals.withVat, language)}`}</Text>
      ),
    },
    {
      key: 'canceled',
      header: t('invoices.columns.canceled'),
      cell: (i) =>
        i.canceledById !== null ? (
          <Badge color="red" variant="light" tt="none">
            {t('invoices.canceled')}
          </Badge>
        ) : null,
    },
    {
      key: 'actions',
      header: t('invoices.columns.actions'),
      cell: (i) => (
        <Group gap={4} wrap="nowrap">
          {fileButton(i, 'pdf')}
          {i.abilities.isdoc && fileButton(i, 'isdoc')}
          {i.abilities.cancel && (
            <Tooltip label={t('invoices.actions.cancel')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('invoices.actions.cancelOf', { number: i.number })}
                onClick={() => setCanceling(i)}
              >
                ✕
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      {canIssue && (
        <Group gap="xs" wrap="wrap">
          <Button leftSection={<PlusIcon />} onClick={() => setDialog('issue')}>
            {t('invoices.issue.open')}
          </Button>
          <Button variant="default" onClick={() => setDialog('monthly')}>
            {t('invoices.monthly.open')}
          </Button>
        </Group>
      )}
      {canIssue && <IsdocExport />}
      <QueryTable texts={recordTexts(t, 'invoices')} columns={columns} query={query} quiet minWidth={880} paging={{ page, setPage }} />
      {dialog === 'issue' && <IssueInvoiceDialog onClose={() => setDialog(null)} />}
      {dialog === 'monthly' && <MonthlyInvoicesDialog defaultMonth={previousMonth(todayInPrague())} onClose={() => setDialog(null)} />}
      <ConfirmModal
        opened={canceling !== null}
        onClose={() => setCanceling(null)}
        title={t('invoices.cancel.title')}
        confirmLabel={t('invoices.cancel.confirm')}
        loading={cancel.isPending}
        onConfirm={() => canceling && void onCancel(canceling)}
      >
        {t('invoices.cancel.text', { number: canceling?.number ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}

/** A period's invoices as ISDOC files in one ZIP, for the accountant (`GET /api/invoices/isdoc?from&to`). */
function IsdocExport() {
  const { t } = useTranslation('billing');
  const today = todayInPrague();
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    await download(isdocZipPath(from, to), `isdoc-${from}-${to}.zip`, t('invoices.toasts.downloadFailed'));
    setBusy(false);
  };
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="isdoc-export">
      <Title order={3} fz="sm" id="isdoc-export" mb={6}>
        {t('invoices.export.title')}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateField kind="date" label={t('invoices.export.from')} value={from} onChange={setFrom} w={170} />
        <DateField kind="date" label={t('invoices.export.to')} value={to} onChange={setTo} w={170} />
        <Button variant="light" leftSection={<DownloadIcon />} loading={busy} disabled={!from || !to} onClick={() => void run()}>
          {t('invoices.export.submit')}
        </Button>
      </Group>
    </Paper>
  );
}
