import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TUserPageQuery, UserDetails } from '@vozka/domain';
import { api } from '../api-client';
import { LIST_PAGE_SIZE, type Paged, withQuery } from '../paged';
import { usersKeys } from './keys';

/** GET /api/uservos: a page of users of one role (all roles without it), searched by `q`. */
export function fetchUsersPage(params: TUserPageQuery, signal?: AbortSignal): Promise<Paged<UserDetails>> {
  const { roleName, q, page, size = LIST_PAGE_SIZE } = params;
  return api.get(withQuery('/uservos', { roleName, q, page, size }), { signal });
}

export function useUsersPage(params: TUserPageQuery) {
  return useQuery({
    queryKey: usersKeys.list(params),
    queryFn: ({ signal }) => fetchUsersPage(params, signal),
    placeholderData: keepPreviousData,
  });
}
