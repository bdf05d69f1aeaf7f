// `npm run build:api`: the API as plain JavaScript (docs/decisions/0036, 0048). esbuild bundles
// apps/api/src/server.ts with the workspace's own TypeScript (the API and @vozka/domain) and the npm packages
// it imports into apps/api/dist/server.js, so a start reads one file instead of resolving and compiling about
// 1,500 modules. The packages that need their own files at run time stay imports of node_modules (a
// production install has them). `npm start` runs `node` on the bundle, so a start transpiles nothing.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'apps/api/dist');

/**
 * Packages that stay imports of node_modules: each reads files of its own package at run time (WebAssembly
 * and data, a native addon, fonts, static pages, time-zone files, its package.json), is loaded only when
 * a feature needs it (exceljs, pdfkit, and Stripe's SDK, imported only by a portal on the Stripe provider:
 * adapters/payments/stripe.ts), or starts worker threads by file name (pino's transports).
 */
export const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@touch4it/ical-timezones',
  'dejavu-fonts-ttf',
  'exceljs',
  'pdfkit',
  'pino',
  'stripe',
  'thread-stream',
];

const isExternal = (specifier) =>
  specifier.startsWith('node:') || EXTERNAL_PACKAGES.some((p) => specifier === p || specifier.startsWith(`${p}/`));

/** The packages above stay imports; every other package and the `@vozka/*` workspaces go into the bundle. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (isExternal(args.path) ? { path: args.path, external: true } : undefined));
  },
};

/**
 * `import.meta.url` keeps naming the source file it is written in — relative to the bundle, so a moved
 * or copied checkout still works: the migrations, the ISDOC schema, the web build and the fonts are found
 * next to their sources, as under tsx.
 */
const sourceUrls = {
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  // The server, and the first admin's command for an install without tsx (a container: README "Deployment").
  entryPoints: [path.join(root, 'apps/api/src/server.ts'), path.join(root, 'apps/api/src/cli/create-admin.ts')],
  // Both bundles directly in dist/: the source URLs above are relative to it.
  entryNames: '[name]',
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [externalPackages, sourceUrls],
  // The bundled CommonJS packages `require` Node's modules and the external packages: ESM has no `require`.
  banner: {
    js: "import { createRequire as __vozkaCreateRequire } from 'node:module'; const require = __vozkaCreateRequire(import.meta.url);",
  },
});
console.log(`API built: ${path.relative(root, path.join(outdir, 'server.js'))} and create-admin.js`);
