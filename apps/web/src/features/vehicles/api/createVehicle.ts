import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVehicleInput, Vehicle } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { invalidateAll } from '../../../lib/query';
import { VEHICLE_WRITE_INVALIDATES } from '../../../lib/vehicles/keys';

/** POST /api/vehicles */
export function createVehicle(body: TVehicleInput): Promise<Vehicle> {
  return api.post('/vehicles', body);
}

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVehicle,
    onSuccess: () => invalidateAll(queryClient, VEHICLE_WRITE_INVALIDATES),
  });
}
