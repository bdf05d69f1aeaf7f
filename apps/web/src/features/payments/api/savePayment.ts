import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment, TPaymentInput } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { invalidateAll } from '../../../lib/query';
import { PAYMENT_WRITE_INVALIDATES } from './keys';

export interface SavePaymentArgs {
  rideId: number;
  /** Absent: a new payment (POST); else the payment to change (PUT). */
  paymentId?: number;
  body: TPaymentInput;
}

/** POST /api/orders/:id/payments, or PUT /api/orders/:id/payments/:paymentId */
export function savePayment({ rideId, paymentId, body }: SavePaymentArgs): Promise<Payment> {
  return paymentId === undefined ? api.post(`/orders/${rideId}/payments`, body) : api.put(`/orders/${rideId}/payments/${paymentId}`, body);
}

export function useSavePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayment,
    onSuccess: () => invalidateAll(queryClient, PAYMENT_WRITE_INVALIDATES),
  });
}
