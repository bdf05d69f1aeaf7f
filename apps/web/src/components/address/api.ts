import { REFRESH_MS } from '@vozka/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { type Paged, withQuery } from '../../lib/paged';

/** One suggestion of `GET /api/address-suggestions` (docs/api/pricing.md §4). */
export interface AddressSuggestion {
  /** What the list shows and the field takes when it is chosen. */
  fullName: string;
  id: string;
  /** `builtin:…`, `local:location:<id>`, `local:address:<id>`, `mapy:…` or `google:…`. */
  placeId: string;
  address: string;
  lat: number | null;
  lng: number | null;
}

/** A frequently used address (spec §3 "Common address"); it is the place `local:address:<id>`. */
export interface FrequentAddress {
  id: number;
  name: string;
  fullAddress: string;
  placeId: string;
  lat: number | null;
  lng: number | null;
}

/** Spec §9: flight numbers and frequently used addresses are refreshed every 60 s. */
export const PLACES_REFRESH_MS = REFRESH_MS.places;
export const SUGGESTION_LIMIT = 8;

export const addressKeys = {
  suggestions: (term: string) => ['address-suggestions', term] as const,
  frequent: (params: object) => ['frequently-used-addresses', params] as const,
};

/** GET /api/address-suggestions?term=&limit= */
export function fetchAddressSuggestions(term: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return api.get(withQuery('/address-suggestions', { term, limit: SUGGESTION_LIMIT }), { signal });
}

export function useAddressSuggestions(term: string, enabled: boolean) {
  return useQuery({
    queryKey: addressKeys.suggestions(term),
    queryFn: ({ signal }) => fetchAddressSuggestions(term, signal),
    enabled: enabled && term.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export interface FrequentAddressesParams {
  page: number;
  size?: number;
  q?: string;
}

/** GET /api/frequently-used-addresses?page&size&q */
export function fetchFrequentAddresses(params: FrequentAddressesParams, signal?: AbortSignal): Promise<Paged<FrequentAddress>> {
  return api.get(withQuery('/frequently-used-addresses', { size: 20, ...params }), { signal });
}

/** A page of frequently used addresses, refreshed every 60 s while shown (spec §9). */
export function useFrequentAddresses(params: FrequentAddressesParams, enabled = true) {
  return useQuery({
    queryKey: addressKeys.frequent(params),
    queryFn: ({ signal }) => fetchFrequentAddresses(params, signal),
    enabled,
    refetchInterval: PLACES_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
