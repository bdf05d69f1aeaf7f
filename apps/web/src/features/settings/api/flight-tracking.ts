import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FlightTrackingInput, FlightTrackingSettings } from '@vozka/domain';
import { api } from '../../../lib/api-client';

const key = ['settings', 'flight-tracking'] as const;

/** GET /api/settings/flight-tracking (ADMIN): the key only as `apiKeySet` and its last 4 characters. */
export function useFlightTracking() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<FlightTrackingSettings>('/settings/flight-tracking', { signal }) });
}

/** PUT /api/settings/flight-tracking: `apiKey` left out keeps the stored key, null removes it. */
export function useSaveFlightTracking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FlightTrackingInput) => api.put<FlightTrackingSettings>('/settings/flight-tracking', body),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
}
