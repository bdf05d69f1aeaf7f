// `npm start`, before `npm run serve` (docs/decisions/0036). A development install has Vite and esbuild:
// the web app and the API are built, so a start always runs the source as it is. A production install
// (`npm ci --omit=dev`) has neither: it serves the builds made by `npm run build` before it, and a
// missing one stops the start with what to do.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const has = (file) => fs.existsSync(path.join(root, file));

if (has('node_modules/.bin/vite') && has('node_modules/.bin/esbuild')) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
const missing = ['apps/web/dist/index.html', 'apps/api/dist/server.js'].filter((file) => !has(file));
if (missing.length > 0) {
  console.error(
    `Missing ${missing.join(' and ')}: a production install (npm ci --omit=dev) cannot build them.\n` +
      'Run `npm ci && npm run build` first, then `npm ci --omit=dev && npm start`.',
  );
  process.exit(1);
}
