import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's root (ESLint finds eslint.config.js there), from the file URL by hand as in boundaries.test.ts.
const repoRoot = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '').replace(/apps\/web\/src\/contract-guard\.test\.ts$/, ''));
const eslint = new ESLint({ cwd: repoRoot });

async function lint(code: string, filePath: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages ?? [];
}

const MESSAGE = 'API shapes come from @vozka/domain (z.infer of its schemas)';

// Issue 13 §1: a contract written again in the web fails CI ("One contract" block of eslint.config.js).
describe('the one-contract guard (eslint.config.js)', { timeout: 60_000 }, () => {
  it('fails an interface of an answer declared in a feature api file', async () => {
    const code = 'export interface SessionView {\n  id: number;\n}\nexport const none: SessionView[] = [];\n';
    const messages = await lint(code, 'apps/web/src/features/profile/api/x.ts');
    expect(messages.map((m) => [m.ruleId, m.message])).toEqual([['no-restricted-syntax', MESSAGE]]);
  });

  it('fails a type alias of a query declared in a lib api file', async () => {
    const code = 'export type UsersParams = { page: number };\nexport const first: UsersParams = { page: 0 };\n';
    const messages = await lint(code, 'apps/web/src/lib/users/fetchSomething.ts');
    expect(messages.map((m) => m.message)).toEqual([MESSAGE]);
  });

  it('passes the domain type used instead, and keeps the named-exports rule', async () => {
    const code = "import type { TSession } from '@vozka/domain';\nexport const none: TSession[] = [];\n";
    expect(await lint(code, 'apps/web/src/features/profile/api/x.ts')).toEqual([]);
    const byDefault = await lint('export default 1;\n', 'apps/web/src/features/profile/api/x.ts');
    expect(byDefault.map((m) => m.message)).toEqual(['Use named exports.']);
  });
});
