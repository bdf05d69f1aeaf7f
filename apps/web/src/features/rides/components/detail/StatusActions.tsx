import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { Ride, RideStatus } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../components/ui/ConfirmDelete';
import { ConflictModal } from '../../../../components/rides/ConflictModal';
import { useStatusChange } from '../../../../lib/rides/use-status-change';
import { useSignedInUser } from '../../../../lib/auth';
import { TakeForDriver, takesForDriver } from './TakeForDriver';

/** The statuses offered as buttons: the API's `nextStatuses`, except deleting (its own button). */
export function statusActions(ride: Pick<Ride, 'abilities'>): RideStatus[] {
  return ride.abilities.nextStatuses.filter((status) => status !== 'DELETED');
}

const isCancel = (status: RideStatus) => status === 'CANCELED_BY_CLIENT' || status === 'CANCELED_BY_DRIVER';

/**
 * One button per allowed next status: the ride's steps, then apart the cancellations the viewer may make. A client's cancellation asks for confirmation, a driver's for
 * the reason (the API requires it).
 */
export function StatusActions({ ride }: { ride: Ride }) {
  const { t } = useTranslation('rides');
  const { change, pending, conflict, closeConflict, reload } = useStatusChange(ride);
  const { roles } = useSignedInUser();
  const [asking, setAsking] = useState<'client' | 'driver' | null>(null);
  const [reason, setReason] = useState('');
  const close = () => {
    setAsking(null);
    setReason('');
  };
  const run = async (status: RideStatus, cancelReason?: string) => {
    if (await change(status, cancelReason)) close();
  };

  // "Cancel as driver" is the driver's own action; dispatch records it in the edit form (issue 17 §10).
  const ownsDriverCancel = roles.includes('DRIVER') && !roles.includes('ADMIN') && !roles.includes('FLEET_MANAGER');
  const offered = statusActions(ride).filter((status) => status !== 'CANCELED_BY_DRIVER' || ownsDriverCancel);
  const cancels = offered.filter(isCancel);
  const button = (status: RideStatus) => {
    // A fleet manager takes a free ride for one of its drivers (issue 17 §6).
    if (status === 'PLANNED' && takesForDriver(ride, roles)) return <TakeForDriver key={status} ride={ride} />;
    if (status === 'CANCELED_BY_CLIENT') {
      return (
        <Button key={status} color="red" variant="light" onClick={() => setAsking('client')}>
          {t('detail.cancelRide')}
        </Button>
      );
    }
    if (status === 'CANCELED_BY_DRIVER') {
      return (
        <Button key={status} color="red" variant="light" onClick={() => setAsking('driver')}>
          {t('detail.cancelByDriver')}
        </Button>
      );
    }
    return (
      <Button key={status} variant="light" loading={pending} onClick={() => void run(status)}>
        {t('detail.setStatus', { status: t(`statuses.${status}`) })}
      </Button>
    );
  };

  return (
    <>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Group gap="xs" role="group" aria-label={t('detail.stepsGroup')}>
          {offered.filter((status) => !isCancel(status)).map(button)}
        </Group>
        {cancels.length > 0 && (
          <Group gap="xs" role="group" aria-label={t('detail.cancelGroup')}>
            {cancels.map(button)}
          </Group>
        )}
      </Group>
      <ConfirmModal
        opened={asking === 'client'}
        onClose={close}
        title={t('detail.cancelRide')}
        confirmLabel={t('detail.cancelConfirm')}
        cancelLabel={t('detail.keepRide')}
        onConfirm={() => void run('CANCELED_BY_CLIENT')}
        loading={pending}
      >
        {t('detail.cancelText')}
      </ConfirmModal>
      <Modal
        opened={asking === 'driver'}
        onClose={close}
        title={t('detail.cancelByDriver')}
        centered
        closeButtonProps={{ 'aria-label': t('conflict.close') }}
      >
        <Stack gap="md">
          <Textarea
            label={t('fields.cancelReason')}
            required
            autosize
            minRows={3}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('detail.keepRide')}
            </Button>
            <Button color="red" disabled={!reason.trim()} loading={pending} onClick={() => void run('CANCELED_BY_DRIVER', reason.trim())}>
              {t('detail.cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConflictModal current={conflict} onClose={closeConflict} onReload={reload} />
    </>
  );
}
