import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVehicleInput, Vehicle } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { invalidateAll } from '../../../lib/query';
import { VEHICLE_WRITE_INVALIDATES, vehiclesKeys } from '../../../lib/vehicles/keys';

/** PUT /api/vehicles/:id */
export function updateVehicle(id: number, body: TVehicleInput): Promise<Vehicle> {
  return api.put(`/vehicles/${id}`, body);
}

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TVehicleInput }) => updateVehicle(id, body),
    onSuccess: (vehicle) => {
      queryClient.setQueryData(vehiclesKeys.detail(vehicle.id), vehicle);
      return invalidateAll(queryClient, VEHICLE_WRITE_INVALIDATES);
    },
  });
}
