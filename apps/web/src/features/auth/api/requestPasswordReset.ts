import { useMutation } from '@tanstack/react-query';
import type { TMessage } from '@vozka/domain';
import { api } from '../../../lib/api-client';

/** POST /api/reset-password: always the same message for a valid e-mail (no account probing). */
export function requestPasswordReset(email: string): Promise<TMessage> {
  return api.post<TMessage>('/reset-password', { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
