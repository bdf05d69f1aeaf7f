import { Modal } from '@mantine/core';
import type { Ride } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { AssignDriverForm } from './AssignDriverForm';
import { AssignFleetForm } from './AssignFleetForm';

export type Assigning = { kind: 'driver' | 'fleet'; ride: Ride } | null;

/** The board's assign dialog: a driver (with the ★ suggestions) or a fleet for one ride. */
export function AssignModal({ assigning, onClose }: { assigning: Assigning; onClose: () => void }) {
  const { t } = useTranslation('dispatch');
  const ride = assigning?.ride;
  return (
    <Modal
      opened={assigning !== null}
      onClose={onClose}
      title={ride ? t(assigning.kind === 'driver' ? 'assign.driverTitle' : 'assign.fleetTitle', { id: ride.id }) : ''}
      size={assigning?.kind === 'driver' ? 'lg' : 'md'}
      centered
      closeButtonProps={{ 'aria-label': t('assign.close') }}
    >
      {ride &&
        (assigning.kind === 'driver' ? (
          <AssignDriverForm key={`${ride.id}-${ride.version}`} ride={ride} onDone={onClose} />
        ) : (
          <AssignFleetForm key={`${ride.id}-${ride.version}`} ride={ride} onDone={onClose} />
        ))}
    </Modal>
  );
}
