import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicPin } from '@vozka/domain';
import { useEffect, useState } from 'react';
import { api, isApiError } from '../../../lib/api-client';

/** What the tracking page shows: the pin, "no information" (no location yet), a finished ride, or an unknown link. */
export type TrackingState = { kind: 'pin'; pin: PublicPin } | { kind: 'unknown' } | { kind: 'missing' } | { kind: 'finished' };

/** Polling `GET …/pin/{slug}` is the fallback while the event stream is not open (docs/api/dispatch.md §3). */
export const TRACKING_POLL_MS = 10_000;
const CLOSED = 2;

/** The browser's EventSource (none in tests, which then poll). */
const defaultSource = typeof EventSource === 'undefined' ? null : (url: string) => new EventSource(url);

export const trackingKey = (slug: string) => ['tracking', slug] as const;
const pinUrl = (slug: string) => `/dispatch-map/pin/${encodeURIComponent(slug)}`;

/** An answer's code as the page's state (`TRACKING_CODE_MISSING` / `TRACKING_RIDE_FINISHED` / `DRIVER_LOCATION_UNKNOWN`). */
export function stateOfCode(code: unknown): TrackingState {
  if (code === 'TRACKING_CODE_MISSING') return { kind: 'missing' };
  return code === 'TRACKING_RIDE_FINISHED' ? { kind: 'finished' } : { kind: 'unknown' };
}

/** GET /api/dispatch-map/pin/{slug}; the two 404s are states of the page, not errors. */
export async function fetchTracking(slug: string, signal?: AbortSignal): Promise<TrackingState> {
  try {
    const pin = await api.get<PublicPin>(pinUrl(slug), { signal, ignoreUnauthorized: true });
    return { kind: 'pin', pin };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return stateOfCode(error.code);
    throw error;
  }
}

/**
 * The live state of a tracking link: the pin stream (`…/pin/{slug}/events`, events `pin`,
 * `unavailable` and `end` once the ride has finished) keeps it current; while the stream is not open the
 * pin is asked for every 10 s — not after `end`.
 */
export function useTracking(slug: string, createSource: ((url: string) => EventSource) | null = defaultSource) {
  const queryClient = useQueryClient();
  const [streaming, setStreaming] = useState(false);
  // The ride has finished (`end`): its last state stays on the page; nothing more to listen or poll for.
  const [ended, setEnded] = useState(false);
  const query = useQuery({
    queryKey: trackingKey(slug),
    queryFn: ({ signal }) => fetchTracking(slug, signal),
    refetchInterval: (q) =>
      q.state.data?.kind === 'missing' || q.state.data?.kind === 'finished' || streaming || ended ? false : TRACKING_POLL_MS,
  });

  useEffect(() => {
    if (!createSource) return;
    const source = createSource(`/api${pinUrl(slug)}/events`);
    const set = (state: TrackingState) => queryClient.setQueryData(trackingKey(slug), state);
    source.onopen = () => setStreaming(true);
    source.onerror = () => {
      setStreaming(false);
      if (source.readyState === CLOSED) source.close(); // an unknown link: the poll says so
    };
    source.addEventListener('pin', (event) => {
      try {
        set({ kind: 'pin', pin: JSON.parse(String(event.data)) as PublicPin });
      } catch {
        /* a broken message: the next one (or the poll) puts it right */
      }
    });
    source.addEventListener('unavailable', (event) => {
      try {
        set(stateOfCode((JSON.parse(String(event.data)) as { code?: unknown }).code));
      } catch {
        set({ kind: 'unknown' });
      }
    });
    source.addEventListener('end', () => {
      source.close();
      setStreaming(false);
      setEnded(true);
    });
    return () => {
      source.close();
      setStreaming(false);
    };
  }, [createSource, queryClient, slug]);

  return query;
}
