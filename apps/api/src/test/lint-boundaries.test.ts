import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';

// The boundary rules of apps/api and packages/domain (eslint.api-boundaries.js, drawn in docs/architecture.md)
// shown failing on each kind of violation, on code given to ESLint in memory: no file is written.
const root = path.resolve(import.meta.dirname, '../../../..');
const { apiBoundaries } = (await import(pathToFileURL(path.join(root, 'eslint.api-boundaries.js')).href)) as {
  apiBoundaries: () => Linter.Config[];
};

// Only the boundary blocks (the strict type-checked ones need a real file in a tsconfig and take minutes).
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { 'import-x': importX } },
    ...apiBoundaries(),
  ],
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

const RESTRICTED = expect.stringMatching(/^import-x\/no-restricted-paths: Unexpected path/);

describe('the API and domain boundaries (lint)', () => {
  it('the project config applies both rules to the API, its tests and the domain', async () => {
    const full = new ESLint({ cwd: root });
    for (const file of [
      'apps/api/src/modules/rides/rides.service.ts',
      'apps/api/src/modules/rides/rides.test.ts',
      'packages/domain/src/index.ts',
    ]) {
      const { rules } = (await full.calculateConfigForFile(path.join(root, file))) as Linter.Config;
      expect(rules?.['import-x/no-cycle']?.[0 as never], file).toBe(2);
      expect(rules?.['import-x/no-restricted-paths']?.[0 as never], file).toBe(2);
    }
  });

  it('lets a module import a lower one, shared code and the domain', async () => {
    const code = [
      "import { waitingRateFor } from '../pricing/ride-pricing.ts';",
      "import { AppError } from '../../shared/errors.ts';",
      "import { MAX_INT4 } from '@vozka/domain';",
      'export const used = [waitingRateFor, AppError, MAX_INT4];',
    ].join('\n');
    expect(await problems('apps/api/src/modules/rides/lint-probe.ts', code)).toEqual([]);
  });

  it('refuses an upward import: pricing must not use rides', async () => {
    const code = "import { countFreeRides } from '../rides/free-rides.ts';\nexport const used = countFreeRides;\n";
    expect(await problems('apps/api/src/modules/pricing/lint-probe.ts', code)).toEqual([RESTRICTED]);
  });

  it('refuses an import within one level: users and places know nothing of each other', async () => {
    const code = "import { createLocalPlacesCache } from '../places/local-places.ts';\nexport const used = createLocalPlacesCache;\n";
    expect(await problems('apps/api/src/modules/users/lint-probe.ts', code)).toEqual([RESTRICTED]);
  });

  it('refuses a module in shared code and an API file in the domain', async () => {
    const inShared = "import { createAuthService } from '../modules/auth/auth.service.ts';\nexport const used = createAuthService;\n";
    expect(await problems('apps/api/src/shared/lint-probe.ts', inShared)).toEqual([RESTRICTED]);
    const inDomain = "import { AppError } from '../../../apps/api/src/shared/errors.ts';\nexport const used = AppError;\n";
    expect(await problems('packages/domain/src/lint-probe.ts', inDomain)).toEqual([RESTRICTED]);
  });

  it("lets a test use a higher module's fixtures, but not its code", async () => {
    const fixtures = "import { buildRide } from '../rides/test-support.ts';\nexport const used = buildRide;\n";
    expect(await problems('apps/api/src/modules/users/lint-probe.test.ts', fixtures)).toEqual([]);
    const code = "import { countFreeRides } from '../rides/free-rides.ts';\nexport const used = countFreeRides;\n";
    expect(await problems('apps/api/src/modules/users/lint-probe.test.ts', code)).toEqual([RESTRICTED]);
  });

  it('refuses a cycle, in the API and in the domain', async () => {
    // A real file given new content: the files it imports import it back.
    const apiCycle = "import { registerErrorHandler } from '../plugins/errors.ts';\nexport const used = registerErrorHandler;\n";
    expect(await problems('apps/api/src/shared/errors.ts', apiCycle)).toContainEqual(expect.stringMatching(/^import-x\/no-cycle: /));
    const domainCycle = "import { MAX_INT4 } from '../index.ts';\nexport const used = MAX_INT4;\n";
    expect(await problems('packages/domain/src/shared/time.ts', domainCycle)).toContainEqual(
      expect.stringMatching(/^import-x\/no-cycle: /),
    );
  });
});
