import { describe, expect, it } from 'vitest';
import { createBatcher, type BatcherOptions } from './batcher.ts';

interface Item {
  key: string;
  n: number;
}

/** A batcher whose schedule and batches the test runs by hand: `start()` begins the scheduled batch, `finish()` ends the stored one. */
function manual(options: Partial<BatcherOptions<Item, string>> = {}) {
  const starts: (() => void)[] = [];
  const batches: Item[][] = [];
  const stored: { resolve(): void; reject(err: unknown): void }[] = [];
  const batcher = createBatcher<Item, string>({
    keyOf: (item) => item.key,
    schedule: (start) => starts.push(start),
    run: (items) => {
      batches.push(items);
      return new Promise((resolve, reject) => {
        stored.push({
          resolve: () => {
            resolve(items.map((i) => `${i.key}${i.n}`));
          },
          reject,
        });
      });
    },
    ...options,
  });
  const settle = () => new Promise((r) => setImmediate(r));
  return {
    batcher,
    batches,
    starts,
    start: async () => {
      starts.shift()!();
      await settle();
    },
    finish: async () => {
      stored.shift()!.resolve();
      await settle();
    },
    fail: async (err: unknown) => {
      stored.shift()!.reject(err);
      await settle();
    },
  };
}

describe('position batcher', () => {
  it('stores the items submitted together as one batch and answers each its own result', async () => {
    const m = manual();
    const answers = ['a', 'b', 'c', 'd'].map((key, n) => m.batcher.submit({ key, n }));
    expect(m.starts).toHaveLength(1);
    await m.start();
    expect(m.batches).toEqual([[0, 1, 2, 3].map((n) => ({ key: 'abcd'[n], n }))]);
    await m.finish();
    expect(await Promise.all(answers)).toEqual(['a0', 'b1', 'c2', 'd3']);
  });

  it('collects what arrives while a batch is stored and stores it right after, in one batch', async () => {
    const m = manual();
    const first = m.batcher.submit({ key: 'a', n: 0 });
    await m.start();
    const later = [m.batcher.submit({ key: 'b', n: 1 }), m.batcher.submit({ key: 'c', n: 2 })];
    expect(m.starts).toHaveLength(0);
    expect(m.batcher.pending).toBe(2);
    await m.finish();
    expect(await first).toBe('a0');
    expect(m.batches[1]).toEqual([
      { key: 'b', n: 1 },
      { key: 'c', n: 2 },
    ]);
    await m.finish();
    expect(await Promise.all(later)).toEqual(['b1', 'c2']);
  });

  it('puts a key in a batch once: its next item waits for the next batch, in order', async () => {
    const m = manual();
    const answers = [m.batcher.submit({ key: 'a', n: 0 }), m.batcher.submit({ key: 'b', n: 1 }), m.batcher.submit({ key: 'a', n: 2 })];
    await m.start();
    expect(m.batches[0]!.map((i) => i.n)).toEqual([0, 1]);
    await m.finish();
    expect(m.batches[1]!.map((i) => i.n)).toEqual([2]);
    await m.finish();
    expect(await Promise.all(answers)).toEqual(['a0', 'b1', 'a2']);
  });

  it('starts a full batch at once and never stores more than maxSize items in one', async () => {
    const m = manual({ maxSize: 3 });
    const answers = Array.from({ length: 5 }, (_, n) => m.batcher.submit({ key: `k${n}`, n }));
    // the third item filled the batch: no waiting for the schedule
    expect(m.batches.map((b) => b.length)).toEqual([3]);
    await m.finish();
    expect(m.batches.map((b) => b.length)).toEqual([3, 2]);
    await m.finish();
    expect(await Promise.all(answers)).toHaveLength(5);
  });

  it('fails every item of a failed batch with its error, and goes on with the next batch', async () => {
    const m = manual();
    const failing = ['a', 'b', 'c'].map((key, n) => m.batcher.submit({ key, n }).catch((err: unknown) => err));
    await m.start();
    const next = m.batcher.submit({ key: 'a', n: 3 });
    const broken = new Error('relation "driver_positions" does not exist');
    await m.fail(broken);
    for (const answer of await Promise.all(failing)) expect(answer).toBe(broken);
    await m.finish();
    expect(await next).toBe('a3');
    expect(m.batcher.busy).toBe(false);
  });
});
