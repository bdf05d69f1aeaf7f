import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, TVehicleOffer, TVehicleOfferInput } from '@vozka/domain';
import { api } from '../api-client';
import type { PictureChange } from '../../components/files/PictureField';
import { PICKER_KEY } from '../../components/pickers/rules';
import { invalidateAll } from '../query';
import { asPage, resource } from '../resource';

/** Vehicle offers (ADMIN); writes refresh the offer selects too. */
export const vehicleOffers = resource<TVehicleOffer, TVehicleOfferInput>({
  path: '/vehicle-offers',
  key: 'vehicle-offers',
  invalidates: [[PICKER_KEY]],
});

/** Every offer, in the admin's order (the selects of the prices table and the ride form). */
export function useAllVehicleOffers(enabled = true) {
  return useQuery({
    queryKey: [...vehicleOffers.keys.all, 'all'],
    queryFn: async ({ signal }) =>
      asPage(await api.get<Page<TVehicleOffer> | TVehicleOffer[]>('/vehicle-offers?page=0&size=1000', { signal })).objects,
    enabled,
  });
}

/** What the photo field of the offer dialog does on Save: keep the photo, upload a new one, or remove it. */
export type PhotoChange = PictureChange;

/** PUT /api/vehicle-offers/{id}/photo, multipart `file`: answers the offer with its new photo. */
export function uploadOfferPhoto(id: number, file: File): Promise<TVehicleOffer> {
  const data = new FormData();
  data.set('file', file, file.name);
  return api.put(`/vehicle-offers/${id}/photo`, data);
}

/** Applies a photo change to a saved offer (upload or DELETE /api/vehicle-offers/{id}/photo). */
export function useOfferPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ offer, change }: { offer: TVehicleOffer; change: PhotoChange }): Promise<void> => {
      if (change.kind === 'new') await uploadOfferPhoto(offer.id, change.file);
      else if (change.kind === 'remove' && offer.photoUrl) await api.delete(`/vehicle-offers/${offer.id}/photo`);
    },
    onSuccess: () => invalidateAll(queryClient, [vehicleOffers.keys.all, [PICKER_KEY]]),
  });
}
