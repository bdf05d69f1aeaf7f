import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAll } from '../../../lib/query';
import { VEHICLE_WRITE_INVALIDATES } from '../../../lib/vehicles/keys';

/** DELETE /api/vehicles/:id */
export function deleteVehicle(id: number): Promise<void> {
  return api.delete(`/vehicles/${id}`);
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: () => invalidateAll(queryClient, VEHICLE_WRITE_INVALIDATES),
  });
}
