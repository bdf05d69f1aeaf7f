import { useQuery } from '@tanstack/react-query';
import { offerNameFor, type TPublicVehicleOffer } from '@vozka/domain';
import { api } from '../api-client';
import { useLanguage } from '../use-language';
import { useAllVehicleOffers } from './vehicle-offers';

/**
 * The vehicle offers a ride form offers: every offer for ADMIN (`/api/vehicle-offers`), the public ones
 * for everyone else (`/api/vehicle-offers/public`); loaded once `enabled` (the select opened or holding a value).
 * `congress`: the offer may be booked as a congress ride. Named in the UI language: the public list comes
 * named by the API (asked again in another language), the admin's carries both names (offerNameFor).
 */
export function useOfferChoices(admin: boolean, enabled = true): { value: string; label: string; congress: boolean }[] {
  const [language] = useLanguage();
  const all = useAllVehicleOffers(admin && enabled);
  const publicOffers = useQuery({
    queryKey: ['vehicle-offers', 'public', language],
    queryFn: ({ signal }) => api.get<TPublicVehicleOffer[]>('/vehicle-offers/public', { signal }),
    enabled: !admin && enabled,
  });
  if (admin)
    return (all.data ?? []).map((offer) => ({ value: String(offer.id), label: offerNameFor(offer, language), congress: offer.congress }));
  return (publicOffers.data ?? []).map((offer) => ({ value: String(offer.id), label: offer.name, congress: offer.congress }));
}
