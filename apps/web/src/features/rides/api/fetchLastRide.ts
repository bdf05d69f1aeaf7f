import { useQueryClient } from '@tanstack/react-query';
import type { Ride } from '@vozka/domain';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { ridesKeys } from '../../../lib/rides/keys';

/** GET /api/orders/last — the newest ride the caller created (404 when there is none). */
export function fetchLastRide(signal?: AbortSignal): Promise<Ride> {
  return api.get('/orders/last', { signal });
}

/** Asks for the last ride when called (a button), fresh each time. */
export function useFetchLastRide(): () => Promise<Ride> {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.fetchQuery({
        queryKey: ridesKeys.last,
        queryFn: ({ signal }) => fetchLastRide(signal),
        staleTime: 0,
      }),
    [queryClient],
  );
}
