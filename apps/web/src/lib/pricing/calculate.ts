import { useQuery } from '@tanstack/react-query';
import type { TCalculatedPrice, TPriceQueryText } from '@vozka/domain';
import { api } from '../api-client';

export function priceSearch(params: TPriceQueryText): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    for (const one of Array.isArray(value) ? value : [value]) if (one !== '' || name === 'distance') query.append(name, one);
  return query.toString();
}

/** GET /api/prices/calculate?… */
export function fetchPrices(params: TPriceQueryText, signal?: AbortSignal): Promise<TCalculatedPrice[]> {
  return api.get(`/prices/calculate?${priceSearch(params)}`, { signal });
}

export function usePrices(params: TPriceQueryText | null) {
  return useQuery({
    queryKey: ['prices', 'calculate', params],
    queryFn: ({ signal }) => fetchPrices(params!, signal),
    enabled: params !== null,
    staleTime: 30_000,
  });
}
