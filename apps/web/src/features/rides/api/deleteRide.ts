import { api } from '../../../lib/api-client';
import { useWriteMutation } from '../../../lib/query';
import { RIDE_WRITE_INVALIDATES } from '../../../lib/rides/keys';

/** DELETE /api/orders/:id (ADMIN; the ride becomes DELETED) */
export function deleteRide(id: number): Promise<void> {
  return api.delete(`/orders/${id}`);
}

export function useDeleteRide() {
  return useWriteMutation(deleteRide, RIDE_WRITE_INVALIDATES);
}
