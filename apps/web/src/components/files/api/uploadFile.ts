import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileType, StoredFile } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { invalidateAll } from '../../../lib/query';
import { type FileOwner, fileWriteInvalidates, ownerParams } from './keys';

export interface UploadInput {
  file: File;
  type: FileType;
  validUntil?: string | null;
}

/** POST /api/files, multipart: `file`, `type`, `userId` or `vehicleId`, optional `validUntil`. */
export function uploadFile(owner: FileOwner, { file, type, validUntil }: UploadInput): Promise<StoredFile> {
  const data = new FormData();
  data.set('type', type);
  for (const [name, value] of Object.entries(ownerParams(owner))) data.set(name, String(value));
  if (validUntil) data.set('validUntil', validUntil);
  data.set('file', file, file.name);
  return api.post('/files', data);
}

export function useUploadFile(owner: FileOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadInput) => uploadFile(owner, input),
    onSuccess: () => invalidateAll(queryClient, fileWriteInvalidates(owner)),
  });
}
