import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Ride } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/auth';
import { todayInPrague } from '@vozka/domain';
import { toFilterDate } from '../../../lib/time';
import { showErrorToast, showSuccessToast, showToast } from '../../../lib/toasts';
import { useRides } from '../../../lib/rides/fetchRides';
import { ridesKeys } from '../../../lib/rides/keys';
import { useUpdateRide } from '../../../lib/rides/updateRide';
import { OfferCard } from './OfferCard';

/** Is the error "someone else took the ride first"? (409: taken, or the ride moved on meanwhile.) */
export const takenByOther = (error: unknown) => isApiError(error) && error.status === 409;

/** The free rides pool ("Trip offers"): the driver takes one for itself; of many takers one wins. */
export function TripOffers({ refetchInterval }: { refetchInterval: number | false }) {
  const { t } = useTranslation('driver');
  const { user } = useSignedInUser();
  const queryClient = useQueryClient();
  const update = useUpdateRide();
  const [lost, setLost] = useState<number | null>(null);
  const query = useRides(
    { page: 0, status: ['FREE'], dateFrom: toFilterDate(todayInPrague(), 'start'), sortBy: 'date' },
    { refetchInterval },
  );

  const take = async (ride: Ride) => {
    setLost(null);
    try {
      await update.mutateAsync({ id: ride.id, body: { status: 'PLANNED', driverId: user.id, version: ride.version } });
      showSuccessToast(t('offers.taken'));
    } catch (error) {
      if (takenByOther(error)) {
        void queryClient.invalidateQueries({ queryKey: ridesKeys.all });
        setLost(ride.id);
        showToast({ kind: 'warning', title: t('offers.take'), defaultDetail: t('offers.takenByOther') });
      } else showErrorToast(t('offers.take'), error, t('offers.takeFailed'));
    }
  };

  const rides = query.data?.objects ?? [];
  return (
    <Stack gap="sm">
      {lost !== null && (
        <Alert color="orange" role="alert" withCloseButton closeButtonLabel={t('offers.dismiss')} onClose={() => setLost(null)}>
          {t('offers.takenByOther')}
        </Alert>
      )}
      {query.isPending && <Text c="dimmed">{t('loading')}</Text>}
      {!query.isPending && rides.length === 0 && <Text c="dimmed">{t('offers.empty')}</Text>}
      {rides.map((ride) => (
        <OfferCard
          key={ride.id}
          ride={ride}
          actions={
            ride.abilities.nextStatuses.includes('PLANNED') && (
              <Button
                size="lg"
                fullWidth
                color="orange"
                loading={update.isPending && update.variables.id === ride.id}
                onClick={() => void take(ride)}
              >
                {t('offers.take')}
              </Button>
            )
          }
        />
      ))}
    </Stack>
  );
}
