import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** Spec §9: searches wait 300 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A zero-based page that goes back to the first page whenever `filters` change. */
export function usePageOf(filters: unknown): [number, (page: number) => void] {
  const key = JSON.stringify(filters ?? null);
  const [state, setState] = useState({ key, page: 0 });
  const page = state.key === key ? state.page : 0;
  return [page, (next) => setState({ key, page: next })];
}

export interface PagedSearch {
  /** What the search box shows. */
  search: string;
  setSearch: (value: string) => void;
  /** The debounced, trimmed search the query uses. */
  q: string;
  /** Zero-based page; back to the first page whenever the search (or `filters`) change. */
  page: number;
  setPage: (page: number) => void;
}

export function usePagedSearch(filters: unknown = null, delay = SEARCH_DEBOUNCE_MS): PagedSearch {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, delay);
  const q = debounced.trim();
  const [page, setPage] = usePageOf([q, filters]);
  return { search, setSearch, q, page, setPage };
}
