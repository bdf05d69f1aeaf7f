import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAll } from '../../../lib/query';
import { PAYMENT_WRITE_INVALIDATES } from './keys';

/** DELETE /api/orders/:id/payments/:paymentId (a payment paid online answers 409) */
export function deletePayment({ rideId, paymentId }: { rideId: number; paymentId: number }): Promise<void> {
  return api.delete(`/orders/${rideId}/payments/${paymentId}`);
}

export function useDeletePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePayment,
    onSuccess: () => invalidateAll(queryClient, PAYMENT_WRITE_INVALIDATES),
  });
}
