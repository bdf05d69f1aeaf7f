import { useQuery } from '@tanstack/react-query';
import type { Vehicle } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { vehiclesKeys } from '../../../lib/vehicles/keys';

/** GET /api/vehicles/:id */
export function fetchVehicle(id: number, signal?: AbortSignal): Promise<Vehicle> {
  return api.get(`/vehicles/${id}`, { signal });
}

export function useVehicle(id: number | null) {
  return useQuery({
    queryKey: vehiclesKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchVehicle(id!, signal),
    enabled: typeof id === 'number' && id > 0,
  });
}
