import { useQuery } from '@tanstack/react-query';
import type { TVehicleOfferInput } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { PICKER_KEY } from '../../../components/pickers/rules';
import { asPage, resource } from './resource';

/** A vehicle offer as `GET /api/vehicle-offers` answers it (money in CZK, without VAT). */
export interface VehicleOffer {
  id: number;
  name: string;
  persons: number;
  luggage: number;
  transfer: boolean;
  rent: boolean;
  congress: boolean;
  rentPricePerHour: number | null;
  public: boolean;
  description: string | null;
  photoFileId?: number | null;
  photoUrl?: string | null;
  allowedClients: { id: number; name: string }[];
}

/** Vehicle offers (ADMIN); writes refresh the offer selects too. */
export const vehicleOffers = resource<VehicleOffer, TVehicleOfferInput>({
  path: '/vehicle-offers',
  key: 'vehicle-offers',
  invalidates: [[PICKER_KEY]],
});

/** Every offer, in the admin's order (the selects of the prices table and the ride form). */
export function useAllVehicleOffers(enabled = true) {
  return useQuery({
    queryKey: [...vehicleOffers.keys.all, 'all'],
    queryFn: async ({ signal }) =>
      asPage(
        await api.get<{ objects: VehicleOffer[]; totalPages: number } | VehicleOffer[]>(
          '/vehicle-offers?page=0&size=1000',
          { signal },
        ),
      ).objects,
    enabled,
  });
}
