import { Badge } from '@mantine/core';
import type { ReportStatus } from '@vozka/domain';
import { useTranslation } from 'react-i18next';

const COLOR: Record<ReportStatus, string> = { NEW: 'blue', CHECKED: 'teal', SENT: 'violet', PAID: 'green', DISPUTED: 'red' };

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Badge color={COLOR[status]} variant={status === 'DISPUTED' ? 'filled' : 'light'} tt="none">
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** A yes/no property of a report (checked, e-mail sent). */
export function YesNo({ on }: { on: boolean }) {
  const { t } = useTranslation('billing');
  return (
    <Badge variant="light" color={on ? 'teal' : 'gray'} tt="none">
      {on ? t('yes') : t('no')}
    </Badge>
  );
}
