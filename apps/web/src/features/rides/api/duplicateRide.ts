import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ride } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { invalidateAll } from '../../../lib/query';
import { RIDE_WRITE_INVALIDATES } from '../../../lib/rides/keys';

/** GET /api/orders/:id/duplicate — answers the new ride (201). */
export function duplicateRide(id: number): Promise<Ride> {
  return api.get(`/orders/${id}/duplicate`);
}

export function useDuplicateRide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateRide,
    onSuccess: () => invalidateAll(queryClient, RIDE_WRITE_INVALIDATES),
  });
}
