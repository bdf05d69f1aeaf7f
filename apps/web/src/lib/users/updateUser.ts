import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUserInput, UserDetails } from '@vozka/domain';
import { api } from '../api-client';
import { invalidateAll } from '../query';
import { USER_WRITE_INVALIDATES } from './keys';

/** PUT /api/users/:id */
export function updateUser(id: number, body: TUserInput): Promise<UserDetails> {
  return api.put(`/users/${id}`, body);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TUserInput }) => updateUser(id, body),
    onSuccess: () => invalidateAll(queryClient, USER_WRITE_INVALIDATES),
  });
}
