// `use-sync-external-store/shim` (react-i18next imports it) is a CommonJS fallback for React before 18:
// Preact has the hook itself (preact-alias.ts).
export { useSyncExternalStore } from 'preact/compat';
