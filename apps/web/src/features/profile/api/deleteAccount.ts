import type { TDeleteAccount } from '@vozka/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * DELETE /api/profile with the current password: the account is anonymised and every session ends (the
 * cookie is cleared). A missing or wrong password answers 400 CURRENT_PASSWORD_REQUIRED / _WRONG.
 */
export function deleteAccount(body: TDeleteAccount): Promise<void> {
  return api.request('/profile', { method: 'DELETE', body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
