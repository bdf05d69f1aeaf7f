import { useQuery } from '@tanstack/react-query';
import type { Ride } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { ridesKeys } from '../../../lib/rides/keys';

/** GET /api/orders/:id */
export function fetchRide(id: number, signal?: AbortSignal): Promise<Ride> {
  return api.get(`/orders/${id}`, { signal });
}

export function useRide(id: number | null) {
  return useQuery({
    queryKey: ridesKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchRide(id!, signal),
    enabled: typeof id === 'number' && id > 0,
  });
}
