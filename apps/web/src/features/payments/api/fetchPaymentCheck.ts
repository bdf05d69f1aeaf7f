import { useQuery } from '@tanstack/react-query';
import type { PaymentCheck } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import type { PaymentPageKind } from '../../../lib/payments/paths';
import { paymentsKeys } from './keys';

/** GET /api/check-payment/drive/:paymentSecret or /api/check-payment/payment/:publicId (public) */
export function fetchPaymentCheck(kind: PaymentPageKind, id: string, signal?: AbortSignal): Promise<PaymentCheck> {
  return api.get(`/check-payment/${kind}/${encodeURIComponent(id)}`, { signal, ignoreUnauthorized: true });
}

export function usePaymentCheck(kind: PaymentPageKind, id: string | undefined) {
  return useQuery({
    queryKey: paymentsKeys.check(kind, id ?? ''),
    queryFn: ({ signal }) => fetchPaymentCheck(kind, id!, signal),
    enabled: Boolean(id),
  });
}
