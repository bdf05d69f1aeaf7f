import type { TVehicleInput, Vehicle } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { useWriteMutation } from '../../../lib/query';
import { VEHICLE_WRITE_INVALIDATES } from '../../../lib/vehicles/keys';

/** POST /api/vehicles */
export function createVehicle(body: TVehicleInput): Promise<Vehicle> {
  return api.post('/vehicles', body);
}

export function useCreateVehicle() {
  return useWriteMutation(createVehicle, VEHICLE_WRITE_INVALIDATES);
}
