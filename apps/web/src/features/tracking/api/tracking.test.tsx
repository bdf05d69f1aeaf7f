import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubFetch } from '../../../test/render';
import { TRACKING_POLL_MS, useTracking } from './tracking';

const SLUG = 'cd'.repeat(32);
const PIN = `GET /api/dispatch-map/pin/${SLUG}`;

/** A stand-in for the browser's EventSource: the test sends its events and breaks it. */
class FakeSource {
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  /** The server ended the stream: the browser reconnects (CONNECTING). */
  drop() {
    this.readyState = 0;
    this.onerror?.();
  }
}

afterEach(() => vi.useRealTimers());

describe('useTracking', () => {
  it('stops listening and polling when the stream says the ride has ended', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch({
      [PIN]: () => jsonResponse(404, { code: 'DRIVER_LOCATION_UNKNOWN', message: 'Driver location is not yet known; try again later.' }),
    });
    const sources: FakeSource[] = [];
    const createSource = () => {
      const source = new FakeSource();
      sources.push(source);
      return source as unknown as EventSource;
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useTracking(SLUG, createSource), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(callsTo(fetchMock, PIN)).toHaveLength(1);

    // A dropped stream falls back to polling …
    act(() => sources[0]!.drop());
    await act(() => vi.advanceTimersByTimeAsync(TRACKING_POLL_MS));
    expect(callsTo(fetchMock, PIN)).toHaveLength(2);

    // … but after `end` the source is closed for good and the pin is not asked for again.
    act(() => {
      sources[0]!.emit('unavailable', { code: 'DRIVER_LOCATION_UNKNOWN', message: 'Driver location is not yet known; try again later.' });
      sources[0]!.emit('end', {});
    });
    expect(sources[0]!.closed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(5 * TRACKING_POLL_MS));
    expect(callsTo(fetchMock, PIN)).toHaveLength(2);
    expect(result.current.data).toEqual({ kind: 'unknown' });
  });
});
