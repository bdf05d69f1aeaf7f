import { useQuery } from '@tanstack/react-query';
import type { TRideHistoryEntry } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { ridesKeys } from '../../../lib/rides/keys';

/** GET /api/orders/:id/history (oldest first) */
export function fetchRideHistory(id: number, signal?: AbortSignal): Promise<TRideHistoryEntry[]> {
  return api.get(`/orders/${id}/history`, { signal });
}

export function useRideHistory(id: number) {
  return useQuery({ queryKey: ridesKeys.history(id), queryFn: ({ signal }) => fetchRideHistory(id, signal) });
}
