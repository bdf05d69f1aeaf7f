import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ride } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { withQuery } from '../../../lib/paged';
import { invalidateAll } from '../../../lib/query';
import { RIDE_WRITE_INVALIDATES, ridesKeys } from '../../../lib/rides/keys';

/** Spec §4: waiting time in minutes, 0 to a day. */
export const WAITING_MAX_MINUTES = 24 * 60;

/** PUT /api/orders/:id/set-waiting-time?time=<minutes> */
export function setWaitingTime({ id, minutes }: { id: number; minutes: number }): Promise<Ride> {
  return api.put(withQuery(`/orders/${id}/set-waiting-time`, { time: minutes }));
}

export function useSetWaitingTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWaitingTime,
    onSuccess: (ride) => {
      queryClient.setQueryData(ridesKeys.detail(ride.id), ride);
      return invalidateAll(queryClient, RIDE_WRITE_INVALIDATES);
    },
  });
}
