import { Button, Grid, Stack } from '@mantine/core';
import { type Ride, isDispatcher } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../../components/ui/PageHeader';
import { PlusIcon } from '../../../../components/ui/icons';
import { isApiError } from '../../../../lib/api-client';
import { useSignedInUser } from '../../../../lib/auth';
import { showErrorToast, showToast } from '../../../../lib/toasts';
import { useFetchLastRide } from '../../api/fetchLastRide';
import { type RideFormValues, asNewRide, rideFormDefaults } from '../../ride-form';
import { ridePath } from '../../../../lib/rides/paths';
import { RideForm } from '../form/RideForm';
import { UpcomingRides } from './UpcomingRides';

interface FormTarget {
  key: string;
  ride: Ride | null;
  initial?: RideFormValues;
}

let counter = 0;
const fresh = (target: Omit<FormTarget, 'key'> = { ride: null }): FormTarget => ({
  ...target,
  key: `form-${++counter}`,
});

/**
 * /dispatching (spec §2): today's and later rides, the ride form one click away beside them. Dispatch creates and edits
 * rides here (a ride of the list goes into the form); a CUSTOMER books its rides here.
 */
export function DispatchingPage() {
  const { t } = useTranslation('rides');
  const { roles } = useSignedInUser();
  const navigate = useNavigate();
  const fetchLast = useFetchLastRide();
  // Dispatch sees today's and the next rides first; the form opens with "New ride" or a ride of the
  // list (issue 17 §10). A CUSTOMER's booking page starts with the form.
  const dispatch = isDispatcher(roles);
  const [target, setTarget] = useState<FormTarget | null>(() => (dispatch ? null : fresh()));
  const [loadingLast, setLoadingLast] = useState(false);

  const select = (ride: Ride) => {
    if (ride.abilities.edit) setTarget(fresh({ ride }));
    else void navigate(ridePath(ride.id));
  };

  const fromLast = async () => {
    setLoadingLast(true);
    try {
      const last = await fetchLast();
      setTarget(fresh({ ride: null, initial: { ...asNewRide(rideFormDefaults(last)), date: '', returnDate: '' } }));
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        showToast({ kind: 'info', title: t('dispatching.fromLast'), defaultDetail: t('dispatching.noLast') });
      } else showErrorToast(t('dispatching.fromLast'), error, t('toasts.loadFailed'));
    } finally {
      setLoadingLast(false);
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={dispatch ? t('dispatching.title') : t('dispatching.bookTitle')}
        actions={
          <>
            <Button variant="default" loading={loadingLast} onClick={() => void fromLast()}>
              {t('dispatching.fromLast')}
            </Button>
            <Button leftSection={<PlusIcon />} onClick={() => setTarget(fresh())}>
              {t('dispatching.newRide')}
            </Button>
          </>
        }
      />
      <Grid gap="lg" align="flex-start">
        {target && (
          <Grid.Col span={{ base: 12, xl: 7 }}>
            <RideForm key={target.key} ride={target.ride} initial={target.initial} />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, xl: target ? 5 : 12 }} order={{ base: dispatch ? -1 : 1, xl: 1 }}>
          <UpcomingRides selectedId={target?.ride?.id ?? null} onSelect={select} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
