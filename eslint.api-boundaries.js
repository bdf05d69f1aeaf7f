// The boundaries of apps/api and packages/domain as ESLint rules (the picture: docs/architecture.md;
// each rule shown failing on a violation: apps/api/src/test/lint-boundaries.test.ts).
import path from 'node:path';
import { boundariesBlock, repoRoot as root } from './eslint.boundaries-shared.js';

const api = 'apps/api/src';

/**
 * The API's feature modules by level, lowest first. A module imports modules of lower levels only: never
 * one of its own level, never a higher one. Where a lower module must tell a higher one something, it
 * takes a port (a function or object in ModuleDeps, wired in app.ts) or publishes an event.
 */
export const API_MODULE_LEVELS = [
  ['files'],
  ['auth', 'settings', 'health', 'board', 'api-keys'],
  ['vehicles', 'pricing', 'blog'],
  ['users', 'places'],
  ['rides'],
  ['payments', 'contracts', 'positions', 'reports', 'invoices', 'ride-import', 'ride-export', 'calendar', 'flights'],
  ['dispatch', 'events'],
  ['notifications', 'reminders', 'webhooks'],
];

/** Below every module: they import no module and no composition root (db/seed is a root, see ROOTS). */
const BASE = ['shared/**', 'db/*.ts', 'db/!(seed)/**', 'adapters/**', 'plugins/**', 'locales/**', 'config.ts'];
/** Composition roots: they wire modules together and may import anything in the API. */
const ROOTS = ['app.ts', 'server.ts', 'cli', 'fuzz', 'test', 'db/seed'];
/** Test files and fixtures; they may also use any module's fixtures (a user's test needs a ride). */
const TESTS = ['**/*.test.ts', '**/*.matrix.ts', '**/test-support.ts', '**/test-helpers.ts'];
const FIXTURES = ['**/test-support.ts', '**/test-helpers.ts'];

const abs = (p) => path.join(root, api, p);
const moduleDir = (m) => abs(`modules/${m}`);

/** The no-restricted-paths zones; `withFixtures` lets test files import any module's fixtures. */
function zones(withFixtures) {
  const result = [];
  const except = withFixtures ? FIXTURES.map((f) => `${moduleDir('*')}/${f}`) : [];
  API_MODULE_LEVELS.forEach((level, i) => {
    const notBelow = API_MODULE_LEVELS.slice(i).flat();
    for (const m of level) {
      const from = notBelow.filter((other) => other !== m).map((other) => `${moduleDir(other)}/**`);
      result.push({
        target: `${moduleDir(m)}/**`,
        from,
        except,
        message: `Module "${m}" may import only modules of a lower level (docs/architecture.md); use a port in ModuleDeps or an event.`,
      });
    }
  });
  // Test files may also use the test helpers (test/), the seed and the app itself.
  if (!withFixtures)
    result.push({
      target: abs('modules/**'),
      from: ROOTS.map(abs),
      message: 'A module never imports a composition root (app.ts, server.ts, cli, fuzz, test, db/seed) — docs/architecture.md.',
    });
  // Their tests may still use the test helpers (test/) and the seed.
  result.push({
    target: BASE.map(abs),
    from: [abs('modules'), ...ROOTS.filter((r) => r !== 'test' && r !== 'db/seed').map(abs)],
    message:
      'shared, db, adapters, plugins, locales and config.ts lie below the modules: they import no module and no composition root (docs/architecture.md).',
  });
  result.push({
    target: path.join(root, 'packages/domain'),
    from: path.join(root, 'apps'),
    message: 'The domain package imports nothing from the apps (docs/architecture.md).',
  });
  return result;
}

/** The config blocks: cycles and the allowed arrows for the API and the domain package. */
export function apiBoundaries() {
  const files = [`${api}/**/*.ts`, 'packages/domain/**/*.ts'];
  return [
    boundariesBlock({ files, zones: zones(false), conditionNames: ['import', 'node', 'default'] }),
    {
      files: TESTS.map((t) => `${api}/${t}`),
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones(true) }] },
    },
  ];
}
