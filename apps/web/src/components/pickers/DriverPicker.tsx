import { canClearDriver } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../lib/auth';
import { EntityPicker } from './EntityPicker';
import { driverOption } from './options';
import { fetchActiveDrivers } from './api/fetchActiveDrivers';
import { PICKER_KEY, type PickerFieldProps } from './rules';

export type DriverPickerProps = PickerFieldProps;

/** The driver picker: an online dot per driver; ADMIN and FLEET_MANAGER may clear it once set (spec §6). */
export function DriverPicker({ label, ...rest }: DriverPickerProps) {
  const { t } = useTranslation('pickers');
  const { roles } = useSignedInUser();
  return (
    <EntityPicker
      {...rest}
      label={label ?? t('driver')}
      queryKey={[PICKER_KEY, 'drivers']}
      fetchPage={fetchActiveDrivers}
      toOption={driverOption}
      clearable={canClearDriver(roles)}
      withOnlineDot
    />
  );
}
