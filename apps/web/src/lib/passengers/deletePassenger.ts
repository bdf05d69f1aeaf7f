import { api } from '../api-client';
import { useWriteMutation } from '../query';
import { PASSENGER_WRITE_INVALIDATES } from './keys';

/** DELETE /api/passengers/:id */
export function deletePassenger(id: number): Promise<void> {
  return api.delete(`/passengers/${id}`);
}

export function useDeletePassenger() {
  return useWriteMutation(deletePassenger, PASSENGER_WRITE_INVALIDATES);
}
