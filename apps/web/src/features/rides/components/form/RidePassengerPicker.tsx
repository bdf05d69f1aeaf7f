import type { ClientContact, Passenger } from '@vozka/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityPicker } from '../../../../components/pickers/EntityPicker';
import { PICKER_KEY, type PickerValue } from '../../../../components/pickers/rules';
import { fetchActivePassengers } from '../../api/fetchActivePassengers';

export interface RidePassengerPickerProps {
  /** The ride's client; without one the picker is disabled (spec §5). */
  clientId: number | null;
  value: PickerValue;
  onChange: (value: PickerValue) => void;
  label: string;
  error?: string | boolean;
  /** More buttons next to the field (quick create, for who may manage passengers). */
  actions?: ReactNode;
}

// A fleet manager gets a contact (name and phone, no e-mail).
const passengerOption = (passenger: Passenger | ClientContact) => ({
  id: passenger.id,
  name: passenger.name,
  description: passenger.phone ?? ('email' in passenger ? passenger.email : null),
});

/**
 * The ride form's passenger: the chosen client's active passengers from the pickers endpoint, so a
 * fleet manager can choose them without managing them (decision 0010).
 */
export function RidePassengerPicker({ clientId, label, ...rest }: RidePassengerPickerProps) {
  const { t } = useTranslation('pickers');
  return (
    <EntityPicker
      {...rest}
      label={label}
      description={clientId ? undefined : t('clientNotSelected')}
      disabled={!clientId}
      queryKey={[PICKER_KEY, 'active-passengers', { clientId }]}
      fetchPage={(query, signal) => fetchActivePassengers({ clientId, ...query }, signal)}
      toOption={passengerOption}
      clearable
    />
  );
}
