import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSession, TSessionsRevoked } from '@vozka/domain';
import { api } from '../../../lib/api-client';

export const SESSIONS_KEY = ['sessions'] as const;

export function useSessions() {
  return useQuery({ queryKey: SESSIONS_KEY, queryFn: ({ signal }) => api.get<TSession[]>('/sessions', { signal }) });
}

/** DELETE /api/sessions/{id}: that device is signed out at once. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/sessions/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/** POST /api/sessions/revoke-others: every other device is signed out; answers how many. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TSessionsRevoked>('/sessions/revoke-others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
