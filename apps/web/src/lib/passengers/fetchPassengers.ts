import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Passenger, TPassengersQuery } from '@vozka/domain';
import { api } from '../api-client';
import { LIST_PAGE_SIZE, type Paged, withQuery } from '../paged';
import { passengersKeys } from './keys';

/** GET /api/passengers */
export function fetchPassengers(params: TPassengersQuery, signal?: AbortSignal): Promise<Paged<Passenger>> {
  const { clientId, q, page, size = LIST_PAGE_SIZE } = params;
  return api.get(withQuery('/passengers', { clientId, q, page, size }), { signal });
}

export function usePassengers(params: TPassengersQuery, enabled = true) {
  return useQuery({
    queryKey: passengersKeys.list(params),
    queryFn: ({ signal }) => fetchPassengers(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
