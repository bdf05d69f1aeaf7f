import { canClearDriver } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../lib/auth';
import { EntityPicker } from './EntityPicker';
import { driverOption } from './options';
import { fetchActiveDrivers } from './api/fetchActiveDrivers';
import { PICKER_KEY, type PickerSize, type PickerValue } from './rules';

export interface DriverPickerProps {
  value: PickerValue;
  onChange: (value: PickerValue) => void;
  label?: string;
  size?: PickerSize;
  error?: string | boolean;
  disabled?: boolean;
}

/** The driver picker: an online dot per driver; ADMIN and FLEET_MANAGER may clear it once set (spec §6). */
export function DriverPicker({ value, onChange, label, ...rest }: DriverPickerProps) {
  const { t } = useTranslation('pickers');
  const { roles } = useSignedInUser();
  return (
    <EntityPicker
      {...rest}
      label={label ?? t('driver')}
      value={value}
      onChange={onChange}
      queryKey={[PICKER_KEY, 'drivers']}
      fetchPage={fetchActiveDrivers}
      toOption={driverOption}
      clearable={value !== null && canClearDriver(roles)}
      withOnlineDot
    />
  );
}
