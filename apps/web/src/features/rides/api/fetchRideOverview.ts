import { useQuery } from '@tanstack/react-query';
import type { TContract } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { ridesKeys } from '../../../lib/rides/keys';

/** GET /api/orders/:secretIdent/overview (public): the ride's transport contract, prices in the UI language. */
export function fetchRideOverview(secretIdent: string, signal?: AbortSignal): Promise<TContract> {
  return api.get(`/orders/${encodeURIComponent(secretIdent)}/overview`, { signal, ignoreUnauthorized: true });
}

/** The contract PDF in the UI language. */
export function rideOverviewPdfUrl(secretIdent: string, language: string): string {
  return `/api/orders/${encodeURIComponent(secretIdent)}/overview.pdf?lang=${encodeURIComponent(language)}`;
}

export function useRideOverview(secretIdent: string | undefined) {
  return useQuery({
    queryKey: ridesKeys.overview(secretIdent ?? ''),
    queryFn: ({ signal }) => fetchRideOverview(secretIdent!, signal),
    enabled: Boolean(secretIdent),
  });
}
