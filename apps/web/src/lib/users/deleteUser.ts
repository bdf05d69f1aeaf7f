import { api } from '../api-client';
import { useWriteMutation } from '../query';
import { USER_DELETE_INVALIDATES } from './keys';

/** DELETE /api/users/:id (the user is anonymised; its rides stay). */
export function deleteUser(id: number): Promise<void> {
  return api.delete(`/users/${id}`);
}

export function useDeleteUser() {
  // Not the deleted record itself: its screen is being left, a refetch would only answer 404.
  return useWriteMutation(deleteUser, USER_DELETE_INVALIDATES);
}
