import type { Role } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { fetchUsersPage } from '../../lib/users/fetchUsersPage';
import { EntityPicker } from './EntityPicker';
import { customerOption } from './options';
import { PICKER_KEY, type PickerFieldProps } from './rules';

export interface UserPickerProps extends PickerFieldProps {
  /** Users of one role; any user without it. */
  roleName?: Role | null;
}

/** Any user (ADMIN screens such as the login history), from the users list call. */
export function UserPicker({ label, roleName = null, ...rest }: UserPickerProps) {
  const { t } = useTranslation('pickers');
  return (
    <EntityPicker
      {...rest}
      label={label ?? t('user')}
      queryKey={[PICKER_KEY, 'users', { roleName }]}
      fetchPage={(query, signal) => fetchUsersPage({ roleName, ...query }, signal)}
      toOption={customerOption}
      clearable
    />
  );
}
