import path from 'node:path';
import react from '@vitejs/plugin-react';
import { type Rolldown, defineConfig } from 'vite';
import { PUBLIC_PAGES } from './src/app/public-pages';
import { barrelImports } from './vite-barrel-imports';
import { precompress } from './vite-precompress';
import { preactAlias } from './preact-alias';
import { routePreload } from './vite-route-preload';
import { prerender } from './vite-prerender';

// The API the dev and preview servers forward /api to (VOZKA_API_URL overrides it, e.g. for a mock).
const API_TARGET = process.env.VOZKA_API_URL ?? 'http://127.0.0.1:3000';

/** What every page runs before it shows: Preact (as React), the router, i18next, TanStack Query, Mantine's provider. */
const CORE =
  /node_modules[\\/](preact|react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|use-sync-external-store|clsx|@mantine[\\/](store|core[\\/]esm[\\/]core))[\\/]/;

/** Each text namespace stays a chunk of its own, loaded with the pages that show it (lib/i18n.ts). */
const TEXTS = /[\\/]src[\\/]locales[\\/]/;
const notTexts = (id: string) => !TEXTS.test(id);

/** The two pages of issue 18's goal, by the module of each (app/public-pages.ts). */
const GOAL_PAGES = { login: PUBLIC_PAGES.login.module, contract: PUBLIC_PAGES.contract.module } as const;
type GoalPage = keyof typeof GOAL_PAGES;

/**
 * The chunk of a module the sign-in or the booking page imports statically: `public` when both do,
 * else the page's own. Walked once over the module graph (static imports only; the domain's imports are
 * resolved to their modules by vite-barrel-imports.ts, so the graph has no index of every contract).
 */
function goalPageChunks(): Rolldown.CodeSplittingNameFunction {
  let chunkOf: Map<string, string> | null = null;
  return (id, ctx) => {
    if (!chunkOf) {
      const reached = new Map<string, Set<GoalPage>>();
      for (const [page, module] of Object.entries(GOAL_PAGES) as [GoalPage, string][]) {
        const stack = [path.resolve(import.meta.dirname, module)];
        for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
          if (TEXTS.test(next)) continue;
          const pages = reached.get(next) ?? new Set();
          if (pages.has(page)) continue;
          pages.add(page);
          reached.set(next, pages);
          stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
        }
      }
      // The pages themselves stay chunks of their own (the router and the route preload load them by name).
      for (const module of Object.values(GOAL_PAGES)) reached.delete(path.resolve(import.meta.dirname, module));
      chunkOf = new Map([...reached].map(([module, pages]) => [module, pages.size > 1 ? 'public' : [...pages][0]!]));
    }
    return chunkOf.get(id) ?? null;
  };
}

const goalPageChunk = goalPageChunks();

// Vite requires a default export for its config file.
export default defineConfig({
  // React's modules are Preact's (preact-alias.ts, docs/decisions/0046): 4 kB where React took 60.
  resolve: { alias: preactAlias },
  plugins: [barrelImports(), react(), routePreload(), prerender(), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The chunk graph, read by bench/web/initial-js.ts (what a page loads before it shows).
    manifest: true,
    rolldownOptions: {
      output: {
        // Every page is a chunk of its own (app/router.tsx), and a public page loads a few chunks, not dozens
        // (issue 18: over HTTP/1.1 each wave of six requests costs a round trip on a phone, and gzip packs one
        // chunk better than forty small ones):
        // - core: what every page runs before it shows — React, the router, i18next, TanStack Query and
        //   Mantine's provider and styles machinery (not its components); long-cached.
        // - app: the rest of what the entry imports statically (the shell, the route table, the API client).
        // - public, login, contract: what the sign-in and the booking page import statically (both / one).
        // Every other library and Mantine component goes with the pages that use it (the former Mantine
        // group of all components made the sign-in page load the staff screens' code).
        codeSplitting: {
          groups: [
            { name: 'core', test: CORE, priority: 3 },
            { name: 'app', tags: ['$initial'], test: notTexts, priority: 2 },
            // What both pages use first: its dependencies are both pages' too, none goes to one page's chunk.
            { name: (id, ctx) => (goalPageChunk(id, ctx) === 'public' ? 'public' : null), debugName: 'public', priority: 1 },
            { name: goalPageChunk, debugName: 'goal-pages', priority: 0 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': API_TARGET } },
  preview: { proxy: { '/api': API_TARGET } },
});
