import { api } from '../../../lib/api-client';
import { useWriteMutation } from '../../../lib/query';
import { VEHICLE_WRITE_INVALIDATES } from '../../../lib/vehicles/keys';

/** DELETE /api/vehicles/:id */
export function deleteVehicle(id: number): Promise<void> {
  return api.delete(`/vehicles/${id}`);
}

export function useDeleteVehicle() {
  return useWriteMutation(deleteVehicle, VEHICLE_WRITE_INVALIDATES);
}
