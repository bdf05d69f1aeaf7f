import type { TUserInput, UserDetails } from '@vozka/domain';
import { api } from '../api-client';
import { useWriteMutation } from '../query';
import { USER_WRITE_INVALIDATES } from './keys';

/** PUT /api/users/:id */
export function updateUser(id: number, body: TUserInput): Promise<UserDetails> {
  return api.put(`/users/${id}`, body);
}

export function useUpdateUser() {
  return useWriteMutation(({ id, body }: { id: number; body: TUserInput }) => updateUser(id, body), USER_WRITE_INVALIDATES);
}
