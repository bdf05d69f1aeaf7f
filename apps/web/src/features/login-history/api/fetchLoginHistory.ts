import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LoginHistoryEntry, TLoginHistoryQuery } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { LIST_PAGE_SIZE, type Paged, withQuery } from '../../../lib/paged';

/** GET /api/login-history (ADMIN), newest first. */
export function fetchLoginHistory(params: TLoginHistoryQuery, signal?: AbortSignal): Promise<Paged<LoginHistoryEntry>> {
  return api.get(withQuery('/login-history', { size: LIST_PAGE_SIZE, ...params }), { signal });
}

export function useLoginHistory(params: TLoginHistoryQuery) {
  return useQuery({
    queryKey: ['login-history', params],
    queryFn: ({ signal }) => fetchLoginHistory(params, signal),
    placeholderData: keepPreviousData,
  });
}
