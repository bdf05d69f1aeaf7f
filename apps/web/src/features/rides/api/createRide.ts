import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ride, TRideInput } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { withQuery } from '../../../lib/paged';
import { invalidateAll } from '../../../lib/query';
import { RIDE_WRITE_INVALIDATES } from '../../../lib/rides/keys';

export interface CreateRideArgs {
  body: TRideInput;
  /** Spec §4: create without notifying anyone. */
  skipNotification?: boolean;
}

/** POST /api/orders[?skipNotification=true] */
export function createRide({ body, skipNotification }: CreateRideArgs): Promise<Ride> {
  return api.post(withQuery('/orders', { skipNotification: skipNotification ? true : null }), body);
}

export function useCreateRide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRide,
    onSuccess: () => invalidateAll(queryClient, RIDE_WRITE_INVALIDATES),
  });
}
