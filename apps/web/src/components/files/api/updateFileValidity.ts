import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoredFile } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { invalidateAll } from '../../../lib/query';
import { type FileOwner, fileWriteInvalidates } from './keys';

/** PATCH /api/file/:id with the document's valid-until date (YYYY-MM-DD, or null to remove it). */
export function updateFileValidity(id: number, validUntil: string | null): Promise<StoredFile> {
  return api.patch(`/file/${id}`, { validUntil });
}

export function useUpdateFileValidity(owner: FileOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, validUntil }: { id: number; validUntil: string | null }) => updateFileValidity(id, validUntil),
    onSuccess: () => invalidateAll(queryClient, fileWriteInvalidates(owner)),
  });
}
