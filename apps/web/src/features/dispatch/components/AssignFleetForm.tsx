import { Stack, Text } from '@mantine/core';
import type { Ride } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FleetPicker, type PickerValue, rideFleetClearable } from '../../../components/pickers';
import { routeText } from '../../../lib/rides/ride-text';
import { AssignButtons } from './AssignButtons';
import { chosenId, useAssign } from './use-assign';

/** Hand a ride to a fleet (its fleet manager dispatches it then). */
export function AssignFleetForm({ ride, onDone }: { ride: Ride; onDone: () => void }) {
  const { t } = useTranslation('dispatch');
  const assign = useAssign(ride.id);
  const [value, setValue] = useState<PickerValue>(
    ride.fleetManagerId ? { id: ride.fleetManagerId, name: ride.fleetManagerName ?? `#${ride.fleetManagerId}` } : null,
  );
  const save = async () => {
    if (await assign.save({ fleetManagerId: chosenId(value), version: ride.version }, t('toasts.fleetAssigned'))) onDone();
  };
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {routeText(ride.route)}
      </Text>
      <FleetPicker label={t('assign.fleet')} value={value} onChange={setValue} canClear={rideFleetClearable(ride)} />
      <AssignButtons
        onCancel={onDone}
        onSave={() => void save()}
        pending={assign.pending}
        disabled={chosenId(value) === ride.fleetManagerId}
      />
    </Stack>
  );
}
