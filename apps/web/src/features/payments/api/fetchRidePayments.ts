import { useQuery } from '@tanstack/react-query';
import type { Payment } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { paymentsKeys } from './keys';

/** GET /api/orders/:id/payments — oldest first (an assigned driver gets only the cash ones). */
export function fetchRidePayments(rideId: number, signal?: AbortSignal): Promise<Payment[]> {
  return api.get(`/orders/${rideId}/payments`, { signal });
}

export function useRidePayments(rideId: number) {
  return useQuery({
    queryKey: paymentsKeys.ride(rideId),
    queryFn: ({ signal }) => fetchRidePayments(rideId, signal),
  });
}
