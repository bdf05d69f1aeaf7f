import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { webBoundaries } from './eslint.web-boundaries.js';
import { apiBoundaries } from './eslint.api-boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tmp/**', 'data/**', 'test-results/**', 'e2e/.artifacts/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },

  // ── Strict, type-checked rules for apps/api and packages/domain (issue 13 §4) ──
  // typescript-eslint's strict-type-checked preset, types from each package's tsconfig (projectService).
  // The preset turns no-non-null-assertion back on: the project's choice (off) is repeated after it.
  {
    files: ['apps/api/**/*.ts', 'packages/domain/**/*.ts'],
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  // Tests (and the authorization matrix's rows, test code too) read answers with inject's `.json()`, typed
  // `any`: the no-unsafe-* rules stay off there (decision 0022).
  {
    files: [
      'apps/api/**/*.test.ts',
      'packages/domain/**/*.test.ts',
      'apps/api/src/test/**',
      '**/test-support.ts',
      'apps/api/**/*.matrix.ts',
      'apps/api/src/fuzz/**',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  // The test files of a Vitest worker share its modules (docs/decisions/0044): a module mock would leak into
  // the next file of the worker (or miss a module it already imported). Tests inject what they replace.
  {
    files: ['apps/**/*.test.{ts,tsx}', 'packages/**/*.test.ts', 'apps/*/src/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'doUnmock'].map((property) => ({
          object: 'vi',
          property,
          message: 'Test files share their modules (decision 0044): inject the replacement instead of mocking a module.',
        })),
      ],
    },
  },

  // ── Boundaries of apps/api and packages/domain (docs/architecture.md) ──
  // The allowed arrows, drawn in docs/architecture.md; apps/api/src/test/lint-boundaries.test.ts shows each
  // rule failing on a violation. A module may import the modules of LOWER levels only (never its own
  // level's, never a higher one): a lower module tells a higher one something through an injected port
  // (ModuleDeps) or an event, not an import. Test files may also use any module's fixtures (test-support).
  ...apiBoundaries(),

  // ── Boundaries of apps/web (docs/architecture.md) ──
  // A feature imports components/, lib/, @vozka/domain and its own files only; components/ and lib/ import
  // no feature and not app/; no import cycle anywhere in apps/web/src. apps/web/src/boundaries.test.ts shows
  // each rule failing on a violation.
  ...webBoundaries(),

  // ── One contract: the web declares no API shapes (issue 13 §1) ──
  // Request and answer shapes are zod schemas of @vozka/domain; the web's API calls use their z.infer types.
  // In the files that call the API, a type or interface named like a contract (…Body, …Params, …View, …) is
  // an error. apps/web/src/contract-guard.test.ts shows it failing.
  {
    files: ['apps/web/src/**/api/**/*.{ts,tsx}', 'apps/web/src/**/api.ts', 'apps/web/src/lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          selector:
            ':matches(TSInterfaceDeclaration, TSTypeAliasDeclaration)[id.name=/(Answer|Response|Request|Body|Payload|Params|Query|Dto|View|Entry|Details|Record|Result|Row)$/]',
          message: 'API shapes come from @vozka/domain (z.infer of its schemas)',
        },
      ],
    },
  },

  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['**/vite.config.ts', '**/vitest.config.ts', '**/playwright.config.ts', '**/drizzle.config.ts', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
