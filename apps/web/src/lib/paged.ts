import type { Page } from '@vozka/domain';

/** A paged answer of the API (spec §3): `page` is zero-based, `totalPages` counts them all. */
export type Paged<T> = Page<T>;

/** Spec §9: the users list (and our other admin lists) show 20 rows a page. */
export const LIST_PAGE_SIZE = 20;

export type QueryValue = string | number | boolean | null | undefined;

/** `path?a=1&b=x`, leaving out empty values (null, undefined, ''). */
export function withQuery(path: string, params: Record<string, QueryValue>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The next zero-based page to load, or undefined when every page is loaded (infinite lists). */
export function nextPageParam<T>(last: Paged<T>, pages: readonly Paged<T>[]): number | undefined {
  return pages.length < last.totalPages ? pages.length : undefined;
}
