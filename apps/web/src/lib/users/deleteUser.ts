import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { invalidateAll } from '../query';
import { USER_DELETE_INVALIDATES } from './keys';

/** DELETE /api/users/:id (the user is anonymised; its rides stay). */
export function deleteUser(id: number): Promise<void> {
  return api.delete(`/users/${id}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // Not the deleted record itself: its screen is being left, a refetch would only answer 404.
    onSuccess: () => invalidateAll(queryClient, USER_DELETE_INVALIDATES),
  });
}
