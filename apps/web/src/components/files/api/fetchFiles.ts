import { useQuery } from '@tanstack/react-query';
import type { StoredFile } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { withQuery } from '../../../lib/paged';
import { type FileOwner, filesKeys, ownerParams } from './keys';

/** GET /api/files?userId= or ?vehicleId= */
export function fetchFiles(owner: FileOwner, signal?: AbortSignal): Promise<StoredFile[]> {
  return api.get(withQuery('/files', ownerParams(owner)), { signal });
}

export function useFiles(owner: FileOwner) {
  return useQuery({ queryKey: filesKeys.list(owner), queryFn: ({ signal }) => fetchFiles(owner, signal) });
}
