// The web runs on Preact (preact/compat) in place of React: `react` resolves here (vite.config.ts).
// preact/compat has no <Activity> (React 19.2), which Mantine's Collapse, Tabs and Tree use: this one keeps
// its children mounted (their state too) and hides them while the mode is "hidden".
import { createElement, type ReactNode } from 'preact/compat';

// @ts-expect-error -- preact/compat's types are an `export =` namespace; the module itself has named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

export function Activity({ mode, children }: { mode?: 'visible' | 'hidden'; children?: ReactNode }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}
