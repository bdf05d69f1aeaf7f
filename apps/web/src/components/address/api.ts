import { REFRESH_MS, type TAddressListQuery, type TAddressSuggestion, type TFrequentlyUsedAddress } from '@vozka/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { type Paged, withQuery } from '../../lib/paged';

/** Spec §9: flight numbers and frequently used addresses are refreshed every 60 s. */
export const PLACES_REFRESH_MS = REFRESH_MS.places;
export const SUGGESTION_LIMIT = 8;

export const addressKeys = {
  suggestions: (term: string) => ['address-suggestions', term] as const,
  frequent: (params: object) => ['frequently-used-addresses', params] as const,
};

/** GET /api/address-suggestions?term=&limit= */
export function fetchAddressSuggestions(term: string, signal?: AbortSignal): Promise<TAddressSuggestion[]> {
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

/** GET /api/frequently-used-addresses?page&size&q */
export function fetchFrequentAddresses(params: TAddressListQuery, signal?: AbortSignal): Promise<Paged<TFrequentlyUsedAddress>> {
  return api.get(withQuery('/frequently-used-addresses', { size: 20, ...params }), { signal });
}

/** A page of frequently used addresses, refreshed every 60 s while shown (spec §9). */
export function useFrequentAddresses(params: TAddressListQuery, enabled = true) {
  return useQuery({
    queryKey: addressKeys.frequent(params),
    queryFn: ({ signal }) => fetchFrequentAddresses(params, signal),
    enabled,
    refetchInterval: PLACES_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
