/** Spec §9 refresh intervals: the polling that live events (SSE) make a fallback. */
export const REFRESH_MS = {
  /** The dispatching workspace and the dispatch board. */
  dispatching: 120_000,
  /** The free-rides badge. */
  freeRides: 2 * 60_000,
  /** Flight numbers and frequently used addresses. */
  places: 60_000,
} as const;
