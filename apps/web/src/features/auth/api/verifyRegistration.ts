import { useQuery } from '@tanstack/react-query';
import type { TMessage } from '@vozka/domain';
import { api } from '../../../lib/api-client';

/** GET /api/registration/{key}: 200 when verified, 410 LINK_EXPIRED when invalid, used or expired. */
export function verifyRegistration(key: string): Promise<TMessage> {
  return api.get<TMessage>(`/registration/${encodeURIComponent(key)}`);
}

/** The key is used up by the first call, so the answer is never asked for again. */
export function useVerifyRegistration(key: string) {
  return useQuery({
    queryKey: ['registration-verification', key],
    queryFn: () => verifyRegistration(key),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
