import { isDispatcher } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../lib/auth';
import { EntityPicker } from './EntityPicker';
import { fleetOption } from './options';
import { fetchActiveFleets } from './api/fetchActiveFleets';
import { PICKER_KEY, type PickerFieldProps } from './rules';

export interface FleetPickerProps extends PickerFieldProps {
  /**
   * May the chosen fleet be cleared? A ride's form passes `rideFleetClearable(ride)` (the API's abilities);
   * elsewhere (a user's or a vehicle's fleet) ADMIN and FLEET_MANAGER may.
   */
  canClear?: boolean;
}

/** The fleet (fleet manager) picker. */
export function FleetPicker({ label, canClear, ...rest }: FleetPickerProps) {
  const { t } = useTranslation('pickers');
  const { roles } = useSignedInUser();
  return (
    <EntityPicker
      {...rest}
      label={label ?? t('fleet')}
      queryKey={[PICKER_KEY, 'fleets']}
      fetchPage={fetchActiveFleets}
      toOption={fleetOption}
      clearable={canClear ?? isDispatcher(roles)}
    />
  );
}
