import { useMutation } from '@tanstack/react-query';
import type { TMessage } from '@vozka/domain';
import { api } from '../../../lib/api-client';

/** POST /api/setup-password/{key}: 200 with a message; 410 when the link expired; 400 when too short. */
export function setPassword(key: string, password: string): Promise<TMessage> {
  return api.post<TMessage>(`/setup-password/${encodeURIComponent(key)}`, { password });
}

export function useSetPassword(key: string) {
  return useMutation({ mutationFn: (password: string) => setPassword(key, password) });
}
