/**
 * Collects work items that arrive close together and runs them as one batch (docs/performance.md "GPS
 * ingest"): the position fixes of many phones stored by one multi-row statement and one notification, the
 * sessions of many requests read by one query, instead of a round trip each.
 *
 * - A batch starts `lingerMs` after the first item found the batcher idle, or at once when `maxSize` items
 *   wait; while a batch is in the database the next one collects, and it starts as soon as that one is done
 *   (one batch at a time: the order of a driver's fixes and of the notifications is kept).
 * - A key (the driver) is in a batch at most once: its second fix waits for the next batch, so each batch
 *   is what storing its fixes one by one would have done.
 * - `submit` resolves with the item's own result once its batch is done; a failed batch rejects every item
 *   of it with the batch's error (what a single statement would have answered).
 * - It never holds a connection or a transaction while waiting: on PGlite (one connection) a request inside
 *   a transaction cannot be blocked by it.
 */
export interface BatcherOptions<T, R> {
  /** Stores a batch; answers one result per item, in order. */
  run(items: T[]): Promise<R[]>;
  /** Items with the same key never share a batch. */
  keyOf(item: T): unknown;
  /** At most this many items a batch (default 500). */
  maxSize?: number;
  /** How long the first item of an idle batcher waits for company (default 2 ms). */
  lingerMs?: number;
  /** Runs `start` after `ms` (default setTimeout); tests run it when they choose. */
  schedule?: (start: () => void, ms: number) => void;
}

export interface Batcher<T, R> {
  submit(item: T): Promise<R>;
  /** Items waiting for a batch, and whether one is being stored (tests, diagnostics). */
  readonly pending: number;
  readonly busy: boolean;
}

interface Waiting<T, R> {
  item: T;
  resolve(result: R): void;
  reject(err: unknown): void;
}

export function createBatcher<T, R>(options: BatcherOptions<T, R>): Batcher<T, R> {
  const maxSize = options.maxSize ?? 500;
  const lingerMs = options.lingerMs ?? 2;
  const schedule = options.schedule ?? ((start, ms) => void setTimeout(start, ms));
  let queue: Waiting<T, R>[] = [];
  let busy = false;
  let scheduled = false;

  /** Takes the next batch off the queue: in arrival order, one item per key, at most `maxSize`. */
  function take(): Waiting<T, R>[] {
    const batch: Waiting<T, R>[] = [];
    const keys = new Set<unknown>();
    const rest: Waiting<T, R>[] = [];
    for (const w of queue) {
      const key = options.keyOf(w.item);
      if (batch.length < maxSize && !keys.has(key)) {
        keys.add(key);
        batch.push(w);
      } else rest.push(w);
    }
    queue = rest;
    return batch;
  }

  async function flush(): Promise<void> {
    scheduled = false;
    if (busy || queue.length === 0) return;
    busy = true;
    const batch = take();
    try {
      const results = await options.run(batch.map((w) => w.item));
      batch.forEach((w, i) => {
        w.resolve(results[i]!);
      });
    } catch (err) {
      for (const w of batch) w.reject(err);
    } finally {
      busy = false;
    }
    // What arrived meanwhile has waited as long as the batch took: it goes at once.
    if (queue.length > 0) void flush();
  }

  return {
    submit(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (busy) return;
        if (queue.length >= maxSize) void flush();
        else if (!scheduled) {
          scheduled = true;
          schedule(() => void flush(), lingerMs);
        }
      });
    },
    get pending() {
      return queue.length;
    },
    get busy() {
      return busy;
    },
  };
}
