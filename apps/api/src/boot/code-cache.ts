import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { Module, createRequire } from 'node:module';

/** How a bundle was compiled: from the code cache, without one, or without because V8 refused it. */
export type CacheUse = 'used' | 'none' | 'rejected';

export interface BundleRun {
  cache: CacheUse;
  /** Settles once the cache has been written (its path), or at once with null when nothing is written. */
  written: Promise<string | null>;
}

export interface BundleOptions {
  /** Where caches may be written, in order: the first that takes the file. Default: the bundle's folder, then the OS's temp folder. */
  cacheDirs?: string[];
}

/**
 * Runs the CommonJS bundle `file` (scripts/build-api.mjs) as Node would `require` it, compiled from V8's code
 * cache when an earlier start left one (docs/decisions/0049): the 5.8 MB bundle is then neither parsed nor
 * compiled again, nor are its modules' top levels (issue 18 §5). Without a usable cache it is compiled as
 * usual and its cache is written just after, into the bundle's folder or, when that is read-only (a
 * container's image), the temp folder.
 *
 * V8 checks a cache against its own version and flags and the source's length only, so the file's name
 * carries `buildId`, a hash of the bundle's text the build writes into the entry: another build never
 * reads this one's cache. The bundle calls no `import()` (the build makes each a `require`): a script's
 * own needs Node's experimental vm modules.
 */
export function runBundle(file: string, buildId: string, options: BundleOptions = {}): BundleRun {
  const name = `${path.basename(file)}.${buildId}.v8cache`;
  const candidates = (options.cacheDirs ?? [path.dirname(file), os.tmpdir()]).map((dir) => path.join(dir, name));
  const cachedData = readFirst(candidates);
  const script = new vm.Script(Module.wrap(fs.readFileSync(file, 'utf8')), {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
  });
  const cache: CacheUse = !cachedData ? 'none' : script.cachedDataRejected ? 'rejected' : 'used';
  const bundle = { exports: {}, filename: file, id: file, loaded: false, children: [], paths: [] };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(bundle.exports, bundle.exports, createRequire(file), bundle, file, path.dirname(file));
  bundle.loaded = true;
  if (cache === 'used') return { cache, written: Promise.resolve(null) };
  // Taken at once, while V8 still holds the bytecode of every module's top level: taken later (after a first
  // start's migrations and demo data, or at exit), V8 had dropped that of those run-once functions and the
  // cache saved nothing.
  const written = new Promise<string | null>((resolve) => {
    setImmediate(() => {
      resolve(writeFirst(candidates, script.createCachedData()));
    }).unref();
  });
  return { cache, written };
}

function readFirst(files: string[]): Buffer | undefined {
  for (const file of files) {
    try {
      return fs.readFileSync(file);
    } catch {
      // not there: the next place
    }
  }
  return undefined;
}

/** Writes `data` to the first of `files` that takes it (a temp file renamed: a reader never sees half of it). */
function writeFirst(files: string[], data: Buffer): string | null {
  for (const file of files) {
    const partial = `${file}.${process.pid}.tmp`;
    try {
      fs.writeFileSync(partial, data);
      fs.renameSync(partial, file);
      return file;
    } catch {
      fs.rmSync(partial, { force: true });
    }
  }
  return null;
}
