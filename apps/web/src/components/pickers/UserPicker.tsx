import type { Role } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { fetchUsersPage } from '../../lib/users/fetchUsersPage';
import { EntityPicker } from './EntityPicker';
import { customerOption } from './options';
import { PICKER_KEY, type PickerSize, type PickerValue } from './rules';

export interface UserPickerProps {
  value: PickerValue;
  onChange: (value: PickerValue) => void;
  label?: string;
  /** Users of one role; any user without it. */
  roleName?: Role | null;
  size?: PickerSize;
}

/** Any user (ADMIN screens such as the login history), from the users list call. */
export function UserPicker({ value, onChange, label, roleName = null, size }: UserPickerProps) {
  const { t } = useTranslation('pickers');
  return (
    <EntityPicker
      label={label ?? t('user')}
      value={value}
      onChange={onChange}
      size={size}
      queryKey={[PICKER_KEY, 'users', { roleName }]}
      fetchPage={(query, signal) => fetchUsersPage({ roleName, ...query }, signal)}
      toOption={customerOption}
      clearable
    />
  );
}
