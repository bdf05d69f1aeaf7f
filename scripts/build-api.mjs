// `npm run build:api`: the API as plain JavaScript (docs/decisions/0036). esbuild bundles
// apps/api/src/server.ts with the workspace's own TypeScript (the API and @vozka/domain) into
// apps/api/dist/server.js; every npm package stays an import of node_modules (a production install has
// them). `npm start` runs `node` on the bundle, so a start transpiles nothing.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'apps/api/dist');

/**
 * Bare imports (`fastify`, `node:fs`) stay imports; `@vozka/*` workspaces are TypeScript source and go
 * into the bundle.
 */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@vozka/') ? undefined : { path: args.path, external: true }));
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
});
console.log(`API built: ${path.relative(root, path.join(outdir, 'server.js'))} and create-admin.js`);
