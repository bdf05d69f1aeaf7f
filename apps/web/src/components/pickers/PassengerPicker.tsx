import type { Passenger } from '@vozka/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPassengers } from '../../lib/passengers/fetchPassengers';
import { EntityPicker } from './EntityPicker';
import { PICKER_KEY, type PickerFieldProps } from './rules';

export interface PassengerPickerProps extends PickerFieldProps {
  /** The client whose passengers are offered; without one the picker is disabled (spec §5). */
  clientId: number | null;
  editable?: boolean;
  onEdit?: () => void;
  /** More buttons next to the field (quick create). */
  actions?: ReactNode;
}

const passengerOption = (passenger: Passenger) => ({
  id: passenger.id,
  name: passenger.name,
  description: passenger.phone ?? passenger.email,
});

/** The passenger picker: the chosen client's passengers. */
export function PassengerPicker({ clientId, label, disabled, ...rest }: PassengerPickerProps) {
  const { t } = useTranslation('pickers');
  return (
    <EntityPicker
      {...rest}
      label={label ?? t('passenger')}
      description={clientId ? undefined : t('clientNotSelected')}
      disabled={disabled || !clientId}
      queryKey={[PICKER_KEY, 'passengers', { clientId }]}
      fetchPage={(query, signal) => fetchPassengers({ clientId, ...query }, signal)}
      toOption={passengerOption}
      clearable
    />
  );
}
