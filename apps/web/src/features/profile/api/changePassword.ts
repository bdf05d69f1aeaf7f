import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /api/profile/password: `{ message }` on success; the user's other sessions end. */
export function changePassword(body: { currentPassword: string; newPassword: string }): Promise<{ message: string }> {
  return api.put('/profile/password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
