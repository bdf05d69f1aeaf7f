import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Vitest requires a default export for its config file.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // The files of a worker share its module cache (docs/decisions/0044): Mantine, React and the app are
    // imported once per worker, not per file, which halved the suite's CPU time. setup.ts resets what a
    // test leaves behind (the DOM, toasts, stubbed globals, mocks, storage, the language) after each test;
    // no file mocks a module (vi.mock would leak into the next file).
    isolate: false,
    // jsdom renders of whole pages take a few seconds on a loaded machine (2 cores, several runs at once):
    // the 5 s default failed healthy tests; tests wait for conditions (findBy*, waitFor), never for time.
    testTimeout: 15_000,
  },
});
