/**
 * Where the API takes "now" from. One clock per app (AppDeps.clock, handed to the modules in ModuleDeps), so
 * a test can fix and move time instead of reading the real clock. SQL `now()` and column defaults still use
 * the database's clock: code that decides by the time passes the clock's time as a parameter.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The `now` function the services use, from an optional clock (the system clock when left out). */
export function nowOf(clock: Clock | undefined): () => Date {
  const c = clock ?? systemClock;
  return () => c.now();
}
