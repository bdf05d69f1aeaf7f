import type { RideFlight } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { useWriteMutation } from '../../../lib/query';
import { RIDE_WRITE_INVALIDATES } from '../../../lib/rides/keys';

/** POST /api/orders/:id/flight/check: asks the flight provider now (ADMIN); the ride may move with it. */
export function checkFlight(id: number): Promise<RideFlight> {
  return api.post(`/orders/${id}/flight/check`, {});
}

export function useCheckFlight() {
  return useWriteMutation(checkFlight, RIDE_WRITE_INVALIDATES);
}
