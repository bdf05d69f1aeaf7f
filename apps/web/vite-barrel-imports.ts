import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

const DOMAIN = '@vozka/domain';
const DOMAIN_INDEX = path.resolve(import.meta.dirname, '../../packages/domain/src/index.ts');
/** Mantine's ES indexes: an `import { … } from "./module.mjs"` a line, then one `export { … }`. */
const MANTINE = ['@mantine/core', '@mantine/hooks', '@mantine/notifications'];
const BARRELS = new Set([DOMAIN, ...MANTINE]);

/** Where an exported name comes from: the module and the name it has there. */
interface Source {
  file: string;
  name: string;
}

/** Each name the domain's index exports, by the file that declares it (the TypeScript checker's answer). */
function domainExports(): Map<string, Source> {
  const program = ts.createProgram([DOMAIN_INDEX], {
    allowImportingTsExtensions: true,
    noEmit: true,
    resolveJsonModule: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noResolve: false,
    types: [],
  });
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(DOMAIN_INDEX);
  const symbol = index && checker.getSymbolAtLocation(index);
  if (!symbol) throw new Error(`vozka:domain-imports: cannot read ${DOMAIN_INDEX}`);
  const files = new Map<string, Source>();
  for (const exported of checker.getExportsOfModule(symbol)) {
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const file = target.declarations?.[0]?.getSourceFile().fileName;
    if (file) files.set(exported.name, { file: path.resolve(file), name: target.name });
  }
  return files;
}

/** Each name a Mantine package's ES index exports, by the module it comes from. */
function mantineExports(pkg: string): Map<string, Source> {
  // The package's CommonJS main is `<package>/cjs/index.cjs`; its ES index sits beside it.
  const index = path.resolve(path.dirname(createRequire(import.meta.url).resolve(pkg)), '../esm/index.mjs');
  const code = fs.readFileSync(index, 'utf8');
  const local = new Map<string, string>();
  for (const [, names, from] of code.matchAll(/^import \{([^}]*)\} from "([^"]+)";$/gm)) {
    for (const name of names!
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)) {
      const [imported, as = imported] = name.split(/\s+as\s+/);
      if (imported !== as) throw new Error(`vozka:barrel-imports: ${pkg} renames ${name} on import`);
      // A module of the package by its path; another package (react-remove-scroll) as it is named.
      local.set(as!, from!.startsWith('.') ? path.resolve(path.dirname(index), from!) : from!);
    }
  }
  const files = new Map<string, Source>();
  for (const [, names] of code.matchAll(/^export \{([^}]*)\};$/gm)) {
    for (const name of names!
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)) {
      const [imported, exported = imported] = name.split(/\s+as\s+/) as [string, string?];
      const file = local.get(imported);
      if (!file) throw new Error(`vozka:barrel-imports: cannot place ${pkg}'s ${name}`);
      files.set(exported, { file, name: imported });
    }
  }
  return files;
}

/**
 * Imports of `@vozka/domain` in the web's code go straight to the domain module that declares each name
 * (issue 18). The index re-exports every module, so in the bundler's module graph any page that imports a
 * constant from it depends on all of them (zod and every contract): tree shaking drops what is unused, but
 * the chunk grouping (vite.config.ts) walks that graph before tree shaking. With the imports resolved the
 * graph says what a page really uses, and a chunk group of "what the sign-in page needs" holds no contract.
 * The same names, the same modules: nothing changes at run time. Build only (tests and dev import the index).
 */
export function barrelImports(): Plugin {
  const maps = new Map<string, Map<string, Source>>();
  const exportsOf = (pkg: string) => {
    if (!maps.has(pkg)) maps.set(pkg, pkg === DOMAIN ? domainExports() : mantineExports(pkg));
    return maps.get(pkg)!;
  };
  return {
    name: 'vozka:barrel-imports',
    apply: 'build',
    enforce: 'pre',
    transform: {
      // The web's code, and Mantine's components (which import the hooks' index).
      filter: {
        id: /[\\/](apps[\\/]web[\\/]src[\\/].*\.tsx?|@mantine[\\/][a-z]+[\\/]esm[\\/].*\.mjs)$/,
        code: /@vozka\/domain|@mantine\//,
      },
      handler(code, id) {
        const source = ts.createSourceFile(
          id,
          code,
          ts.ScriptTarget.Latest,
          true,
          id.endsWith('.tsx') ? ts.ScriptKind.TSX : id.endsWith('.mjs') ? ts.ScriptKind.JS : ts.ScriptKind.TS,
        );
        const edits: { start: number; end: number; text: string }[] = [];
        for (const statement of source.statements) {
          if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
          const pkg = statement.moduleSpecifier.text;
          if (!BARRELS.has(pkg)) continue;
          const clause = statement.importClause;
          // Type-only imports leave no trace in the bundle; a default or namespace import stays as it is.
          if (!clause || clause.isTypeOnly || clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) continue;
          const exportsByName = exportsOf(pkg);
          const byFile = new Map<string, string[]>();
          for (const element of clause.namedBindings.elements) {
            if (element.isTypeOnly) continue;
            const name = (element.propertyName ?? element.name).text;
            const source = exportsByName.get(name);
            if (!source) this.error(`${pkg} does not export ${name} (${id})`);
            const binding = source.name === element.name.text ? source.name : `${source.name} as ${element.name.text}`;
            byFile.set(source.file, [...(byFile.get(source.file) ?? []), binding]);
          }
          const start = statement.getStart(source);
          const end = statement.getEnd();
          // As many lines as the import had, so the source map of the rest of the file stays right.
          const lines = '\n'.repeat(code.slice(start, end).split('\n').length - 1);
          const text = [...byFile].map(([file, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(file)};`).join(' ');
          edits.push({ start, end, text: text + lines });
        }
        if (edits.length === 0) return null;
        let out = code;
        for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
        return { code: out, map: null };
      },
    },
  };
}
