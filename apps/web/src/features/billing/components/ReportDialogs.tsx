import { Select, Text, TextInput, Textarea } from '@mantine/core';
import { REPORT_STATUSES, type ReportStatus, type ReportSummary, ZReportNotifyInput, ZReportUpdateInput } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/ConfirmDelete';
import { schemaErrors, useMessageText } from '../../../lib/form';
import { runWrite } from '../run-write';
import { useDeleteReport, useNotifyReport, useUpdateReport } from '../api/reports';
import { BillingDialog } from './BillingDialog';

interface DialogProps {
  report: ReportSummary;
  onClose: () => void;
}

/** Spec §1: notify the report's user by e-mail with a subject ("Fill in the subject", checked before sending). */
export function NotifyReportDialog({ report, onClose }: DialogProps) {
  const { t } = useTranslation('billing');
  const text = useMessageText();
  const notify = useNotifyReport();
  const [subject, setSubject] = useState(report.subject ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const found = schemaErrors(ZReportNotifyInput, { subject })['subject'];
    setError(found ?? null);
    if (found) return;
    void runWrite(
      () => notify.mutateAsync({ id: report.id, body: { subject } }),
      { done: t('toasts.notified'), failed: t('toasts.notifyFailed') },
      onClose,
    );
  };
  return (
    <BillingDialog texts="notify" values={{ id: report.id }} saving={notify.isPending} onSubmit={submit} onClose={onClose}>
      <Text fz="sm" c="dimmed">
        {t('notify.hint')}
      </Text>
      <TextInput
        label={t('notify.subject')}
        value={subject}
        onChange={(e) => setSubject(e.currentTarget.value)}
        error={text(error)}
        data-autofocus
      />
    </BillingDialog>
  );
}

/** Issue 15 ★: the report's driver marks it disputed, with a note (REPORT_NOTE_REQUIRED without one). */
export function DisputeReportDialog({ report, onClose }: DialogProps) {
  return <StatusDialog report={report} onClose={onClose} fixed="DISPUTED" />;
}

/** ADMIN: any status (a dispute with its note); the report's driver: DISPUTED only (`fixed`). */
export function StatusDialog({ report, onClose, fixed }: DialogProps & { fixed?: ReportStatus }) {
  const { t } = useTranslation('billing');
  const text = useMessageText();
  const update = useUpdateReport();
  const [status, setStatus] = useState<ReportStatus>(fixed ?? report.status);
  const [note, setNote] = useState(report.disputeNote ?? '');
  const [error, setError] = useState<string | null>(null);
  const disputed = status === 'DISPUTED';
  const submit = () => {
    const body = { status, note: disputed ? note : null };
    const found = schemaErrors(ZReportUpdateInput, body)['note'];
    setError(found ?? null);
    if (found) return;
    const texts = fixed
      ? { done: t('toasts.disputed'), failed: t('toasts.statusFailed') }
      : { done: t('toasts.statusChanged'), failed: t('toasts.statusFailed') };
    void runWrite(() => update.mutateAsync({ id: report.id, body }), texts, onClose);
  };
  return (
    <BillingDialog
      texts={fixed ? 'dispute' : 'status'}
      values={{ id: report.id }}
      saving={update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {!fixed && (
        <Select
          label={t('status.label')}
          allowDeselect={false}
          value={status}
          onChange={(value) => value && setStatus(value as ReportStatus)}
          data={REPORT_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          comboboxProps={{ withinPortal: false }}
        />
      )}
      {disputed && (
        <Textarea
          label={fixed ? t('dispute.note') : t('detail.disputeNote')}
          autosize
          minRows={3}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={text(error)}
        />
      )}
    </BillingDialog>
  );
}

/** Spec §1, §6: ADMIN deletes a report, after a confirmation. */
export function DeleteReportDialog({ report, onClose }: DialogProps) {
  const { t } = useTranslation('billing');
  const remove = useDeleteReport();
  return (
    <ConfirmModal
      opened
      onClose={onClose}
      title={t('delete.title')}
      confirmLabel={t('actions.delete')}
      loading={remove.isPending}
      onConfirm={() =>
        void runWrite(() => remove.mutateAsync(report.id), { done: t('toasts.deleted'), failed: t('toasts.deleteFailed') }, onClose)
      }
    >
      {t('delete.text', { id: report.id, name: report.user.name })}
    </ConfirmModal>
  );
}
