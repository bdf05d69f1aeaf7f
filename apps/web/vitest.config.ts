import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { preactAlias } from './preact-alias';

// Vitest requires a default export for its config file.
export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      // The ESM build of Testing Library, whose React imports the aliases turn into Preact's.
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
      ...preactAlias,
    ],
    // ES module builds of the libraries (their CommonJS ones require React, past the aliases).
    conditions: ['module', 'browser', 'development'],
    mainFields: ['module', 'browser', 'main'],
  },
  ssr: {
    resolve: {
      conditions: ['module', 'browser', 'development'],
      externalConditions: ['module'],
      mainFields: ['module', 'browser', 'main'],
    },
  },
  test: {
    name: 'web',
    // Libraries that import React are bundled through Vite, so they too get Preact (preactAlias).
    server: { deps: { inline: true } },
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
