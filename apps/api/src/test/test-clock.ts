import type { Clock } from '../shared/clock.ts';

/** Where every test app's clock starts: a Friday, 10:00 in Prague (business hours), long before the factories' ride days. */
export const TEST_START = new Date('2026-11-20T09:00:00Z');

/** A clock the test moves itself: time stands still until `advance` or `set`. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

export function createTestClock(start: Date = TEST_START): TestClock {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
    set: (date) => {
      t = date.getTime();
    },
  };
}
