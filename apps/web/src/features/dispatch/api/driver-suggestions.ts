import { useQuery } from '@tanstack/react-query';
import type { DriverSuggestions } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { dispatchKeys } from './keys';

/** GET /api/orders/{id}/driver-suggestions (★ best driver: ranked by ETA to the pick-up, with reasons). */
export function fetchDriverSuggestions(rideId: number, signal?: AbortSignal): Promise<DriverSuggestions> {
  return api.get(`/orders/${rideId}/driver-suggestions`, { signal });
}

export function useDriverSuggestions(rideId: number, enabled: boolean) {
  return useQuery({
    queryKey: dispatchKeys.suggestions(rideId),
    queryFn: ({ signal }) => fetchDriverSuggestions(rideId, signal),
    enabled,
  });
}
