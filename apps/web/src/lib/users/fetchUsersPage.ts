import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Role, UserDetails } from '@vozka/domain';
import { api } from '../api-client';
import { LIST_PAGE_SIZE, type Paged, withQuery } from '../paged';
import { usersKeys } from './keys';

export interface UsersPageParams {
  roleName?: Role | null;
  q?: string;
  page: number;
  size?: number;
}

/** GET /api/uservos: a page of users of one role (all roles without it), searched by `q`. */
export function fetchUsersPage(params: UsersPageParams, signal?: AbortSignal): Promise<Paged<UserDetails>> {
  const { roleName, q, page, size = LIST_PAGE_SIZE } = params;
  return api.get(withQuery('/uservos', { roleName, q, page, size }), { signal });
}

export function useUsersPage(params: UsersPageParams) {
  return useQuery({
    queryKey: usersKeys.list(params),
    queryFn: ({ signal }) => fetchUsersPage(params, signal),
    placeholderData: keepPreviousData,
  });
}
