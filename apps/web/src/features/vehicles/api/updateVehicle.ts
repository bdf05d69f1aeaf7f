import type { TVehicleInput, Vehicle } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { useRecordWrite } from '../../../lib/query';
import { VEHICLE_WRITE_INVALIDATES, vehiclesKeys } from '../../../lib/vehicles/keys';

/** PUT /api/vehicles/:id */
export function updateVehicle(id: number, body: TVehicleInput): Promise<Vehicle> {
  return api.put(`/vehicles/${id}`, body);
}

export function useUpdateVehicle() {
  return useRecordWrite(
    ({ id, body }: { id: number; body: TVehicleInput }) => updateVehicle(id, body),
    vehiclesKeys.detail,
    VEHICLE_WRITE_INVALIDATES,
  );
}
