import fs from 'node:fs';
import path from 'node:path';
import type { PgliteParts } from '../db/client.ts';
import { pgliteDistDir } from '../boot/pglite-preload.ts';

/**
 * Bytes already in memory as a Blob whose `arrayBuffer()` answers them as they are. Node's own reads a Blob
 * in chunks and concatenates them: for the 44 MB template that was about a third of a second, in every test
 * file. PGlite only reads what it is given (it copies each file out of the archive), so one buffer serves
 * every open of a worker; a PGlite that took it over would fail the next open loudly (a detached buffer).
 */
class HeldBytes extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(bytes: ArrayBuffer) {
    super([bytes]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

/** A file's bytes in an ArrayBuffer of their own. */
const readBytes = (file: string): ArrayBuffer => new Uint8Array(fs.readFileSync(file)).buffer;

interface HeldParts {
  parts: PgliteParts;
  /** The template's data directory (the run's, test/global-setup.ts) and the file it was read from. */
  template: { file: string; dump: Blob } | undefined;
}

/** A test worker's PGlite parts: its files share them (isolate: false, docs/decisions/0044). */
let held: HeldParts | undefined;

/**
 * What each test file's PGlite opens from, read and compiled once per worker instead of once per file
 * (docs/decisions/0054): PGlite's two WebAssembly modules, its file-system bundle and, when `templateFile`
 * is given, the run's migrated template. An open in a worker then costs 0.7–1.0 core-seconds instead of 1.6–2.0.
 */
export async function heldPgliteParts(templateFile?: string): Promise<{ parts: PgliteParts; template?: Blob }> {
  if (!held) {
    const dir = pgliteDistDir(import.meta.url);
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm'].map((name) => WebAssembly.compile(fs.readFileSync(path.join(dir, name)))),
    );
    const fsBundle = new HeldBytes(readBytes(path.join(dir, 'pglite.data')));
    held = { parts: { pgliteWasmModule: pgliteWasmModule!, initdbWasmModule: initdbWasmModule!, fsBundle }, template: undefined };
  }
  if (templateFile && held.template?.file !== templateFile)
    held.template = { file: templateFile, dump: new HeldBytes(readBytes(templateFile)) };
  return { parts: held.parts, ...(templateFile ? { template: held.template!.dump } : {}) };
}
