import path from 'node:path';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { PgliteParts } from '../db/client.ts';

/** Where the started preload waits for the database client: the entry and the bundle share no module. */
const SLOT = Symbol.for('vozka.pglite-preload');
const slots = globalThis as { [SLOT]?: Promise<PgliteParts | undefined> };

/** The folder of the installed PGlite's files (pglite.wasm), resolved as `from` imports it. */
export function pgliteDistDir(from: string): string {
  return path.dirname(createRequire(from).resolve('@electric-sql/pglite'));
}

/**
 * The worker's code: reads pglite.wasm from the folder it is given and compiles it. A module shares its
 * compiled code with every thread it is posted to.
 */
const COMPILE_IN_WORKER = `
const fs = require('node:fs');
const path = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');
WebAssembly.compile(fs.readFileSync(path.join(workerData, 'pglite.wasm'))).then(
  (module) => parentPort.postMessage(module),
  () => parentPort.postMessage(null),
);`;

/**
 * Reads and compiles PGlite's WebAssembly on a worker thread, while this one goes on (evaluating the API's
 * bundle: decision 0051): PGlite's open would read and compile it only after that, on this thread (the 9 MB
 * copy) and while this one waits (the validation). Resolves to undefined when anything fails: PGlite then
 * reads its file itself and reports what is wrong.
 */
export function preloadPglite(distDir: string): Promise<PgliteParts | undefined> {
  return new Promise((resolve) => {
    // No options of this process's (an --import, --input-type=module): the worker runs its script as CommonJS,
    // and nothing more.
    const worker = new Worker(COMPILE_IN_WORKER, { eval: true, workerData: distDir, execArgv: [] });
    worker.once('message', (module: WebAssembly.Module | null) => {
      resolve(module ? { pgliteWasmModule: module } : undefined);
      void worker.terminate();
    });
    // A missing file throws in the worker; either way the first settlement counts.
    worker.once('error', () => {
      resolve(undefined);
    });
    worker.once('exit', () => {
      resolve(undefined);
    });
  });
}

/**
 * Starts preloading PGlite's WebAssembly when the embedded database will be used (no DATABASE_URL, as
 * config.ts reads it), for takePglitePreload to hand to the database client. `from`: where the PGlite that
 * the API imports is resolved from. A PGlite that cannot be resolved is left to the database client to report.
 */
export function startPglitePreload(env: NodeJS.ProcessEnv = process.env, from: string = import.meta.url): void {
  if (env.DATABASE_URL) return;
  let distDir: string;
  try {
    distDir = pgliteDistDir(from);
  } catch {
    return;
  }
  slots[SLOT] = preloadPglite(distDir);
}

/** The parts startPglitePreload started, once (a later open reads its own); undefined when none was started. */
export function takePglitePreload(): Promise<PgliteParts | undefined> | undefined {
  const parts = slots[SLOT];
  slots[SLOT] = undefined;
  return parts;
}
