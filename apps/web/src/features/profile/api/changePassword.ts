import type { TChangePassword, TMessage } from '@vozka/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /api/profile/password: `{ message }` on success; the user's other sessions end. */
export function changePassword(body: TChangePassword): Promise<TMessage> {
  return api.put('/profile/password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
