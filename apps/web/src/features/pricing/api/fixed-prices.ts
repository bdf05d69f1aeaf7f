import { useQuery } from '@tanstack/react-query';
import type { TFixedPrice, TFixedPriceInput, TSimpleLocation } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { resource } from '../../../lib/resource';

export const fixedPrices = resource<TFixedPrice, TFixedPriceInput>({ path: '/fixed-prices', key: 'fixed-prices' });

export function useSimpleLocations(enabled = true) {
  return useQuery({
    queryKey: ['locations', 'simple'],
    queryFn: ({ signal }) => api.get<TSimpleLocation[]>('/simple-locations', { signal }),
    enabled,
  });
}
