import { Badge } from '@mantine/core';
import type { UserStatus } from '@vozka/domain';
import { useTranslation } from 'react-i18next';

const COLOR: Record<UserStatus, string> = { ACTIVE: 'teal', INACTIVE: 'gray', NEW: 'blue' };

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('person');
  return (
    <Badge variant="light" color={COLOR[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
