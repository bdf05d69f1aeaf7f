import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { LiveEventName, LiveEvents } from '@vozka/domain';
import { type ReactNode, createContext, useContext, useEffect, useRef, useState } from 'react';
import { ridesKeys } from './rides/keys';

/**
 * Live updates (docs/api/dispatch.md §4): one `EventSource` to `/api/events` per signed-in tab, shared by
 * every screen through `LiveEventsProvider`. Ride events refresh the rides queries, `free-rides.count`
 * sets the badge; screens listen to any event with `useLiveEvent`. While the stream is down, screens
 * fall back to the spec's polling (`useLiveConnected` is false).
 */

export const EVENTS_URL = '/api/events';
/** How long after a closed stream (an error answer, not a network blip) a new one is opened, at most. */
export const RECONNECT_MAX_MS = 30_000;
const RECONNECT_FIRST_MS = 3_000;

type Handler<N extends LiveEventName> = (data: LiveEvents[N]) => void;
type AnyHandler = (data: unknown) => void;

/** The part of `EventSource` the provider uses (tests give a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

const OPEN = 1;
const CLOSED = 2;

const defaultFactory: EventSourceFactory | null =
  typeof EventSource === 'undefined' ? null : (url) => new EventSource(url, { withCredentials: true });

interface LiveEventsValue {
  connected: boolean;
  subscribe: (name: LiveEventName, handler: AnyHandler) => () => void;
}

const LiveEventsContext = createContext<LiveEventsValue | null>(null);

/** What every signed-in tab does with an event, whatever screen is open. */
export function applyLiveEvent(queryClient: QueryClient, name: LiveEventName, data: unknown): void {
  switch (name) {
    case 'ride.changed':
    case 'ride.deleted':
      // Lists, the ride's record and history, the badge: whatever shows this ride is asked again.
      void queryClient.invalidateQueries({ queryKey: ridesKeys.all });
      break;
    case 'free-rides.count': {
      const count = (data as LiveEvents['free-rides.count']).count;
      if (typeof count === 'number') queryClient.setQueryData(ridesKeys.freeCount, { count });
      break;
    }
    case 'driver.position':
      break; // the dispatch board listens itself
  }
}

const NAMES: readonly LiveEventName[] = ['ride.changed', 'ride.deleted', 'driver.position', 'free-rides.count'];

export function LiveEventsProvider({
  children,
  url = EVENTS_URL,
  createSource = defaultFactory,
}: {
  children: ReactNode;
  url?: string;
  createSource?: EventSourceFactory | null;
}) {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const handlers = useRef(new Map<LiveEventName, Set<AnyHandler>>());
  const [value] = useState<Omit<LiveEventsValue, 'connected'>>(() => ({
    subscribe: (name, handler) => {
      const set = handlers.current.get(name) ?? new Set<AnyHandler>();
      handlers.current.set(name, set);
      set.add(handler);
      return () => void set.delete(handler);
    },
  }));

  useEffect(() => {
    if (!createSource) return;
    let source: EventSourceLike | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = RECONNECT_FIRST_MS;
    let everOpened = false;
    let stopped = false;

    const open = () => {
      source = createSource(url);
      source.onopen = () => {
        setConnected(true);
        delay = RECONNECT_FIRST_MS;
        // No replay (§4): after a reconnect what the screens show is asked again.
        if (everOpened) void queryClient.invalidateQueries({ queryKey: ridesKeys.all });
        everOpened = true;
      };
      source.onerror = () => {
        setConnected(false);
        if (stopped) return;
        // A closed stream (an error answer): we reopen it, waiting longer each time. A network blip: the browser
        // reconnects by itself — unless it is still not open after the longest wait (a phone that slept).
        clearTimeout(timer);
        if (source?.readyState === CLOSED) {
          source.close();
          timer = setTimeout(open, delay);
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        } else timer = setTimeout(() => source?.readyState !== OPEN && reopen(), RECONNECT_MAX_MS);
      };
      for (const name of NAMES) {
        source.addEventListener(name, (event) => {
          let data: unknown;
          try {
            data = JSON.parse(String(event.data));
          } catch {
            return;
          }
          applyLiveEvent(queryClient, name, data);
          for (const handler of handlers.current.get(name) ?? []) handler(data);
        });
      }
    };
    /** Back online, or the screen shown again after hours: a stream that is not open is opened now. */
    const reopen = () => {
      if (stopped || source?.readyState === OPEN) return;
      clearTimeout(timer);
      source?.close();
      delay = RECONNECT_FIRST_MS;
      open();
    };
    const onVisible = () => document.visibilityState === 'visible' && reopen();
    window.addEventListener('online', reopen);
    document.addEventListener('visibilitychange', onVisible);
    open();
    return () => {
      stopped = true;
      window.removeEventListener('online', reopen);
      document.removeEventListener('visibilitychange', onVisible);
      clearTimeout(timer);
      source?.close();
      setConnected(false);
    };
  }, [createSource, queryClient, url]);

  return <LiveEventsContext value={{ ...value, connected }}>{children}</LiveEventsContext>;
}

/** Is the live stream open? Screens poll (spec §9 intervals) only while it is not. */
export function useLiveConnected(): boolean {
  return useContext(LiveEventsContext)?.connected ?? false;
}

/** The polling interval of a screen: none while the stream is open, else `fallbackMs`. */
export function useFallbackInterval(fallbackMs: number): number | false {
  return useLiveConnected() ? false : fallbackMs;
}

/** Calls `handler` on every `name` event of the stream (the latest handler; no re-subscribing). */
export function useLiveEvent<N extends LiveEventName>(name: N, handler: Handler<N>): void {
  const subscribe = useContext(LiveEventsContext)?.subscribe;
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe?.(name, (data) => latest.current(data as LiveEvents[N])), [subscribe, name]);
}
