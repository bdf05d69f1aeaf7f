import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { type Plugin, build } from 'vite';
// By its file, not as `@vozka/domain`: Vite loads its config with every package external, and Node cannot run
// the domain's TypeScript index itself; a relative import is bundled into the config.
import { PRERENDER_MANIFEST, SHELL_MARK, SSR_RENDERER } from '../../packages/domain/src/shared/web-build';
import { LANGUAGES } from '../../packages/domain/src/shared/language';
import { PRERENDERED_PAGES, type PrerenderedPage } from './src/app/public-pages';
import type { renderPage as RenderPage } from './src/prerender/render-page';
import { barrelImports } from './vite-barrel-imports';
import { preactAlias } from './preact-alias';

const ENTRY = 'src/prerender/render-page.tsx';
/** The pages' folder: the manifest's, which the server does not serve (apps/api plugins/web.ts). */
const PAGES_DIR = path.posix.dirname(PRERENDER_MANIFEST);

/**
 * Build-time HTML of the public pages a phone opens first (issue 18: the sign-in page and the transport
 * contract). After the client build it builds the app once more for Node (`src/prerender/render-page.tsx`,
 * everything bundled, so React is Preact there too), renders each page of PRERENDERED_PAGES in each language
 * and writes `dist/prerendered/<page>.<language>.html`: the built index.html with the render in `#root`. The
 * server sends the file of the visitor's language for the page's addresses (apps/api plugins/web.ts, by
 * PRERENDER_MANIFEST: the language cookie the app keeps, else Accept-Language), and the app hydrates it
 * (main.tsx) — or renders anew, when the visitor's language turns out to be the other one.
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'vozka:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // Before the precompression (vite-precompress.ts), which compresses the files written here too.
      order: 'pre',
      sequential: true,
      async handler() {
        const ssrDir = path.join(outDir, path.dirname(SSR_RENDERER));
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          resolve: { alias: preactAlias },
          plugins: [barrelImports(), react()],
          ssr: { noExternal: true },
          build: {
            ssr: ENTRY,
            outDir: ssrDir,
            emptyOutDir: true,
            minify: false,
            sourcemap: false,
            copyPublicDir: false,
            rollupOptions: { output: { format: 'cjs', entryFileNames: path.basename(SSR_RENDERER), codeSplitting: false } },
          },
        });
        const { renderPage } = createRequire(import.meta.url)(path.join(outDir, SSR_RENDERER)) as { renderPage: typeof RenderPage };
        const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        if (!template.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty #root');
        fs.mkdirSync(path.join(outDir, PAGES_DIR), { recursive: true });
        const manifest: { path: string; files: Record<string, string>; data?: string; shells?: Record<string, string> }[] = [];
        for (const [name, page] of Object.entries(PRERENDERED_PAGES) as [string, PrerenderedPage][]) {
          const files: Record<string, string> = {};
          const shells: Record<string, string> = {};
          for (const language of LANGUAGES) {
            const wrap = (render: string) => `<div data-prerendered="${language}">${render}</div>`;
            files[language] = `${PAGES_DIR}/${name}.${language}.html`;
            const { html } = await renderPage(page.render, language);
            fs.writeFileSync(path.join(outDir, files[language]), pageHtml(template, language, wrap(html)));
            if (!page.data) continue;
            shells[language] = `${PAGES_DIR}/${name}.${language}.shell.html`;
            fs.writeFileSync(path.join(outDir, shells[language]), pageHtml(template, language, wrap(SHELL_MARK)));
          }
          manifest.push({ path: page.path, files, ...(page.data ? { data: page.data, shells } : {}) });
        }
        fs.writeFileSync(path.join(outDir, PRERENDER_MANIFEST), JSON.stringify(manifest));
      },
    },
  };
}

/**
 * The page's HTML: the build's index.html with the renders in `#root`, and without the app's script and
 * preloads: the page shows without them, so they wait until it has painted. The route preload loads them
 * then (vite-route-preload.ts), from `data-prerendered-app` (the entry and its static imports), so neither
 * the stylesheet nor the page's first paint shares the phone's bandwidth and CPU with the app's ~110 kB.
 */
function pageHtml(template: string, language: string, render: string): string {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry) throw new Error('prerender: index.html has no module script');
  const preloads = [...template.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  let html = template.replace(entry[0], '');
  for (const preload of preloads) html = html.replace(preload[0], '');
  const app = JSON.stringify({ entry: entry[1], preload: preloads.map((preload) => preload[1]) });
  // Without the attribute the route preload would never load the app, which the HTML no longer names.
  if (!/<html lang="[a-z]+"/.test(html)) throw new Error('prerender: index.html has no <html lang="…">');
  return html
    .replace(/<html lang="[a-z]+"/, `<html lang="${language}" data-prerendered-app='${app}'`)
    .replace('<div id="root"></div>', `<div id="root">${render}</div>`);
}
