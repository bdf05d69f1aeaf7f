import { useQuery } from '@tanstack/react-query';
import type { DriverSuggestions } from '@vozka/domain';
import { api } from '../api-client';
import { ridesKeys } from './keys';

/**
 * GET /api/orders/{id}/driver-suggestions (★ best driver: ranked by ETA to the pick-up, with reasons; each with the
 * paired vehicle it would drive). The board's assign form and a fleet manager taking a free ride use it.
 */
export function fetchDriverSuggestions(rideId: number, signal?: AbortSignal): Promise<DriverSuggestions> {
  return api.get(`/orders/${rideId}/driver-suggestions`, { signal });
}

export function useDriverSuggestions(rideId: number, enabled: boolean) {
  return useQuery({
    queryKey: ridesKeys.suggestions(rideId),
    queryFn: ({ signal }) => fetchDriverSuggestions(rideId, signal),
    enabled,
  });
}
