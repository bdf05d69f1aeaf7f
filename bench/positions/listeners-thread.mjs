// The listeners' thread (listeners.ts, startListenersThread): a worker does not inherit the parent's
// `--import tsx`, so it registers tsx itself before it loads the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./listeners.ts');
