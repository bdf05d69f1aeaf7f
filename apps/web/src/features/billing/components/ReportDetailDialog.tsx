import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Report, ReportLine, ReportSummary } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/ui/DataTable';
import { QueryState } from '../../../components/ui/QueryState';
import { DownloadIcon } from '../../../components/ui/icons';
import { formatCzk, formatDateTime, formatIsoDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useReport } from '../api/reports';
import { downloadReport } from './ReportActionsMenu';
import { ReportStatusBadge } from './ReportStatusBadge';

/** A report's detail: its totals, the rides it sums and, for a driver or fleet, the statement of who owes whom. */
export function ReportDetailDialog({ report, onClose }: { report: ReportSummary; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const query = useReport(report.id);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen={phone}
      title={t('detail.title', { id: report.id, name: report.user.name })}
      size="xl"
      closeButtonProps={{ 'aria-label': tc('actions.close') }}
    >
      <QueryState data={query.data} error={query.error} errorTitle={t('toasts.loadFailed')}>
        {(full) => <ReportDetail report={full} phone={phone} />}
      </QueryState>
    </Modal>
  );
}

function ReportDetail({ report, phone }: { report: Report; phone: boolean }) {
  const { t } = useTranslation('billing');
  const { t: tr } = useTranslation('rides');
  const [language] = useLanguage();
  const money = (amount: number) => formatCzk(amount, language);
  const columns: Column<ReportLine>[] = [
    { key: 'date', header: t('detail.lineColumns.date'), cell: (l) => formatDateTime(l.date, language), width: 140 },
    { key: 'route', header: t('detail.lineColumns.route'), cell: (l) => l.route },
    { key: 'counterpart', header: t('detail.lineColumns.counterpart'), cell: (l) => l.counterpart ?? '' },
    { key: 'payment', header: t('detail.lineColumns.payment'), cell: (l) => (l.paymentType ? tr(`paymentTypes.${l.paymentType}`) : '') },
    { key: 'withoutVat', header: t('detail.lineColumns.withoutVat'), cell: (l) => money(l.priceWithoutVat) },
    { key: 'withVat', header: t('detail.lineColumns.withVat'), cell: (l) => money(l.priceWithVat) },
    ...(report.type === 'CUSTOMER_TYPE'
      ? []
      : [{ key: 'cash', header: t('detail.lineColumns.cash'), cell: (l: ReportLine) => money(l.cash) }]),
  ];
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        <ReportStatusBadge status={report.status} />
        <Text fz="sm">
          {t(`types.${report.type}`)} ·{' '}
          {t('detail.period', { from: formatIsoDate(report.from, language), to: formatIsoDate(report.to, language) })}
        </Text>
        <Text fz="sm" c="dimmed">
          {t('detail.vat', { rate: report.vatPercent })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Amount label={t('columns.withoutVat')} value={money(report.priceWithoutVat)} />
        <Amount label={t('columns.withVat')} value={money(report.priceWithVat)} strong />
      </SimpleGrid>
      {report.type !== 'CUSTOMER_TYPE' && <Statement report={report} />}
      {report.disputeNote && (
        <Alert color="red" title={t('detail.disputeNote')}>
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {report.disputeNote}
          </Text>
        </Alert>
      )}
      <Title order={3} fz="md">
        {t('detail.lines')}
      </Title>
      {phone ? (
        <LineCards report={report} />
      ) : (
        <DataTable
          label={t('detail.lines')}
          columns={columns}
          rows={report.lines}
          rowKey={(l) => `${l.rideId ?? 'x'}-${l.date}`}
          emptyText={t('detail.linesEmpty')}
          minWidth={760}
        />
      )}
      {report.abilities.download && (
        <Group gap="xs">
          {(['pdf', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              variant="light"
              leftSection={<DownloadIcon />}
              onClick={() => void downloadReport(report, format, t('toasts.downloadFailed'))}
            >
              {t(`actions.${format}`)}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** The rides on a phone: one block each, nothing scrolls sideways. */
function LineCards({ report }: { report: Report }) {
  const { t } = useTranslation('billing');
  const { t: tr } = useTranslation('rides');
  const [language] = useLanguage();
  if (report.lines.length === 0) return <Text c="dimmed">{t('detail.linesEmpty')}</Text>;
  return (
    <Stack gap="xs" role="list" aria-label={t('detail.lines')}>
      {report.lines.map((l) => (
        <Paper key={`${l.rideId ?? 'x'}-${l.date}`} withBorder radius="sm" p="xs" role="listitem">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fz="sm" fw={600}>
              {formatDateTime(l.date, language)}
            </Text>
            <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatCzk(l.priceWithVat, language)}
            </Text>
          </Group>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {l.route}
          </Text>
          <Text fz="xs" c="dimmed">
            {[
              l.counterpart,
              l.paymentType ? tr(`paymentTypes.${l.paymentType}`) : null,
              l.cash > 0 ? `${t('detail.lineColumns.cash')} ${formatCzk(l.cash, language)}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** Issue 15 ★: what the driver earned, took in cash and the company's commission; the balance says who owes whom. */
function Statement({ report }: { report: Report }) {
  const { t } = useTranslation('billing');
  const [language] = useLanguage();
  const money = (amount: number) => formatCzk(amount, language);
  const balance = report.balance;
  const verdict =
    balance > 0
      ? t('detail.companyOwes', { amount: money(balance) })
      : balance < 0
        ? t('detail.driverOwes', { amount: money(-balance) })
        : t('detail.settled');
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('detail.statement')}>
      <Stack gap={4}>
        <Title order={3} fz="md">
          {t('detail.statement')}
        </Title>
        <Amount label={t('detail.earned')} value={money(report.priceWithVat)} />
        <Amount label={t('detail.cashCollected')} value={money(report.cashCollected)} />
        <Amount label={t('detail.commission')} value={money(report.commission)} />
        <Amount label={t('detail.balance')} value={money(balance)} strong />
        <Text fw={600} c={balance < 0 ? 'red' : 'teal'} role="status">
          {verdict}
        </Text>
      </Stack>
    </Paper>
  );
}
