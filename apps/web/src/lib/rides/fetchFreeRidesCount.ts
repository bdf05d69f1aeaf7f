import { REFRESH_MS, type TFreeCount } from '@vozka/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { ridesKeys } from './keys';

/** Spec §9: the free-rides badge refreshes every 2 minutes (while the live stream is down). */
export const FREE_RIDES_REFRESH_MS = REFRESH_MS.freeRides;

/** GET /api/orders/free-count: how many FREE rides the user sees (docs/api/dispatch.md §5). */
export function fetchFreeRidesCount(signal?: AbortSignal): Promise<TFreeCount> {
  return api.get('/orders/free-count', { signal });
}

/**
 * The badge's count. The live stream pushes `free-rides.count` into this query; it polls only when
 * `refetchInterval` is given (the stream is down).
 */
export function useFreeRidesCount(enabled: boolean, refetchInterval: number | false = FREE_RIDES_REFRESH_MS) {
  return useQuery({
    queryKey: ridesKeys.freeCount,
    queryFn: ({ signal }) => fetchFreeRidesCount(signal),
    refetchInterval,
    enabled,
  });
}
