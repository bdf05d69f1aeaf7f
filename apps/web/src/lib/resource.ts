import { type QueryKey, keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { LIST_PAGE_SIZE, type Paged, type QueryValue, withQuery } from './paged';
import { useWriteMutation } from './query';

/** A list answer: a page `{ objects, totalPages }`, or a plain array (one page). */
export function asPage<T>(answer: Paged<T> | T[]): Paged<T> {
  return Array.isArray(answer) ? { objects: answer, totalPages: 1 } : answer;
}

export interface ResourceOptions {
  /** The API path under /api, e.g. `/locations`. */
  path: string;
  /** The first part of the query keys. */
  key: string;
  /** Updates go by PUT (default) or PATCH (flight numbers, frequently used addresses). */
  updateMethod?: 'put' | 'patch';
  /** More query keys a write refreshes (the pickers, the suggestions). */
  invalidates?: readonly QueryKey[];
  /** Refresh the list this often (spec §9: 60 s for flight numbers and frequently used addresses). */
  refetchInterval?: number;
}

/**
 * The calls of one admin list (docs/api/pricing.md §5): a page, one record, create, update, delete;
 * every write refreshes the lists of the resource and `invalidates`.
 */
export function resource<T extends { id: number }, B>(options: ResourceOptions) {
  const { path, key } = options;
  const keys = {
    all: [key] as const,
    list: (params: object) => [key, 'list', params] as const,
    detail: (id: number) => [key, 'detail', id] as const,
  };
  const invalidates: QueryKey[] = [keys.all, ...(options.invalidates ?? [])];

  const fetchPage = async (params: Record<string, QueryValue>, signal?: AbortSignal): Promise<Paged<T>> =>
    asPage(await api.get<Paged<T> | T[]>(withQuery(path, { size: LIST_PAGE_SIZE, ...params }), { signal }));

  function usePage(params: Record<string, QueryValue>, enabled = true) {
    return useQuery({
      queryKey: keys.list(params),
      queryFn: ({ signal }) => fetchPage(params, signal),
      placeholderData: keepPreviousData,
      refetchInterval: options.refetchInterval,
      enabled,
    });
  }

  function useSave() {
    return useWriteMutation(
      ({ id, body }: { id: number | null; body: B }): Promise<T> =>
        id === null ? api.post(path, body) : api[options.updateMethod ?? 'put'](`${path}/${id}`, body),
      invalidates,
    );
  }

  function useRemove() {
    return useWriteMutation((id: number): Promise<void> => api.delete(`${path}/${id}`), invalidates);
  }

  return { keys, fetchPage, usePage, useSave, useRemove };
}
