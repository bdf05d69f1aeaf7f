import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordModal, submitWith } from '../../../components/records/RecordModal';

export interface BillingDialogProps {
  /** The dialog's texts in the billing namespace: `<texts>.title` (with `values`) and `<texts>.submit`. */
  texts: 'invoices.issue' | 'invoices.monthly' | 'notify' | 'status' | 'dispute';
  values?: Record<string, unknown>;
  saving: boolean;
  /** Checks the fields and runs the action; the form's own submission never happens. */
  onSubmit: () => unknown;
  onClose: () => void;
  children: ReactNode;
}

/** A billing action's dialog (issue invoices, notify, change a report's status): its fields, Cancel and the action. */
export function BillingDialog({ texts, values, saving, onSubmit, onClose, children }: BillingDialogProps) {
  const { t } = useTranslation('billing');
  return (
    <RecordModal
      opened
      onClose={onClose}
      title={t(`${texts}.title`, values)}
      submitLabel={t(`${texts}.submit`)}
      size="md"
      saving={saving}
      onSubmit={submitWith(onSubmit)}
    >
      {children}
    </RecordModal>
  );
}
