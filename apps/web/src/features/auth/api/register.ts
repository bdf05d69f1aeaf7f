import { useMutation } from '@tanstack/react-query';
import type { TRegistrationRequest } from '@vozka/domain';
import { api } from '../../../lib/api-client';

export interface MessageAnswer {
  message: string;
}

/** POST /api/registration: 201 with the same message whether the e-mail existed or not. */
export function register(body: TRegistrationRequest): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('/registration', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
