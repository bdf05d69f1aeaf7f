// What the boundary configs of the apps share (eslint.api-boundaries.js, eslint.web-boundaries.js): how
// imports resolve and the block that forbids cycles and any arrow outside the allowed ones.
import { createNodeResolver } from 'eslint-plugin-import-x';

/** The repository root: the zones' paths are absolute or relative to it. */
export const repoRoot = import.meta.dirname;

/**
 * The config block for `files`: no import cycle, and imports only along the allowed arrows (`zones` of
 * import-x/no-restricted-paths). Imports resolve as Node does — `.ts`/`.tsx` specifiers and the
 * `@vozka/domain` workspace package (a symlink to packages/domain/src/index.ts) — with the package export
 * conditions of the app's platform (`conditionNames`: 'node' for the API, 'browser' for the web).
 */
export function boundariesBlock({ files, zones, conditionNames }) {
  return {
    files,
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], conditionNames })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones }],
    },
  };
}
