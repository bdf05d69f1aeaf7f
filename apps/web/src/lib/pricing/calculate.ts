import { useQuery } from '@tanstack/react-query';
import type { PriceSource } from '@vozka/domain';
import { api } from '../api-client';

/** The offer of a calculated price (no prices or clients). */
export interface PublicOffer {
  id: number;
  name: string;
  persons: number;
  luggage: number;
  transfer: boolean;
  rent: boolean;
  congress: boolean;
  description: string | null;
  photoUrl: string | null;
}

/** One line of `GET /api/prices/calculate` (CZK; `price` without VAT). */
export interface CalculatedPrice {
  price: number;
  priceWithVat: number;
  vatPercent: number;
  source: PriceSource;
  estimate?: boolean;
  distanceKm?: number;
  /** ADMIN only, from a fixed price. */
  driverPrice?: number;
  vehicleOffer: PublicOffer;
}

/** The query string of a price query (repeated keys for stops). */
export type PriceParams = Record<string, string | string[]>;

export function priceSearch(params: PriceParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    for (const one of Array.isArray(value) ? value : [value]) if (one !== '' || name === 'distance') query.append(name, one);
  return query.toString();
}

/** GET /api/prices/calculate?… */
export function fetchPrices(params: PriceParams, signal?: AbortSignal): Promise<CalculatedPrice[]> {
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
