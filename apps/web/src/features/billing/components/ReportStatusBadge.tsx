import type { ReportStatus } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/StatusBadge';

const COLOR: Record<ReportStatus, string> = { NEW: 'blue', CHECKED: 'teal', SENT: 'violet', PAID: 'green', DISPUTED: 'red' };

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation('billing');
  return (
    <StatusBadge color={COLOR[status]} alert={status === 'DISPUTED'}>
      {t(`statuses.${status}`)}
    </StatusBadge>
  );
}

/** A yes/no property of a report (checked, e-mail sent). */
export function YesNo({ on }: { on: boolean }) {
  const { t } = useTranslation('billing');
  return <StatusBadge color={on ? 'teal' : 'gray'}>{on ? t('yes') : t('no')}</StatusBadge>;
}
