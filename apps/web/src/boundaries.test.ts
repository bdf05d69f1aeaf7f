import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's root (ESLint finds eslint.config.js there); file paths below are relative to it. From the
// file URL by hand: jsdom's URL resolves '../' against Vite's /@fs/ prefix.
const repoRoot = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '').replace(/apps\/web\/src\/boundaries\.test\.ts$/, ''));
const eslint = new ESLint({ cwd: repoRoot });

/** The messages of the repository's config for `code` as if it were the file at `filePath`. */
async function lint(code: string, filePath: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages ?? [];
}

const ruleIds = (messages: Linter.LintMessage[]) => messages.map((message) => message.ruleId);

/** A lib file and a lib file it imports (by name, without `.ts`), read from the tree as it is. */
function importPair(): [string, string] {
  const sources = import.meta.glob<string>('./lib/*.ts', { query: '?raw', import: 'default', eager: true });
  const names = new Set(Object.keys(sources).map((file) => file.slice('./lib/'.length, -'.ts'.length)));
  for (const [file, source] of Object.entries(sources)) {
    const importer = file.slice('./lib/'.length, -'.ts'.length);
    for (const [, imported] of source.matchAll(/from '\.\/([\w-]+)'/g))
      if (imported && imported !== importer && names.has(imported)) return [importer, imported];
  }
  throw new Error('no lib file imports another one');
}

// Linting loads the whole config and follows imports for the cycle check: slower than a component test.
describe('the web boundaries (eslint.web-boundaries.js)', { timeout: 60_000 }, () => {
  it('fails a feature importing another feature', async () => {
    const messages = await lint(
      "import { CalculatorPage } from '../pricing/components/CalculatorPage';\nexport const page = CalculatorPage;\n",
      'apps/web/src/features/rides/x.ts',
    );
    expect(ruleIds(messages)).toEqual(['import-x/no-restricted-paths']);
    expect(messages[0]?.message).toContain('features/rides may not import another feature');
  });

  it('passes a feature importing lib/, components/, the domain and its own files', async () => {
    const code = [
      "import { formatCzk } from '../../lib/format';",
      "import { PageHeader } from '../../components/ui/PageHeader';",
      "import { MAX_INT4 } from '@vozka/domain';",
      "import { RidesPage } from './components/list/RidesPage';",
      'export const used = [formatCzk, PageHeader, MAX_INT4, RidesPage];',
      '',
    ].join('\n');
    expect(await lint(code, 'apps/web/src/features/rides/x.ts')).toEqual([]);
  });

  it('fails a feature importing app/', async () => {
    const messages = await lint(
      "import { routes } from '../../app/router';\nexport const all = routes;\n",
      'apps/web/src/features/rides/x.ts',
    );
    expect(ruleIds(messages)).toEqual(['import-x/no-restricted-paths']);
  });

  it('fails lib/ and components/ importing a feature or app/', async () => {
    const fromLib = await lint(
      "import { RidesPage } from '../features/rides/components/list/RidesPage';\nexport const page = RidesPage;\n",
      'apps/web/src/lib/x.ts',
    );
    const fromComponents = await lint(
      "import { routes } from '../app/router';\nexport const all = routes;\n",
      'apps/web/src/components/x.ts',
    );
    expect(ruleIds(fromLib)).toEqual(['import-x/no-restricted-paths']);
    expect(ruleIds(fromComponents)).toEqual(['import-x/no-restricted-paths']);
  });

  it('fails an import cycle', async () => {
    // Any lib file importing another one: that one importing it back closes a cycle.
    const [importer, imported] = importPair();
    const messages = await lint(`import * as back from './${importer}';\nexport const again = back;\n`, `apps/web/src/lib/${imported}.ts`);
    expect(ruleIds(messages)).toContain('import-x/no-cycle');
  });
});
