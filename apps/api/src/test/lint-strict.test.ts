import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint, type Linter } from 'eslint';

// The strict, type-checked rules of eslint.config.js (decision 0022) shown on code given to ESLint in
// memory (no file is written): a finding only these rules see fails lint, so it fails CI. Type information
// needs a file of the API's tsconfig, so the probe text stands in for an existing one.
const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });

function severity(config: Linter.Config, rule: string): unknown {
  const entry = config.rules?.[rule];
  return Array.isArray(entry) ? entry[0] : entry;
}

describe('strict-type-checked lint of the API and the domain', () => {
  it('applies to sources, keeps non-null assertions allowed, and lets tests read inject answers', async () => {
    for (const file of ['apps/api/src/modules/rides/rides.service.ts', 'packages/domain/src/index.ts']) {
      const config = (await eslint.calculateConfigForFile(path.join(root, file))) as Linter.Config;
      expect(severity(config, '@typescript-eslint/require-await'), file).toBe(2);
      expect(severity(config, '@typescript-eslint/no-unnecessary-condition'), file).toBe(2);
      expect(severity(config, '@typescript-eslint/no-unsafe-member-access'), file).toBe(2);
      expect(severity(config, '@typescript-eslint/no-non-null-assertion'), file).toBe(0);
    }
    const test = (await eslint.calculateConfigForFile(path.join(root, 'apps/api/src/modules/rides/rides.test.ts'))) as Linter.Config;
    expect(severity(test, '@typescript-eslint/no-unsafe-member-access')).toBe(0);
    expect(severity(test, '@typescript-eslint/require-await')).toBe(2);
  });

  it('fails on what only type information shows', async () => {
    const code = [
      'export async function probe(n: number): Promise<number> {',
      '  return Number(n);',
      '}',
      'export const present = (s: string) => s ?? "none";',
    ].join('\n');
    const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/api/src/shared/route-plugin.ts') });
    expect(result!.messages.map((m) => m.ruleId).sort()).toEqual([
      '@typescript-eslint/no-unnecessary-condition',
      '@typescript-eslint/no-unnecessary-type-conversion',
      '@typescript-eslint/require-await',
    ]);
  }, 120_000);
});
