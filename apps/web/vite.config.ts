import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';
import { routePreload } from './vite-route-preload';

// The API the dev and preview servers forward /api to (VOZKA_API_URL overrides it, e.g. for a mock).
const API_TARGET = process.env.VOZKA_API_URL ?? 'http://127.0.0.1:3000';

// Vite requires a default export for its config file.
export default defineConfig({
  plugins: [react(), routePreload(), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The chunk graph, read by bench/web/initial-js.ts (what a page loads before it shows).
    manifest: true,
    rolldownOptions: {
      output: {
        // Every page is a chunk of its own (app/router.tsx). What every page runs before it shows — React,
        // the router, i18next, TanStack Query and Mantine's provider and styles machinery (not its
        // components) — is one long-cached chunk: a public page then needs a few requests, not dozens
        // (each costs a round trip under Lighthouse's throttling). Every other library, and every Mantine
        // component, goes with the pages that use it (issue 18: the Mantine group of all components and
        // the catch-all vendor chunk made the sign-in page load the staff screens' code).
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|use-sync-external-store|clsx|@mantine[\\/](store|core[\\/]esm[\\/]core))[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': API_TARGET } },
  preview: { proxy: { '/api': API_TARGET } },
});
