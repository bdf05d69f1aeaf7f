import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Vehicle } from '@vozka/domain';
import { api } from '../api-client';
import { LIST_PAGE_SIZE, type Paged, withQuery } from '../paged';
import { vehiclesKeys } from './keys';

export interface VehiclesParams {
  q?: string;
  page: number;
  size?: number;
  /** true: active only; false: inactive only; null: all. */
  active?: boolean | null;
  fleetManagerId?: number | null;
  driverId?: number | null;
}

/** GET /api/vehicles (sorted by plate; a DRIVER gets its paired vehicles only). */
export function fetchVehiclesPage(params: VehiclesParams, signal?: AbortSignal): Promise<Paged<Vehicle>> {
  return api.get(withQuery('/vehicles', { size: LIST_PAGE_SIZE, ...params }), { signal });
}

export function useVehiclesPage(params: VehiclesParams) {
  return useQuery({
    queryKey: vehiclesKeys.list(params),
    queryFn: ({ signal }) => fetchVehiclesPage(params, signal),
    placeholderData: keepPreviousData,
  });
}
