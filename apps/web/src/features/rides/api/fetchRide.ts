import type { Ride } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { useRecord } from '../../../lib/query';
import { ridesKeys } from '../../../lib/rides/keys';

/** GET /api/orders/:id */
export function fetchRide(id: number, signal?: AbortSignal): Promise<Ride> {
  return api.get(`/orders/${id}`, { signal });
}

export function useRide(id: number | null) {
  return useRecord(ridesKeys.detail(id ?? 0), fetchRide, id);
}
