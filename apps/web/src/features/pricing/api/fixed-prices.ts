import { useQuery } from '@tanstack/react-query';
import type { Direction, TFixedPriceInput } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { resource } from '../../../lib/resource';

/** One end of a fixed price as the API answers it. */
export interface FixedPriceEndView {
  locationId: number | null;
  locationName?: string | null;
  address: string | null;
  placeId: string | null;
}

/** A fixed price of `GET /api/fixed-prices` (CZK, without VAT). */
export interface FixedPriceView {
  id: number;
  from: FixedPriceEndView;
  to: FixedPriceEndView;
  direction: Direction;
  active: boolean;
  driverPrice: number;
  clientPrice: number;
  clientId: number | null;
  clientName?: string | null;
  client?: { id: number; name: string } | null;
  vehicleOfferId: number | null;
  vehicleOffer?: { id: number; name: string } | null;
}

export const fixedPrices = resource<FixedPriceView, TFixedPriceInput>({ path: '/fixed-prices', key: 'fixed-prices' });

/** An active company location for the selects (`GET /api/simple-locations`, by position). */
export interface SimpleLocation {
  id: number;
  name: string;
  placeId: string;
}

export function useSimpleLocations(enabled = true) {
  return useQuery({
    queryKey: ['locations', 'simple'],
    queryFn: ({ signal }) => api.get<SimpleLocation[]>('/simple-locations', { signal }),
    enabled,
  });
}
