import type { Passenger } from '@vozka/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { invalidateAll } from '../query';
import { PASSENGER_WRITE_INVALIDATES, type PassengerBody } from './keys';

/** PUT /api/passengers/:id */
export function updatePassenger(id: number, body: PassengerBody): Promise<Passenger> {
  return api.put(`/passengers/${id}`, body);
}

export function useUpdatePassenger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PassengerBody }) => updatePassenger(id, body),
    onSuccess: () => invalidateAll(queryClient, PASSENGER_WRITE_INVALIDATES),
  });
}
