import type { Db } from '../../db/client.ts';
import type { BusListener, EventBus } from '../../adapters/events/event-bus.ts';
import { eventsAfter } from '../../adapters/events/live-log.ts';

/** Logged events read per query while catching up. */
const REPLAY_PAGE = 500;

/** The id in a `Last-Event-ID` header: a positive whole number, else none (a first connection). */
export function lastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 ? id : null;
}

/**
 * Subscribes `deliver` to the bus and, for a screen that reconnects with `afterId`, first hands it the
 * logged events after that id (live-log.ts), then the live ones — none missed, none twice: the
 * subscription starts first and holds what arrives while the table is read; then that hold is let go,
 * skipping the ids already replayed (a notification can arrive after its row was read). Answers the
 * unsubscribe function and a promise of the end of the catch-up (rejected when the table cannot be read).
 */
export function subscribeWithReplay(
  bus: EventBus,
  db: Db,
  afterId: number | null,
  deliver: BusListener,
  onClose: () => void,
): { stop: () => void; caughtUp: Promise<void> } {
  if (afterId === null) return { stop: bus.subscribe(deliver, onClose), caughtUp: Promise.resolve() };
  let held: [Parameters<BusListener>[0], number | undefined][] | null = [];
  const replayed = new Set<number>();
  const stop = bus.subscribe((message, id) => {
    if (held) held.push([message, id]);
    else if (id === undefined || !replayed.has(id)) deliver(message, id);
  }, onClose);
  const caughtUp = (async () => {
    let last = afterId;
    for (;;) {
      const page = await eventsAfter(db, last, REPLAY_PAGE);
      for (const e of page) {
        replayed.add(e.id);
        deliver(e.message, e.id);
        last = e.id;
      }
      if (page.length < REPLAY_PAGE) break;
    }
    const pending = held;
    held = null;
    for (const [message, id] of pending) if (id === undefined || !replayed.has(id)) deliver(message, id);
  })();
  return { stop, caughtUp };
}
