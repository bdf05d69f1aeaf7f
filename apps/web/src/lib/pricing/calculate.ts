import { useQuery } from '@tanstack/react-query';
import type { TCalculatedPrice } from '@vozka/domain';
import { api } from '../api-client';

/** The query string of a price query (repeated keys for stops). */
export type PriceParams = Record<string, string | string[]>;

export function priceSearch(params: PriceParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    for (const one of Array.isArray(value) ? value : [value]) if (one !== '' || name === 'distance') query.append(name, one);
  return query.toString();
}

/** GET /api/prices/calculate?… */
export function fetchPrices(params: PriceParams, signal?: AbortSignal): Promise<TCalculatedPrice[]> {
  return api.get(`/prices/calculate?${priceSearch(params)}`, { signal });
}

export function usePrices(params: PriceParams | null) {
  return useQuery({
    queryKey: ['prices', 'calculate', params],
    queryFn: ({ signal }) => fetchPrices(params!, signal),
    enabled: params !== null,
    staleTime: 30_000,
  });
}
