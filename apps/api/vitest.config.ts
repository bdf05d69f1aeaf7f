import { configDefaults, defineProject } from 'vitest/config';

/**
 * Test files that open no database, or only an embedded one of their own (the PGlite client's tests), so
 * TEST_DATABASE_URL changes nothing for them: they run once, in the PGlite run (`npm run test:unit`); the
 * PostgreSQL run leaves them out. A file here that starts using the test database must leave the list.
 */
const WITHOUT_DATABASE = [
  'src/test/lint-strict.test.ts',
  'src/test/lint-boundaries.test.ts',
  'src/test/web-visibility.test.ts',
  'src/fuzz/fuzz.test.ts',
  'src/modules/auth/login-throttle.test.ts',
  'src/modules/files/file-names.test.ts',
  'src/shared/stream-gate.test.ts',
  'src/shared/sse-stream.test.ts',
  'src/adapters/mail/mailer.test.ts',
  'src/plugins/serialization.test.ts',
  'src/adapters/geo/google.test.ts',
  'src/adapters/geo/mapy.test.ts',
  'src/adapters/geo/config.test.ts',
  'src/adapters/geo/builtin.test.ts',
  'src/adapters/payments/payment-config.test.ts',
  'src/plugins/web.test.ts',
  'src/plugins/page-render.test.ts',
  'src/plugins/map-tiles.test.ts',
  'src/modules/invoices/isdoc.test.ts',
  'src/boot/code-cache.test.ts',
  'src/boot/pglite-preload.test.ts',
  'src/db/client.test.ts',
  'src/db/pglite-turns.test.ts',
];

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? WITHOUT_DATABASE : [])],
    // One migrated template database per run; each test file starts from a copy (test/test-database.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // The files of a worker share its module cache (docs/decisions/0044): the app's modules are imported
    // once per worker instead of once per file, which was most of the suite's time. Each file still gets
    // its own database, app, clock and mail catcher; no file mocks a module (vi.mock would leak).
    isolate: false,
    setupFiles: ['src/test/per-file-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
