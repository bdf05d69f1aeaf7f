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
    // jsdom renders of whole pages take a few seconds on a loaded machine (2 cores, several runs at once):
    // the 5 s default failed healthy tests; tests wait for conditions (findBy*, waitFor), never for time.
    testTimeout: 15_000,
  },
});
