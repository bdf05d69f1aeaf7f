import { ActionIcon, Menu } from '@mantine/core';
import type { ReportSummary } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, EyeIcon, PencilIcon, TrashIcon } from '../../../components/ui/icons';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { downloadFile } from '../../../lib/download';
import { reportFilePath, useUpdateReport } from '../api/reports';

/** The dialogs a report's row opens (the tab shows one at a time). */
export type ReportDialog = 'detail' | 'status' | 'notify' | 'dispute' | 'delete';

/** Downloads a report's PDF or xlsx; a refusal shows the spec §8 toast. */
export async function downloadReport(report: ReportSummary, format: 'pdf' | 'xlsx', failed: string): Promise<void> {
  try {
    await downloadFile(reportFilePath(report.id, format), `report-${report.id}.${format}`);
  } catch (error) {
    showErrorToast(failed, error, failed);
  }
}

/**
 * A report's actions, each shown by the report's `abilities` (the domain's `reportAbilities`, sent by the API):
 * detail and downloads for everyone who reads it; check, status, e-mail and delete for ADMIN; dispute for its driver.
 */
export function ReportActionsMenu({ report, onOpen }: { report: ReportSummary; onOpen: (dialog: ReportDialog) => void }) {
  const { t } = useTranslation('billing');
  const update = useUpdateReport();
  const { abilities } = report;

  const toggleChecked = async () => {
    try {
      await update.mutateAsync({ id: report.id, body: { checked: !report.checked } });
      showSuccessToast(t('toasts.statusChanged'));
    } catch (error) {
      showErrorToast(t('toasts.statusFailed'), error, t('toasts.statusFailed'));
    }
  };

  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="light" aria-label={t('actions.menu', { id: report.id })} loading={update.isPending}>
          <span aria-hidden style={{ fontWeight: 700, lineHeight: 1 }}>
            ⋯
          </span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<EyeIcon size={14} />} onClick={() => onOpen('detail')}>
          {t('actions.detail')}
        </Menu.Item>
        {abilities.download && (
          <>
            <Menu.Item
              leftSection={<DownloadIcon size={14} />}
              onClick={() => void downloadReport(report, 'pdf', t('toasts.downloadFailed'))}
            >
              {t('actions.pdf')}
            </Menu.Item>
            <Menu.Item
              leftSection={<DownloadIcon size={14} />}
              onClick={() => void downloadReport(report, 'xlsx', t('toasts.downloadFailed'))}
            >
              {t('actions.xlsx')}
            </Menu.Item>
          </>
        )}
        {abilities.check && (
          <>
            <Menu.Divider />
            <Menu.Item onClick={() => void toggleChecked()}>{report.checked ? t('actions.uncheck') : t('actions.check')}</Menu.Item>
            <Menu.Item leftSection={<PencilIcon size={14} />} onClick={() => onOpen('status')}>
              {t('actions.status')}
            </Menu.Item>
          </>
        )}
        {abilities.notify && <Menu.Item onClick={() => onOpen('notify')}>{t('actions.notify')}</Menu.Item>}
        {/* ADMIN disputes through the status dialog; the report's driver has this item. */}
        {abilities.dispute && !abilities.check && report.status !== 'DISPUTED' && (
          <Menu.Item onClick={() => onOpen('dispute')}>{t('actions.dispute')}</Menu.Item>
        )}
        {abilities.delete && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<TrashIcon size={14} />} onClick={() => onOpen('delete')}>
              {t('actions.delete')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
