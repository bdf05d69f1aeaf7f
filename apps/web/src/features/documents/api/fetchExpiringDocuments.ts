import { useQuery } from '@tanstack/react-query';
import type { ExpiringDocument } from '@vozka/domain';
import { api } from '../../../lib/api-client';

/** GET /api/documents/expiring?days= : valid-until dates up to today + days, oldest first. */
export function fetchExpiringDocuments(days: number, signal?: AbortSignal): Promise<ExpiringDocument[]> {
  return api.get(`/documents/expiring?days=${days}`, { signal });
}

export function useExpiringDocuments(days: number) {
  return useQuery({
    queryKey: ['documents', 'expiring', days],
    queryFn: ({ signal }) => fetchExpiringDocuments(days, signal),
  });
}
