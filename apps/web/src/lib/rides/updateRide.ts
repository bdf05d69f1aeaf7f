import type { Ride, TRideInput } from '@vozka/domain';
import { api, isApiError } from '../api-client';
import { withQuery } from '../paged';
import { useRecordWrite } from '../query';
import { RIDE_WRITE_INVALIDATES, ridesKeys } from './keys';

export interface UpdateRideArgs {
  id: number;
  /** Fields left out keep their value; `version` makes a stale write fail with 409. */
  body: TRideInput;
  skipNotification?: boolean;
}

/** PUT /api/orders/:id[?skipNotification=true] */
export function updateRide({ id, body, skipNotification }: UpdateRideArgs): Promise<Ride> {
  return api.put(withQuery(`/orders/${id}`, { skipNotification: skipNotification ? true : null }), body);
}

/** The current ride of a 409 RIDE_VERSION_CONFLICT answer (someone else saved first), else null. */
export function rideConflict(error: unknown): Ride | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== 'RIDE_VERSION_CONFLICT') return null;
  const body = error.body as { ride?: Ride } | undefined;
  return body?.ride && typeof body.ride.id === 'number' ? body.ride : null;
}

export function useUpdateRide() {
  return useRecordWrite(updateRide, ridesKeys.detail, RIDE_WRITE_INVALIDATES);
}
