import { Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import type { Ride } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../../lib/auth';
import { useDriverSuggestions } from '../../../../lib/rides/driver-suggestions';
import { useUpdateRide } from '../../../../lib/rides/updateRide';
import { showErrorToast, showSuccessToast } from '../../../../lib/toasts';

/**
 * Does the caller take this ride from the free pool for one of its drivers? A fleet manager (not ADMIN) on a FREE
 * ride: the API then needs the driver (`PUT … {status: PLANNED, driverId}`, else 400 DRIVER_INVALID; issue 17 §6).
 */
export function takesForDriver(ride: Pick<Ride, 'status' | 'abilities'>, roles: readonly string[]): boolean {
  return (
    ride.status === 'FREE' && roles.includes('FLEET_MANAGER') && !roles.includes('ADMIN') && ride.abilities.nextStatuses.includes('PLANNED')
  );
}

/**
 * "Take for a driver": the fleet's drivers who can drive the ride, each with the paired vehicle it would take (the
 * ★ suggestions), and those left out with why; taking sends the driver and its vehicle.
 */
export function TakeForDriver({ ride }: { ride: Ride }) {
  const { t } = useTranslation('rides');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="orange" onClick={() => setOpen(true)}>
        {t('take.button')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('take.title', { id: ride.id })}
        centered
        closeButtonProps={{ 'aria-label': t('take.close') }}
      >
        {open && <TakeForm ride={ride} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

function TakeForm({ ride, onDone }: { ride: Ride; onDone: () => void }) {
  const { t } = useTranslation('rides');
  const { t: td } = useTranslation('dispatch');
  const { roles } = useSignedInUser();
  const suggestions = useDriverSuggestions(ride.id, takesForDriver(ride, roles));
  const update = useUpdateRide();
  const [chosen, setChosen] = useState<string | null>(null);
  const drivers = suggestions.data?.suggestions ?? [];
  const pick = drivers.find((s) => String(s.driverId) === chosen);

  const take = async () => {
    if (!pick) return;
    try {
      await update.mutateAsync({
        id: ride.id,
        body: { status: 'PLANNED', driverId: pick.driverId, vehicleId: pick.vehicle.id, version: ride.version },
      });
      showSuccessToast(t('take.done', { name: pick.name }));
      onDone();
    } catch (error) {
      showErrorToast(t('take.button'), error, t('take.failed'));
    }
  };

  return (
    <Stack gap="md">
      {suggestions.isPending && <Loader size="sm" aria-label={t('take.loading')} />}
      {suggestions.error && <Text c="red">{t('take.loadFailed')}</Text>}
      {suggestions.data && drivers.length === 0 && <Text c="dimmed">{t('take.none')}</Text>}
      {drivers.length > 0 && (
        <Radio.Group label={t('take.driver')} value={chosen} onChange={setChosen}>
          <Stack gap="xs" mt="xs">
            {drivers.map((s) => (
              <Radio
                key={s.driverId}
                value={String(s.driverId)}
                label={s.name}
                description={`${s.vehicle.registrationPlate} · ${s.vehicle.brand} ${s.vehicle.model}`}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {suggestions.data && suggestions.data.excluded.length > 0 && (
        <Stack gap={4} component="ul" role="list" aria-label={t('take.excluded')} p={0} m={0}>
          {suggestions.data.excluded.map((x) => (
            <Text key={x.driverId} component="li" fz="sm" c="dimmed" style={{ listStyle: 'none' }}>
              {x.name} — {td(`exclusions.${x.reason}`)}
            </Text>
          ))}
        </Stack>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          {t('take.cancel')}
        </Button>
        <Button color="orange" disabled={!pick} loading={update.isPending} onClick={() => void take()}>
          {t('take.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
