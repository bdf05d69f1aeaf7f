import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDistancePrices, TPricingIntervalInput } from '@vozka/domain';
import { api } from '../../../lib/api-client';

export const distancePricesKey = (vehicleOfferId: number) => ['distance-prices', vehicleOfferId] as const;

/** GET /api/distance-prices?vehicleOfferId= */
export function useDistancePrices(vehicleOfferId: number | null) {
  return useQuery({
    queryKey: distancePricesKey(vehicleOfferId ?? 0),
    queryFn: ({ signal }) => api.get<TDistancePrices>(`/distance-prices?vehicleOfferId=${vehicleOfferId}`, { signal }),
    enabled: vehicleOfferId !== null,
  });
}

/** PUT /api/distance-prices/:vehicleOfferId — replaces the whole table. */
export function useSaveDistancePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleOfferId, intervals }: { vehicleOfferId: number; intervals: TPricingIntervalInput[] }) =>
      api.put<TDistancePrices>(`/distance-prices/${vehicleOfferId}`, { intervals }),
    onSuccess: (answer, { vehicleOfferId }) => queryClient.setQueryData(distancePricesKey(vehicleOfferId), answer),
  });
}
