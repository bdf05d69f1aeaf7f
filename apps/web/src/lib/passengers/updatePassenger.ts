import type { Passenger } from '@vozka/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { invalidateAll } from '../query';
import type { TPassengerInput } from '@vozka/domain';
import { PASSENGER_WRITE_INVALIDATES } from './keys';

/** PUT /api/passengers/:id */
export function updatePassenger(id: number, body: TPassengerInput): Promise<Passenger> {
  return api.put(`/passengers/${id}`, body);
}

export function useUpdatePassenger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TPassengerInput }) => updatePassenger(id, body),
    onSuccess: () => invalidateAll(queryClient, PASSENGER_WRITE_INVALIDATES),
  });
}
