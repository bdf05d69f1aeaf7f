import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TVehicleListQuery, Vehicle } from '@vozka/domain';
import { api } from '../api-client';
import { LIST_PAGE_SIZE, type Paged, withQuery } from '../paged';
import { vehiclesKeys } from './keys';

/** GET /api/vehicles (sorted by plate; a DRIVER gets its paired vehicles only). */
export function fetchVehiclesPage(params: TVehicleListQuery, signal?: AbortSignal): Promise<Paged<Vehicle>> {
  return api.get(withQuery('/vehicles', { size: LIST_PAGE_SIZE, ...params }), { signal });
}

export function useVehiclesPage(params: TVehicleListQuery) {
  return useQuery({
    queryKey: vehiclesKeys.list(params),
    queryFn: ({ signal }) => fetchVehiclesPage(params, signal),
    placeholderData: keepPreviousData,
  });
}
