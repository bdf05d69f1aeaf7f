import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../lib/auth';
import { EntityPicker } from './EntityPicker';
import { fleetOption } from './options';
import { fetchActiveFleets } from './api/fetchActiveFleets';
import { PICKER_KEY, type PickerSize, type PickerValue, canClearFleet } from './rules';

export interface FleetPickerProps {
  value: PickerValue;
  onChange: (value: PickerValue) => void;
  label?: string;
  /** The ride is in a final status: a FLEET_MANAGER may no longer clear the fleet (spec §4, §6). */
  rideFinal?: boolean;
  size?: PickerSize;
  error?: string | boolean;
  disabled?: boolean;
}

/** The fleet (fleet manager) picker. */
export function FleetPicker({ value, onChange, label, rideFinal = false, ...rest }: FleetPickerProps) {
  const { t } = useTranslation('pickers');
  const { roles } = useSignedInUser();
  return (
    <EntityPicker
      {...rest}
      label={label ?? t('fleet')}
      value={value}
      onChange={onChange}
      queryKey={[PICKER_KEY, 'fleets']}
      fetchPage={({ q, page, signal }) => fetchActiveFleets({ q, page }, signal)}
      toOption={fleetOption}
      clearable={canClearFleet(roles, value, rideFinal)}
    />
  );
}
