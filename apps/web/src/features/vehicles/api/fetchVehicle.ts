import type { Vehicle } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { useRecord } from '../../../lib/query';
import { vehiclesKeys } from '../../../lib/vehicles/keys';

/** GET /api/vehicles/:id */
export function fetchVehicle(id: number, signal?: AbortSignal): Promise<Vehicle> {
  return api.get(`/vehicles/${id}`, { signal });
}

export function useVehicle(id: number | null) {
  return useRecord(vehiclesKeys.detail(id ?? 0), fetchVehicle, id);
}
