import { useQuery } from '@tanstack/react-query';
import type { UserRecord } from '@vozka/domain';
import { api } from '../api-client';
import { usersKeys } from './keys';

/** GET /api/users/:id: the user with its paired vehicles and (passengers) its client. */
export function fetchUser(id: number, signal?: AbortSignal): Promise<UserRecord> {
  return api.get(`/users/${id}`, { signal });
}

/** One user (disabled without an id). */
export function useUser(id: number | null | undefined) {
  return useQuery({
    queryKey: usersKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchUser(id!, signal),
    enabled: typeof id === 'number' && id > 0,
  });
}
