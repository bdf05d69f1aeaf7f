import type { QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ELEMENT } from '@vozka/domain';
import { ridesKeys } from '../lib/rides/keys';
import { PRERENDERED_PAGES } from './public-pages';

/** A query cache entry a page was rendered with: its key and the API's answer (decision 0050). */
export type PageSeed = [queryKey: readonly unknown[], data: unknown];

/**
 * The query cache entries of a page rendered with `answer`, the API's answer at its `data` address: what the
 * page's queries read, so that the render — on the server and then the app's first one — shows the answer.
 */
export function pageSeeds(pathname: string, answer: unknown): PageSeed[] {
  const contract = new RegExp(PRERENDERED_PAGES.contract.path).exec(pathname);
  if (!contract) return [];
  // The router gives the page its parameter decoded.
  return [[ridesKeys.overview(decodeURIComponent(contract[1]!)), answer]];
}

/**
 * Puts the answers the server rendered the page with (its PAGE_DATA_ELEMENT script) in the query cache;
 * true when there were any, so the page in the document shows them and the app's first render matches it.
 */
export function seedFromDocument(queryClient: QueryClient, document: Document): boolean {
  const element = document.getElementById(PAGE_DATA_ELEMENT);
  if (!element?.textContent) return false;
  let seeds: PageSeed[];
  try {
    seeds = JSON.parse(element.textContent) as PageSeed[];
  } catch {
    return false;
  }
  if (!Array.isArray(seeds)) return false;
  for (const [key, data] of seeds) queryClient.setQueryData(key, data);
  return seeds.length > 0;
}
