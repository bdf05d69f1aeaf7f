import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUserInput, UserDetails } from '@vozka/domain';
import { api } from '../api-client';
import { invalidateAll } from '../query';
import { USER_WRITE_INVALIDATES } from './keys';

/** POST /api/users (`quick=1` from a picker's quick-create dialog: fewer required fields). */
export function createUser(body: TUserInput, quick = false): Promise<UserDetails> {
  return api.post(quick ? '/users?quick=1' : '/users', body);
}

export function useCreateUser({ quick = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUserInput) => createUser(body, quick),
    onSuccess: () => invalidateAll(queryClient, USER_WRITE_INVALIDATES),
  });
}
