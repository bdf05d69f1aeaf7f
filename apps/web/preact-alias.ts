import path from 'node:path';

/**
 * The web runs on Preact (preact/compat) in place of React (docs/decisions/0046): the build and the web
 * tests resolve React's modules to Preact's, so the tests run what ships.
 */
export const preactAlias = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: path.resolve(import.meta.dirname, 'src/lib/preact/react.ts') },
  {
    find: /^use-sync-external-store\/shim$/,
    replacement: path.resolve(import.meta.dirname, 'src/lib/preact/use-sync-external-store-shim.ts'),
  },
];
