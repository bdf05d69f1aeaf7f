import { REFRESH_MS, seesFreePool, type TFreeCount, type UserDetails } from '@vozka/domain';
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

/**
 * Does the user see the free rides (the header badge and the driver's trip-offers tab)? A pool taker (spec §6:
 * a fleet manager, a driver without a fleet manager) unless `hideTripOffers` is set on it (issue 17 §7).
 */
export function seesTripOffers(user: Pick<UserDetails, 'fleetManager' | 'hideTripOffers'>, roles: readonly string[]): boolean {
  return seesFreePool({ roles, fleetManagerId: user.fleetManager?.id ?? null }) && user.hideTripOffers !== true;
}
