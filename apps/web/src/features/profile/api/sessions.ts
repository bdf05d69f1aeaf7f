import { useQuery } from '@tanstack/react-query';
import type { TSession, TSessionsRevoked } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { useSettledWrite } from '../../../lib/query';

export const SESSIONS_KEY = ['sessions'] as const;

export function useSessions() {
  return useQuery({ queryKey: SESSIONS_KEY, queryFn: ({ signal }) => api.get<TSession[]>('/sessions', { signal }) });
}

/** DELETE /api/sessions/{id}: that device is signed out at once. */
export function useRevokeSession() {
  return useSettledWrite((id: number) => api.delete(`/sessions/${id}`), SESSIONS_KEY);
}

/** POST /api/sessions/revoke-others: every other device is signed out; answers how many. */
export function useRevokeOtherSessions() {
  return useSettledWrite(() => api.post<TSessionsRevoked>('/sessions/revoke-others'), SESSIONS_KEY);
}
