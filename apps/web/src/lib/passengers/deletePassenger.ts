import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { invalidateAll } from '../query';
import { PASSENGER_WRITE_INVALIDATES } from './keys';

/** DELETE /api/passengers/:id */
export function deletePassenger(id: number): Promise<void> {
  return api.delete(`/passengers/${id}`);
}

export function useDeletePassenger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePassenger,
    onSuccess: () => invalidateAll(queryClient, PASSENGER_WRITE_INVALIDATES),
  });
}
