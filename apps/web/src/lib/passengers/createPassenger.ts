import type { Passenger } from '@vozka/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { invalidateAll } from '../query';
import type { TPassengerInput } from '@vozka/domain';
import { PASSENGER_WRITE_INVALIDATES } from './keys';

/** POST /api/passengers */
export function createPassenger(body: TPassengerInput): Promise<Passenger> {
  return api.post('/passengers', body);
}

export function useCreatePassenger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPassenger,
    onSuccess: () => invalidateAll(queryClient, PASSENGER_WRITE_INVALIDATES),
  });
}
