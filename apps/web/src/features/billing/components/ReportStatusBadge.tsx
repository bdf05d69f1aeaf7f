import type { ReportStatus } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { StatusBadge, statusBadgeOf } from '../../../components/ui/StatusBadge';

export const ReportStatusBadge = statusBadgeOf<ReportStatus>({
  namespace: 'billing',
  prefix: 'statuses',
  colors: { NEW: 'blue', CHECKED: 'teal', SENT: 'violet', PAID: 'green', DISPUTED: 'red' },
  alert: ['DISPUTED'],
});

/** A yes/no property of a report (checked, e-mail sent). */
export function YesNo({ on }: { on: boolean }) {
  const { t } = useTranslation('billing');
  return <StatusBadge color={on ? 'teal' : 'gray'}>{on ? t('yes') : t('no')}</StatusBadge>;
}
