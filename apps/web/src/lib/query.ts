import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Refreshes every cached query under these keys (lists after a write). */
export async function invalidateAll(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The text of a failed query for an inline alert (the server's message, else the fallback), or null. */
export function errorText(error: unknown, fallback: string): string | null {
  if (!error) return null;
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}
