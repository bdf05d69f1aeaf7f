import type { Passenger } from '@vozka/domain';
import { api } from '../api-client';
import { useWriteMutation } from '../query';
import type { TPassengerInput } from '@vozka/domain';
import { PASSENGER_WRITE_INVALIDATES } from './keys';

/** POST /api/passengers */
export function createPassenger(body: TPassengerInput): Promise<Passenger> {
  return api.post('/passengers', body);
}

export function useCreatePassenger() {
  return useWriteMutation(createPassenger, PASSENGER_WRITE_INVALIDATES);
}
