import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { NotFoundPage } from '../../../../components/NotFoundPage';
import { QueryState } from '../../../../components/ui/QueryState';
import { isApiError } from '../../../../lib/api-client';
import { useRide } from '../../api/fetchRide';
import { ridePath } from '../../../../lib/rides/paths';
import { RideForm } from '../form/RideForm';
import { useRideId } from './use-ride-id';

/** /manage/drives/:id/edit — the ride form for a ride the user may edit, with a way back; after "Save", the ride. */
export function RideEditPage() {
  const { t } = useTranslation('rides');
  const rideId = useRideId();
  const record = useRide(rideId);
  const navigate = useNavigate();
  if (rideId === null || (isApiError(record.error) && record.error.status === 404)) return <NotFoundPage />;
  return (
    <QueryState data={record.data} error={record.error} errorTitle={t('toasts.loadOneFailed')}>
      {(ride) =>
        ride.abilities.edit ? (
          <Stack maw={1000}>
            {/* Leaving without saving: back to the ride. */}
            <Anchor component={Link} to={ridePath(ride.id)} fz="sm" w="fit-content">
              ← {t('detail.back')}
            </Anchor>
            <RideForm
              key={ride.id}
              ride={ride}
              onSaved={(saved, mode) => {
                if (mode === 'save') void navigate(ridePath(saved.id));
              }}
            />
          </Stack>
        ) : (
          <Navigate to={ridePath(ride.id)} replace />
        )
      }
    </QueryState>
  );
}
