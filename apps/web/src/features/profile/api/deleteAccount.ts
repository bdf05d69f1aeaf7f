import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/profile: the account is anonymised and every session ends (the cookie is cleared). */
export function deleteAccount(): Promise<void> {
  return api.delete('/profile');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
