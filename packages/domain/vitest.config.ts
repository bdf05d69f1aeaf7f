import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    // Property and linear-time tests take a few seconds on a loaded 2-core machine (the 5 s default failed
    // blog/sanitize.test.ts under `npm run test:repeat`); tests wait for conditions, never for time.
    testTimeout: 15_000,
    // Pure functions: the files of a worker share its modules (docs/decisions/0044).
    isolate: false,
  },
});
