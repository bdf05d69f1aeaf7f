import { Button, Group } from '@mantine/core';
import { allows, type Ride } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { FlightBadge } from '../../../../components/rides/FlightBadge';
import { useSignedInUser } from '../../../../lib/auth';
import { runWithToasts } from '../../../../lib/toasts';
import { useCheckFlight } from '../../api/checkFlight';

/** The ride's flight badge and, for whom `flights.check` allows it (ADMIN), "Check flight now". */
export function FlightStatus({ ride }: { ride: Ride }) {
  const { t } = useTranslation('flights');
  const { roles } = useSignedInUser();
  const check = useCheckFlight();
  if (!ride.flight) return null;
  const onCheck = () =>
    runWithToasts(() => check.mutateAsync(ride.id), {
      success: t('detail.checked'),
      errorTitle: t('detail.checkNow'),
      errorDefault: t('detail.checkFailed'),
    });
  return (
    <Group gap="xs" wrap="wrap">
      <FlightBadge ride={ride} />
      {ride.flight.tracking && allows('flights.check', roles) && (
        <Button size="compact-xs" variant="light" loading={check.isPending} onClick={() => void onCheck()}>
          {t('detail.checkNow')}
        </Button>
      )}
    </Group>
  );
}
