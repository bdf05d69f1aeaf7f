import { useQuery } from '@tanstack/react-query';
import type { TApiKey, TApiKeyCreate, TApiKeyCreated } from '@vozka/domain';
import { api } from '../api-client';
import { useSettledWrite } from '../query';

export const API_KEYS_KEY = ['api-keys'] as const;

/** GET /api/api-keys: ADMIN every key, a CUSTOMER its own (never a secret). */
export function useApiKeys() {
  return useQuery({ queryKey: API_KEYS_KEY, queryFn: ({ signal }) => api.get<TApiKey[]>('/api-keys', { signal }) });
}

/** POST /api/api-keys: the answer holds the whole key, this once. */
export function useCreateApiKey() {
  return useSettledWrite((body: TApiKeyCreate) => api.post<TApiKeyCreated>('/api-keys', body), API_KEYS_KEY);
}

/** DELETE /api/api-keys/{id}: the key stops working at once and stays listed as revoked. */
export function useRevokeApiKey() {
  return useSettledWrite((id: number) => api.delete<TApiKey>(`/api-keys/${id}`), API_KEYS_KEY);
}
