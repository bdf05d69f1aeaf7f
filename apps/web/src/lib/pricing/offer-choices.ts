import { useQuery } from '@tanstack/react-query';
import type { TPublicVehicleOffer } from '@vozka/domain';
import { api } from '../api-client';
import { useAllVehicleOffers } from './vehicle-offers';

/**
 * The vehicle offers a ride form offers: every offer for ADMIN (`/api/vehicle-offers`), the public ones
 * for everyone else (`/api/vehicle-offers/public`); loaded once `enabled` (the select opened or holding a value).
 * `congress`: the offer may be booked as a congress ride.
 */
export function useOfferChoices(admin: boolean, enabled = true): { value: string; label: string; congress: boolean }[] {
  const all = useAllVehicleOffers(admin && enabled);
  const publicOffers = useQuery({
    queryKey: ['vehicle-offers', 'public'],
    queryFn: ({ signal }) => api.get<TPublicVehicleOffer[]>('/vehicle-offers/public', { signal }),
    enabled: !admin && enabled,
  });
  const offers = (admin ? all.data : publicOffers.data) ?? [];
  return offers.map((offer) => ({ value: String(offer.id), label: offer.name, congress: offer.congress }));
}
