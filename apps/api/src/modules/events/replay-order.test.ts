import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import type { BusListener, EventBus } from '../../adapters/events/event-bus.ts';
import type { BusMessage } from '../../adapters/events/messages.ts';
import { subscribeWithReplay } from './replay.ts';

const free = (count: number): BusMessage => ({ t: 'free', count });
const pos: BusMessage = {
  t: 'pos',
  driverId: 1,
  fleetManagerId: null,
  latitude: 50,
  longitude: 14,
  heading: 0,
  speed: 0,
  operating: 'AVAILABLE',
  at: '2026-11-20T09:00:00.000Z',
};

/** A bus whose notifications the test sends, and a database whose replay query the test answers. */
function fakes() {
  const listeners = new Set<BusListener>();
  const bus: EventBus = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: Promise.resolve(),
    close: () => Promise.resolve(),
  };
  let answer!: (rows: { id: number; message: BusMessage }[]) => void;
  const db = {
    execute: () =>
      new Promise<{ rows: { id: number; message: BusMessage }[] }>(
        (resolve) =>
          (answer = (rows) => {
            resolve({ rows });
          }),
      ),
  } as unknown as Db;
  const notify = (message: BusMessage, id?: number) => {
    for (const l of listeners) l(message, id);
  };
  return {
    bus,
    db,
    notify,
    answer: (rows: { id: number; message: BusMessage }[]) => {
      answer(rows);
    },
  };
}

describe('subscribeWithReplay', () => {
  it('replays from the table, then what arrived meanwhile, then live events — each id once, in that order', async () => {
    const f = fakes();
    const got: [number, number | undefined][] = [];
    const { caughtUp } = subscribeWithReplay(
      f.bus,
      f.db,
      3,
      (m, id) => got.push([m.t === 'free' ? m.count : -1, id]),
      () => undefined,
    );
    // While the table is read: a notification of an event the read will also find, a newer one, a position.
    f.notify(free(5), 5);
    f.notify(free(7), 7);
    f.notify(pos);
    f.answer([
      { id: 4, message: free(4) },
      { id: 5, message: free(5) },
    ]);
    await caughtUp;
    expect(got).toEqual([
      [4, 4],
      [5, 5],
      [7, 7],
      [-1, undefined],
    ]);
    // A notification of a replayed row that comes late is skipped; the next live one goes through.
    f.notify(free(4), 4);
    f.notify(free(8), 8);
    expect(got.slice(4)).toEqual([[8, 8]]);
  });

  it('without an id it is a plain subscription', async () => {
    const f = fakes();
    const got: (number | undefined)[] = [];
    const { caughtUp } = subscribeWithReplay(
      f.bus,
      f.db,
      null,
      (_m, id) => got.push(id),
      () => undefined,
    );
    await caughtUp;
    f.notify(free(1), 9);
    expect(got).toEqual([9]);
  });
});
