import { useQuery } from '@tanstack/react-query';
import type { TPasswordLinkValid } from '@vozka/domain';
import { api } from '../../../lib/api-client';

/** GET /api/setup-password/{key}: 200 {valid:true}, or 410 LINK_EXPIRED. */
export function checkPasswordLink(key: string): Promise<TPasswordLinkValid> {
  return api.get<TPasswordLinkValid>(`/setup-password/${encodeURIComponent(key)}`);
}

export function passwordLinkQueryKey(key: string) {
  return ['password-link', key] as const;
}

export function useCheckPasswordLink(key: string) {
  return useQuery({
    queryKey: passwordLinkQueryKey(key),
    queryFn: () => checkPasswordLink(key),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
