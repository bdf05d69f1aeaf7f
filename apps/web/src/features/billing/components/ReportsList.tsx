import { Group, Pagination, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReportSummary } from '@vozka/domain';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/FormAlert';
import { type Column, DataTable } from '../../../components/ui/DataTable';
import { TwoLines } from '../../../components/ui/TwoLines';
import { formatCzk, formatDateTime, formatIsoDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { type ReportDialog, ReportActionsMenu } from './ReportActionsMenu';
import { ReportStatusBadge, YesNo } from './ReportStatusBadge';

export interface ReportsListProps {
  rows: readonly ReportSummary[] | undefined;
  loading: boolean;
  error: string | null;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  onOpen: (report: ReportSummary, dialog: ReportDialog) => void;
}

/** Spec §3 Report columns in a table; on a phone (the driver's) one card per report, without sideways scrolling. */
export function ReportsList(props: ReportsListProps) {
  const { t } = useTranslation('billing');
  const [language] = useLanguage();
  const phone = useMediaQuery('(max-width: 48em)');
  const money = (amount: number) => (
    <Text span fz="inherit" style={{ whiteSpace: 'nowrap' }}>
      {formatCzk(amount, language)}
    </Text>
  );

  if (phone) return <ReportCards {...props} />;

  const columns: Column<ReportSummary>[] = [
    // The type under the user's name: the table fits a laptop's screen beside the menu.
    {
      key: 'user',
      header: t('columns.user'),
      cell: (r) => <TwoLines main={r.user.name} detail={t(`types.${r.type}`)} />,
    },
    { key: 'from', header: t('columns.from'), cell: (r) => formatIsoDate(r.from, language) },
    { key: 'to', header: t('columns.to'), cell: (r) => formatIsoDate(r.to, language) },
    { key: 'withoutVat', header: t('columns.withoutVat'), cell: (r) => money(r.priceWithoutVat) },
    { key: 'withVat', header: t('columns.withVat'), cell: (r) => money(r.priceWithVat) },
    { key: 'checked', header: t('columns.checked'), cell: (r) => <YesNo on={r.checked} /> },
    { key: 'emailSent', header: t('columns.emailSent'), cell: (r) => <YesNo on={r.emailSent} /> },
    { key: 'generatedAt', header: t('columns.generatedAt'), cell: (r) => formatDateTime(r.generatedAt, language) },
    { key: 'subject', header: t('columns.subject'), cell: (r) => r.subject ?? '' },
    { key: 'status', header: t('columns.status'), cell: (r) => <ReportStatusBadge status={r.status} /> },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (r) => <ReportActionsMenu report={r} onOpen={(dialog) => props.onOpen(r, dialog)} />,
    },
  ];
  return (
    <DataTable
      label={t('list.title')}
      columns={columns}
      rows={props.rows}
      rowKey={(r) => r.id}
      loading={props.loading}
      error={props.error}
      emptyText={t('list.empty')}
      minWidth={860}
      page={props.page}
      totalPages={props.totalPages}
      onPageChange={props.onPageChange}
    />
  );
}

function ReportCards({ rows, loading, error, page, totalPages, onPageChange, onOpen }: ReportsListProps) {
  const { t } = useTranslation('billing');
  const [language] = useLanguage();
  return (
    <Stack gap="sm" role="list" aria-label={t('list.title')} aria-busy={loading || undefined}>
      <ErrorAlert messages={[error]} />
      {rows?.length === 0 && !error && <Text c="dimmed">{t('list.empty')}</Text>}
      {rows?.map((r) => (
        <Paper key={r.id} withBorder radius="md" p="sm" role="listitem" aria-label={`${t(`types.${r.type}`)} ${r.user.name}`}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {r.user.name}
                </Text>
                <Text fz="sm" c="dimmed">
                  {t(`types.${r.type}`)} · {formatIsoDate(r.from, language)} – {formatIsoDate(r.to, language)}
                </Text>
              </Stack>
              <ReportActionsMenu report={r} onOpen={(dialog) => onOpen(r, dialog)} />
            </Group>
            <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
              {(
                [
                  ['withoutVat', formatCzk(r.priceWithoutVat, language), undefined],
                  ['withVat', formatCzk(r.priceWithVat, language), 600],
                  ['generatedAt', formatDateTime(r.generatedAt, language), undefined],
                ] as const
              ).map(([column, value, fw]) => (
                <Fragment key={column}>
                  <Text fz="xs" c="dimmed">
                    {t(`columns.${column}`)}
                  </Text>
                  <Text fz="sm" ta="right" fw={fw}>
                    {value}
                  </Text>
                </Fragment>
              ))}
            </SimpleGrid>
            {r.subject && (
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {r.subject}
              </Text>
            )}
            <Group gap={6} wrap="wrap">
              <ReportStatusBadge status={r.status} />
              <Text fz="xs" c="dimmed">
                {t('columns.checked')}:
              </Text>
              <YesNo on={r.checked} />
              <Text fz="xs" c="dimmed">
                {t('columns.emailSent')}:
              </Text>
              <YesNo on={r.emailSent} />
            </Group>
          </Stack>
        </Paper>
      ))}
      {totalPages > 1 && (
        <Group justify="center">
          <Pagination size="sm" total={totalPages} value={page + 1} onChange={(value) => onPageChange(value - 1)} />
        </Group>
      )}
    </Stack>
  );
}
