import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageAnswer } from './register';

/** POST /api/reset-password: always the same message for a valid e-mail (no account probing). */
export function requestPasswordReset(email: string): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('/reset-password', { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
