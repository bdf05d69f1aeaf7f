import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAll } from '../../../lib/query';
import { RIDE_WRITE_INVALIDATES } from '../../../lib/rides/keys';

/** DELETE /api/orders/:id (ADMIN; the ride becomes DELETED) */
export function deleteRide(id: number): Promise<void> {
  return api.delete(`/orders/${id}`);
}

export function useDeleteRide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRide,
    onSuccess: () => invalidateAll(queryClient, RIDE_WRITE_INVALIDATES),
  });
}
