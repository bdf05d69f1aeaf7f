import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';

// The API the dev and preview servers forward /api to (VOZKA_API_URL overrides it, e.g. for a mock).
const API_TARGET = process.env.VOZKA_API_URL ?? 'http://127.0.0.1:3000';

// Vite requires a default export for its config file.
export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The chunk graph, read by bench/web/initial-js.ts (what a page loads before it shows).
    manifest: true,
    rolldownOptions: {
      output: {
        // Every page is a chunk of its own (app/router.tsx). What every page uses — React and the router,
        // Mantine's core — stays in two long-cached chunks; every other library goes with the pages that
        // use it (no catch-all vendor chunk, which made the sign-in page load the maps and the charts).
        codeSplitting: {
          groups: [
            { name: 'mantine', test: /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui)[\\/]/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': API_TARGET } },
  preview: { proxy: { '/api': API_TARGET } },
});
