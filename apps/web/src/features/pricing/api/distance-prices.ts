import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPricingIntervalInput } from '@vozka/domain';
import { api } from '../../../lib/api-client';

/** One row of an offer's prices table, as the API answers it (CZK, km). */
export interface IntervalRow {
  fromKm: number;
  toKm: number | null;
  pricePerKm: number;
  minimumFare: number;
  waitingPerMinute: number;
}

export interface DistancePrices {
  vehicleOfferId: number;
  intervals: IntervalRow[];
}

export const distancePricesKey = (vehicleOfferId: number) => ['distance-prices', vehicleOfferId] as const;

/** GET /api/distance-prices?vehicleOfferId= */
export function useDistancePrices(vehicleOfferId: number | null) {
  return useQuery({
    queryKey: distancePricesKey(vehicleOfferId ?? 0),
    queryFn: ({ signal }) => api.get<DistancePrices>(`/distance-prices?vehicleOfferId=${vehicleOfferId}`, { signal }),
    enabled: vehicleOfferId !== null,
  });
}

/** PUT /api/distance-prices/:vehicleOfferId — replaces the whole table. */
export function useSaveDistancePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleOfferId, intervals }: { vehicleOfferId: number; intervals: TPricingIntervalInput[] }) =>
      api.put<DistancePrices>(`/distance-prices/${vehicleOfferId}`, { intervals }),
    onSuccess: (answer, { vehicleOfferId }) => queryClient.setQueryData(distancePricesKey(vehicleOfferId), answer),
  });
}
