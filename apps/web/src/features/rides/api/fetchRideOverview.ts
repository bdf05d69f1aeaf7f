import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ridesKeys } from '../../../lib/rides/keys';

/**
 * The public transport contract of a ride (docs/api/rides.md, spec §2 my-drive). A party the ride has
 * none of yet (no passenger, no driver, no vehicle) is null.
 */
export interface RideOverview {
  customer: {
    name: string | null;
    dateOfBirth: string | null;
    address: string | null;
    companyId: string | null;
    companyName: string | null;
  } | null;
  passenger: { name: string | null; dateOfBirth: string | null; phone: string | null; email: string | null } | null;
  ride: {
    id: number;
    date: string | null;
    route: string[];
    persons: number | null;
    onThePlaceTime: string | null;
    doneTime: string | null;
    /** The agreed client price in CZK, or null when the price follows the price list. */
    price: number | null;
    /** The price as the contract shows it, in the UI language (Accept-Language). */
    priceLabel: string | null;
    paymentMethod: string | null;
  };
  carrier: {
    name: string | null;
    address: string | null;
    phone: string | null;
    company: string | null;
    companyId: string | null;
  } | null;
  vehicle: {
    brand: string | null;
    model: string | null;
    color: string | null;
    registrationPlate: string | null;
  } | null;
  intermediary: {
    name: string | null;
    address: string | null;
    companyId: string | null;
    vatId: string | null;
    phone: string | null;
    email: string | null;
  };
}

/** GET /api/orders/:secretIdent/overview (public) */
export function fetchRideOverview(secretIdent: string, signal?: AbortSignal): Promise<RideOverview> {
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
