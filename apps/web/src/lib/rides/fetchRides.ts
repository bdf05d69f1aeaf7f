import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RIDE_PAGE_SIZE, type Ride, type RideStatus } from '@vozka/domain';
import { api } from '../api-client';
import { type Paged, withQuery } from '../paged';
import { ridesKeys } from './keys';

export type RideSort = 'date' | '-date' | 'id' | '-id';

/** The filters of `GET /api/orders` (spec §3); dates already as `yyyy-MM-dd_HH:mm:ss` Prague time. */
export interface RideListParams {
  page: number;
  size?: number;
  dateFrom?: string | null;
  dateTo?: string | null;
  status?: readonly RideStatus[];
  /** PAID: paid only; NOT_PAID: unpaid only. */
  clientPaid?: 'PAID' | 'NOT_PAID' | null;
  fleetManagerId?: number | null;
  driverId?: number | null;
  customerId?: number | null;
  passengerId?: number | null;
  sortBy?: RideSort;
  q?: string;
}

/** GET /api/orders */
export function fetchRides(params: RideListParams, signal?: AbortSignal): Promise<Paged<Ride>> {
  const { status, size = RIDE_PAGE_SIZE, ...rest } = params;
  return api.get(withQuery('/orders', { ...rest, size, status: status?.join(',') }), { signal });
}

export function useRides(params: RideListParams, options: { refetchInterval?: number | false; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ridesKeys.list(params),
    queryFn: ({ signal }) => fetchRides(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchInterval,
    enabled: options.enabled ?? true,
  });
}
