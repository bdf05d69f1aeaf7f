import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ridesKeys } from './rides/keys';
import { type EventSourceLike, LiveEventsProvider, useLiveConnected, useLiveEvent } from './events';

/** A stand-in for the browser's EventSource: the test opens it, sends events and breaks it. */
class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  fail(closed: boolean) {
    this.readyState = closed ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
}

function Probe({ onPosition }: { onPosition: (data: unknown) => void }) {
  useLiveEvent('driver.position', onPosition);
  return <p>{useLiveConnected() ? 'live' : 'polling'}</p>;
}

function setup() {
  FakeEventSource.instances = [];
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const onPosition = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <LiveEventsProvider createSource={(url) => new FakeEventSource(url)}>
        <Probe onPosition={onPosition} />
      </LiveEventsProvider>
    </QueryClientProvider>,
  );
  const source = () => FakeEventSource.instances.at(-1)!;
  return { queryClient, invalidate, onPosition, source };
}

afterEach(() => vi.useRealTimers());

describe('live events', () => {
  it('opens one stream to /api/events and says when it is live', () => {
    const { source } = setup();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(source().url).toBe('/api/events');
    expect(screen.getByText('polling')).toBeTruthy();
    act(() => source().open());
    expect(screen.getByText('live')).toBeTruthy();
    act(() => source().fail(false));
    expect(screen.getByText('polling')).toBeTruthy();
  });

  it('refreshes the rides queries on ride.changed and ride.deleted', () => {
    const { source, invalidate } = setup();
    act(() => source().open());
    act(() => source().emit('ride.changed', { id: 4, status: 'PLANNED', driverId: 2, fleetManagerId: null, version: 3 }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ridesKeys.all });
    invalidate.mockClear();
    act(() => source().emit('ride.deleted', { id: 4 }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ridesKeys.all });
  });

  it('sets the free-rides badge from free-rides.count and hands positions to the screens', () => {
    const { source, queryClient, onPosition } = setup();
    act(() => source().emit('free-rides.count', { count: 7 }));
    expect(queryClient.getQueryData(ridesKeys.freeCount)).toEqual({ count: 7 });
    const position = {
      idDriver: 3,
      latitude: 50,
      longitude: 14,
      heading: 10,
      speed: 30,
      operating: 'ON_THE_WAY',
      updatedAt: 'x',
    };
    act(() => source().emit('driver.position', position));
    expect(onPosition).toHaveBeenCalledWith(position);
  });

  it('opens a new stream after the server closed it, and refreshes what was missed', () => {
    vi.useFakeTimers();
    const { source, invalidate } = setup();
    act(() => source().open());
    const first = source();
    act(() => first.fail(true));
    expect(first.closed).toBe(true);
    act(() => vi.advanceTimersByTime(3_000));
    expect(FakeEventSource.instances).toHaveLength(2);
    invalidate.mockClear();
    act(() => source().open());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ridesKeys.all });
  });
});

describe('live events on a screen open for hours (issue 17 §3)', () => {
  it('waits longer after each closed stream (3 s, 6 s, 12 s …, at most 30 s) and starts over once open', () => {
    vi.useFakeTimers();
    const { source } = setup();
    for (const wait of [3_000, 6_000, 12_000, 24_000, 30_000, 30_000]) {
      const count = FakeEventSource.instances.length;
      act(() => source().fail(true));
      act(() => vi.advanceTimersByTime(wait - 1));
      expect(FakeEventSource.instances).toHaveLength(count);
      act(() => vi.advanceTimersByTime(1));
      expect(FakeEventSource.instances).toHaveLength(count + 1);
    }
    act(() => source().open());
    const count = FakeEventSource.instances.length;
    act(() => source().fail(true));
    act(() => vi.advanceTimersByTime(3_000));
    expect(FakeEventSource.instances).toHaveLength(count + 1);
  });

  it('opens a new stream when the browser’s own reconnect hangs, and at once when back online or shown again', () => {
    vi.useFakeTimers();
    const { source, invalidate } = setup();
    act(() => source().open());
    act(() => source().fail(false)); // a blip: the browser retries by itself…
    act(() => vi.advanceTimersByTime(30_000)); // …but never gets through
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
    invalidate.mockClear();
    act(() => source().open());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ridesKeys.all });

    act(() => window.dispatchEvent(new Event('online'))); // open: nothing to do
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => source().fail(false));
    act(() => window.dispatchEvent(new Event('online')));
    expect(FakeEventSource.instances).toHaveLength(3);
    act(() => source().fail(true));
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(FakeEventSource.instances).toHaveLength(4);
  });
});
