// The boundaries of apps/web as ESLint rules (the picture: docs/architecture.md; each rule shown failing on
// a violation: apps/web/src/boundaries.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { boundariesBlock, repoRoot } from './eslint.boundaries-shared.js';

const web = path.join(repoRoot, 'apps/web/src');
const dir = (p) => path.join(web, p);

/** Every feature folder, read at lint time: a new feature is fenced in without touching this file. */
export function webFeatures() {
  return fs
    .readdirSync(dir('features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * A feature imports `components/`, `lib/`, `@vozka/domain` and its own files; what two features share
 * moves down to `components/` or `lib/`, and a screen composing features lives in `app/`. `components/`
 * and `lib/` lie below every feature and never import one, nor `app/`.
 */
function zones() {
  const result = webFeatures().map((feature) => ({
    target: dir(`features/${feature}`),
    from: dir('features'),
    except: [`./${feature}`],
    message: `features/${feature} may not import another feature: move what they share to components/ or lib/, or compose them in app/ (docs/architecture.md).`,
  }));
  result.push({
    target: dir('features'),
    from: dir('app'),
    message: 'A feature never imports app/ (the router and the screens that compose features) — docs/architecture.md.',
  });
  result.push({
    target: [dir('components'), dir('lib')],
    from: [dir('features'), dir('app')],
    message: 'components/ and lib/ lie below the features: they import no feature and not app/ (docs/architecture.md).',
  });
  return result;
}

/**
 * The config block: no import cycle in apps/web/src, and the allowed arrows between its parts. The web
 * imports by relative paths (no aliases in apps/web/tsconfig.json or vite.config.ts) and `@vozka/domain`.
 */
export function webBoundaries() {
  return [
    boundariesBlock({
      files: ['apps/web/src/**/*.{ts,tsx}'],
      zones: zones(),
      conditionNames: ['import', 'browser', 'default'],
    }),
  ];
}
