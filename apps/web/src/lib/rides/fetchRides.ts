import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RIDE_PAGE_SIZE, type Ride, type TRideListQuery } from '@vozka/domain';
import { api } from '../api-client';
import { type Paged, withQuery } from '../paged';
import { ridesKeys } from './keys';

/** GET /api/orders: filters (spec §3) with dates already as `yyyy-MM-dd_HH:mm:ss` Prague time. */
export function fetchRides(params: TRideListQuery, signal?: AbortSignal): Promise<Paged<Ride>> {
  const { status, size = RIDE_PAGE_SIZE, ...rest } = params;
  return api.get(withQuery('/orders', { ...rest, size, status: status?.join(',') }), { signal });
}

export function useRides(params: TRideListQuery, options: { refetchInterval?: number | false; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ridesKeys.list(params),
    queryFn: ({ signal }) => fetchRides(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchInterval,
    enabled: options.enabled ?? true,
  });
}
