import { useQuery } from '@tanstack/react-query';
import type { UserDetails } from '@vozka/domain';
import { api } from '../../../lib/api-client';

export const PROFILE_KEY = ['profile'] as const;

/** GET /api/profile: one's own data. */
export function fetchProfile(signal?: AbortSignal): Promise<UserDetails> {
  return api.get('/profile', { signal });
}

export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => fetchProfile(signal) });
}
