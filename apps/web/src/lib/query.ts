import { type QueryClient, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Refreshes every cached query under these keys (lists after a write). */
export async function invalidateAll(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The text of a failed query for an inline alert (the server's message, else the fallback), or null. */
export function errorText(error: unknown, fallback: string): string | null {
  if (!error) return null;
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}

/**
 * A write whose success refreshes every query under `invalidates`; `first` runs before that with the
 * answer (e.g. puts a saved record into its detail query).
 */
export function useWriteMutation<A, R>(
  mutationFn: (args: A) => Promise<R>,
  invalidates: readonly QueryKey[],
  first?: (answer: R, queryClient: QueryClient) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer: R) => {
      first?.(answer, queryClient);
      return invalidateAll(queryClient, invalidates);
    },
  });
}

/**
 * A write that refreshes the queries under `key` whether it worked or not (revoking a session, a key, a
 * calendar URL): after a failure too, the list shows what is true now.
 */
export function useSettledWrite<A = void, R = unknown>(mutationFn: (args: A) => Promise<R>, key: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}

/** A write that answers the saved record: it goes into `detailKey(record.id)`, then `invalidates` refresh. */
export function useRecordWrite<A, R extends { id: number }>(
  mutationFn: (args: A) => Promise<R>,
  detailKey: (id: number) => QueryKey,
  invalidates: readonly QueryKey[],
) {
  return useWriteMutation(mutationFn, invalidates, (record, queryClient) => queryClient.setQueryData(detailKey(record.id), record));
}

/** One record by its id under `key`; nothing is asked while the id is unknown (null or 0). */
export function useRecord<T>(key: QueryKey, fetch: (id: number, signal?: AbortSignal) => Promise<T>, id: number | null) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetch(id ?? 0, signal),
    enabled: typeof id === 'number' && id > 0,
  });
}
