import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ridesKeys } from '../../../lib/rides/keys';

/** One changed field of a ride (docs/api/rides.md); values as the API stores them, as text. */
export interface RideHistoryEntry {
  id: number;
  at: string;
  userId: number | null;
  userName: string | null;
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/** GET /api/orders/:id/history (oldest first) */
export function fetchRideHistory(id: number, signal?: AbortSignal): Promise<RideHistoryEntry[]> {
  return api.get(`/orders/${id}/history`, { signal });
}

export function useRideHistory(id: number) {
  return useQuery({ queryKey: ridesKeys.history(id), queryFn: ({ signal }) => fetchRideHistory(id, signal) });
}
