import { Stack } from '@mantine/core';
import { type ReportSort, type ReportSummary, reportTypesCreatedBy } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../lib/auth';
import { errorText } from '../../../lib/query';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useReports } from '../api/reports';
import type { ReportDialog } from './ReportActionsMenu';
import { ReportCreateForm } from './ReportCreateForm';
import { ReportDetailDialog } from './ReportDetailDialog';
import { DeleteReportDialog, DisputeReportDialog, NotifyReportDialog, StatusDialog } from './ReportDialogs';
import { ReportsList } from './ReportsList';
import { SegmentFilter } from '../../../components/ui/SegmentFilter';

/**
 * The Reports tab: who creates reports (`reportTypesCreatedBy`) gets the form; the list is the caller's
 * reports as the API filters them, sortable by generation date (spec §2), each row's actions by its abilities.
 */
export function ReportsTab() {
  const { t } = useTranslation('billing');
  const { roles } = useSignedInUser();
  const types = reportTypesCreatedBy(roles);
  const [sort, setSort] = useState<ReportSort>('generatedAt,desc');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<{ report: ReportSummary; dialog: ReportDialog } | null>(null);
  const query = useReports(page, sort);
  useErrorToast(query, t('toasts.loadFailed'), t('toasts.loadFailed'));
  const close = () => setOpen(null);

  return (
    <Stack gap="md">
      {types.length > 0 && <ReportCreateForm types={types} />}
      <SegmentFilter
        label={t('list.sort')}
        value={sort}
        onChange={setSort}
        setPage={setPage}
        data={[
          { value: 'generatedAt,desc', label: t('list.newest') },
          { value: 'generatedAt,asc', label: t('list.oldest') },
        ]}
      />
      <ReportsList
        rows={query.data?.objects}
        loading={query.isFetching && !query.data}
        error={errorText(query.error, t('toasts.loadFailed'))}
        page={page}
        totalPages={query.data?.totalPages ?? 1}
        onPageChange={setPage}
        onOpen={(report, dialog) => setOpen({ report, dialog })}
      />
      {open?.dialog === 'detail' && <ReportDetailDialog report={open.report} onClose={close} />}
      {open?.dialog === 'notify' && <NotifyReportDialog report={open.report} onClose={close} />}
      {open?.dialog === 'status' && <StatusDialog report={open.report} onClose={close} />}
      {open?.dialog === 'dispute' && <DisputeReportDialog report={open.report} onClose={close} />}
      {open?.dialog === 'delete' && <DeleteReportDialog report={open.report} onClose={close} />}
    </Stack>
  );
}
