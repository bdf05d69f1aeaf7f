import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDetails } from '@vozka/domain';
import { api } from '../api-client';
import { invalidateAll } from '../query';
import { USER_WRITE_INVALIDATES } from './keys';
import type { UserBody } from './user-body';

/** POST /api/users (`quick=1` from a picker's quick-create dialog: fewer required fields). */
export function createUser(body: UserBody, quick = false): Promise<UserDetails> {
  return api.post(quick ? '/users?quick=1' : '/users', body);
}

export function useCreateUser({ quick = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserBody) => createUser(body, quick),
    onSuccess: () => invalidateAll(queryClient, USER_WRITE_INVALIDATES),
  });
}
