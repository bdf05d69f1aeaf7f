import { useQuery } from '@tanstack/react-query';
import { RIDE_PAGE_SIZE } from '@vozka/domain';
import { fetchRides } from './fetchRides';
import { ridesKeys } from './keys';

/** Spec §9: the free-rides badge refreshes every 2 minutes. */
export const FREE_RIDES_REFRESH_MS = 2 * 60_000;

/** How many FREE rides the user may take: a page of 50; `more` when there are further pages ("50+"). */
export function useFreeRidesCount(enabled: boolean) {
  return useQuery({
    queryKey: ridesKeys.freeCount,
    queryFn: async ({ signal }) => {
      const page = await fetchRides({ page: 0, size: RIDE_PAGE_SIZE, status: ['FREE'] }, signal);
      return { count: page.objects.length, more: page.totalPages > 1 };
    },
    refetchInterval: FREE_RIDES_REFRESH_MS,
    enabled,
  });
}
