import { useMutation } from '@tanstack/react-query';
import type { TMessage, TRegistrationRequest } from '@vozka/domain';
import { api } from '../../../lib/api-client';

/** POST /api/registration: 201 with the same message whether the e-mail existed or not. */
export function register(body: TRegistrationRequest): Promise<TMessage> {
  return api.post<TMessage>('/registration', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
