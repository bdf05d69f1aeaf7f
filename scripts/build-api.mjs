// `npm run build:api`: the API as plain JavaScript (docs/decisions/0036, 0048, 0049). esbuild bundles
// apps/api/src/server.ts with the workspace's own TypeScript (the API and @vozka/domain) and the npm packages
// it imports into apps/api/dist/server.cjs, so a start reads one file instead of resolving and compiling about
// 1,500 modules. The packages that need their own files at run time stay imports of node_modules (a
// production install has them). `npm start` runs `node` on apps/api/dist/server.js, which runs the bundle
// through V8's code cache (apps/api/src/boot/code-cache.ts), so a start transpiles nothing and, after the
// first, compiles little.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'apps/api/dist');

/**
 * Packages that stay imports of node_modules: each reads files of its own package at run time (WebAssembly
 * and data, a native addon, fonts, time-zone files), is loaded only when a feature needs it (exceljs,
 * pdfkit, and Stripe's SDK, imported only by a portal on the Stripe provider: adapters/payments/stripe.ts),
 * or starts worker threads by file name (thread-stream, which pino's transports start). The OpenAPI packages
 * and pino are bundled although they name files of their own (below).
 */
export const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@touch4it/ical-timezones',
  'dejavu-fonts-ttf',
  'exceljs',
  'pdfkit',
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
 * next to their sources, as under tsx. The CommonJS bundle has no `import.meta`: its own URL is
 * `__vozkaBundleUrl`, set by its first line (the banner below).
 */
