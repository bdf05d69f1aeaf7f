import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAll } from '../../../lib/query';
import { type FileOwner, fileWriteInvalidates } from './keys';

/** DELETE /api/file/:id */
export function deleteFile(id: number): Promise<void> {
  return api.delete(`/file/${id}`);
}

export function useDeleteFile(owner: FileOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSuccess: () => invalidateAll(queryClient, fileWriteInvalidates(owner)),
  });
}
