import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAll } from '../../../lib/query';
import { RIDE_WRITE_INVALIDATES } from '../../../lib/rides/keys';

/** PUT /api/orders/:id/mark-as-seen (ADMIN, the ride's fleet manager) */
export function markRideSeen(id: number): Promise<void> {
  return api.put(`/orders/${id}/mark-as-seen`);
}

export function useMarkRideSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRideSeen,
    onSuccess: () => invalidateAll(queryClient, RIDE_WRITE_INVALIDATES),
  });
}