const sourceUrls = {
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, __vozkaBundleUrl).href`), loader: 'ts' };
    });
  },
};

/**
 * @fastify/swagger and @fastify/swagger-ui are bundled: as imports they were some 110 modules (yaml alone
 * 72, the OpenAPI writer) and a second @fastify/static, each found, read and compiled at every start, about
 * a tenth of the main thread's time (CPU profiles of starts, issue 18 §5); in the bundle V8 compiles only
 * the functions that run. Their files still find their package's own folder (Swagger UI's page, scripts
 * and logo; @fastify/swagger's package.json) where it is installed: their `__dirname` becomes that folder,
 * relative to the bundle like the source URLs above.
 */
const PACKAGE_FOLDERS = /[\\/]node_modules[\\/](@fastify[\\/]swagger(-ui)?|pino)[\\/].*\.js$/;
/** `path.join(__dirname, 'a', 'b')` (pino: `join(…)`): the one way these packages name their files that the build can check. */
const FILE_OF_FOLDER = /(?:path\.)?join\(__dirname((?:\s*,\s*'[^']*')+)\s*\)/g;
/**
 * Fails the build when a package names a file by its folder in a way the build cannot check, or names one that
 * is not there: an update of the package that moved its files stops the build, not a start's `/api/docs`.
 */
function checkFolderUses(file, text) {
  const uses = text.match(/__dirname/g)?.length ?? 0;
  const checked = [...text.matchAll(FILE_OF_FOLDER)];
  if (checked.length !== uses) {
    throw new Error(`${file}: uses __dirname other than as path.join(__dirname, '…'): check how it finds its files`);
  }
  for (const [, parts] of checked) {
    const target = path.join(path.dirname(file), ...[...parts.matchAll(/'([^']*)'/g)].map((m) => m[1]));
    if (!fs.existsSync(target)) throw new Error(`${file}: names ${target}, which is not there`);
  }
}
const packageFolders = {
  name: 'package-folders',
  setup(b) {
    b.onLoad({ filter: PACKAGE_FOLDERS }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      checkFolderUses(args.path, text);
      const relative = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
      return { contents: text.replaceAll('__dirname', `require('node:path').join(__dirname, ${JSON.stringify(relative)})`), loader: 'js' };
    });
  },
};

/**
 * node-postgres asks at load whether it runs in a Cloudflare Worker; on Node 20 the question (`typeof Response`)
 * loads Node's whole fetch (undici), about 25 ms of every start's main thread (a CPU profile of a start, issue
 * 18 §5). This bundle runs on Node alone: the answer is no. The build fails when the question is not where it
 * was, so an update of pg is looked at, not silently slower.
 */
const PG_STREAM = /[\\/]node_modules[\\/]pg[\\/]lib[\\/]stream\.js$/;
const CLOUDFLARE_QUESTION = 'if (isCloudflareRuntime()) {';
const nodeOnlyPg = {
  name: 'node-only-pg',
  setup(b) {
    b.onLoad({ filter: PG_STREAM }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes(CLOUDFLARE_QUESTION)) throw new Error(`${args.path}: no "${CLOUDFLARE_QUESTION}" to answer`);
      return { contents: text.replace(CLOUDFLARE_QUESTION, 'if (false) {'), loader: 'js' };
    });
  },
};

/** The entries `node` runs: each runs its CommonJS bundle, the server's through the code cache. */
const ENTRIES = { server: { codeCache: true }, 'create-admin': { codeCache: false } };

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  // The server, and the first admin's command for an install without tsx (a container: README "Deployment").
  entryPoints: Object.keys(ENTRIES).map((name) =>
    path.join(root, name === 'server' ? 'apps/api/src/server.ts' : `apps/api/src/cli/${name}.ts`),
  ),
  // The bundles directly in dist/: the source URLs above are relative to it.
  entryNames: '[name]',
  outExtension: { '.js': '.cjs' },
  outdir,
  bundle: true,
  platform: 'node',
  // CommonJS: V8 takes a code cache for a script (node:vm), not for an ES module (decision 0049).
  format: 'cjs',
  target: 'node20.19',
  // `import()` of a package (Stripe's SDK, exceljs, pdfkit: loaded when first used) becomes a `require` when
  // it is called: a script's own `import()` needs Node's experimental vm modules.
  supported: { 'dynamic-import': false },
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [externalPackages, sourceUrls, packageFolders, nodeOnlyPg],
  banner: { js: "const __vozkaBundleUrl = require('node:url').pathToFileURL(__filename).href;" },
});
// The code cache's loader and PGlite's preload (decision 0051), each a module of its own next to the bundles:
// the server's entry runs both before its bundle.
await build({
  entryPoints: ['code-cache', 'pglite-preload'].map((name) => path.join(root, `apps/api/src/boot/${name}.ts`)),
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  logLevel: 'warning',
});
/**
 * The bundle's text in one byte a character. V8 keeps a script's source for the functions it compiles later,
 * as one byte a character when the text is ASCII only and two bytes otherwise: one character outside ASCII
 * made the 6 MB bundle 12 MB of memory and its read and compile 13–25 ms slower at every start (issue 18 §5).
 * esbuild escapes every string it writes; what it copies as written is comments, regular expressions and
 * template literals. A comment's characters are replaced by `?` (one for each UTF-16 unit, so the source
 * map's columns still hold); anything else outside ASCII fails the build with where it is, to be escaped in
 * the source (`\u010d` in a regular expression, `U&'\2192'` in SQL).
 */
function asciiOnly(file) {
  const text = fs.readFileSync(file, 'utf8');
  const outside = /[\u0080-\uffff]/g;
  if (!outside.test(text)) return;
  const comments = [];
  parse(text, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    allowReturnOutsideFunction: true,
    onComment: (_block, _text, start, end) => comments.push([start, end]),
  });
  let ascii = '';
  let at = 0;
  for (const [start, end] of comments) {
    ascii += text.slice(at, start) + text.slice(start, end).replace(outside, '?');
    at = end;
  }
  ascii += text.slice(at);
  const left = [...ascii.matchAll(outside)].slice(0, 5).map((m) => {
    const before = ascii.slice(0, m.index);
    const line = before.split('\n').length;
    return `line ${line}: ${ascii.slice(m.index - 40, m.index + 20).replace(/\s+/g, ' ')}`;
  });
  if (left.length > 0) {
    throw new Error(`${file}: characters outside ASCII that are not in comments; escape them in the source:\n${left.join('\n')}`);
  }
  fs.writeFileSync(file, ascii);
}
for (const name of Object.keys(ENTRIES)) asciiOnly(path.join(outdir, `${name}.cjs`));

/** The cache's name carries a hash of the bundle: V8 would take another build's cache of the same length. */
const buildIdOf = (bundle) =>
  createHash('sha256')
    .update(fs.readFileSync(path.join(outdir, bundle)))
    .digest('hex')
    .slice(0, 16);
for (const [name, { codeCache }] of Object.entries(ENTRIES)) {
  const bundle = `${name}.cjs`;
  // The server's entry starts reading and compiling PGlite's WebAssembly on a worker thread before it
  // evaluates the bundle on this one (decision 0051).
  const run = codeCache
    ? `import { fileURLToPath } from 'node:url';\nimport { runBundle } from './code-cache.js';\nimport { startPglitePreload } from './pglite-preload.js';\n\nstartPglitePreload();\nrunBundle(fileURLToPath(new URL('./${bundle}', import.meta.url)), '${buildIdOf(bundle)}');\n`
    : `import { createRequire } from 'node:module';\n\ncreateRequire(import.meta.url)('./${bundle}');\n`;
  fs.writeFileSync(path.join(outdir, `${name}.js`), `// Written by scripts/build-api.mjs: runs ${bundle}.\n${run}`);
}
console.log(`API built: ${path.relative(root, path.join(outdir, 'server.js'))} and create-admin.js`);
