import type { Passenger } from '@vozka/domain';
import { api } from '../api-client';
import { useWriteMutation } from '../query';
import type { TPassengerInput } from '@vozka/domain';
import { PASSENGER_WRITE_INVALIDATES } from './keys';

/** PUT /api/passengers/:id */
export function updatePassenger(id: number, body: TPassengerInput): Promise<Passenger> {
  return api.put(`/passengers/${id}`, body);
}

export function useUpdatePassenger() {
  return useWriteMutation(({ id, body }: { id: number; body: TPassengerInput }) => updatePassenger(id, body), PASSENGER_WRITE_INVALIDATES);
}
