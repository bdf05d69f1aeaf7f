import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pgliteDistDir, preloadPglite, startPglitePreload, takePglitePreload } from './pglite-preload.ts';
import { openDatabase } from '../db/client.ts';

const dist = pgliteDistDir(import.meta.url);
const scratch: string[] = [];
afterEach(async () => {
  await takePglitePreload();
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A folder holding `files` (name → bytes), removed after the test. */
function folderWith(files: Record<string, Uint8Array>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-pglite-preload-'));
  scratch.push(dir);
  for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), bytes);
  return dir;
}

describe('preloadPglite', () => {
  it("compiles the installed PGlite's WebAssembly on a worker thread, and the embedded database opens with it", async () => {
    const parts = await preloadPglite(dist);
    expect(parts?.pgliteWasmModule).toBeInstanceOf(WebAssembly.Module);
    const instantiate = vi.spyOn(WebAssembly, 'instantiate');

    const database = await openDatabase({ databaseUrl: undefined, dataDir: folderWith({}), pglite: Promise.resolve(parts) });
    try {
      await database.ping();
      // PGlite instantiated the module it was given and compiled none of its own.
      expect(instantiate.mock.calls.some(([source]) => source === parts!.pgliteWasmModule)).toBe(true);
    } finally {
      instantiate.mockRestore();
      await database.close();
    }
  }, 60_000); // a first PGlite start (initdb): slow on a busy 2-core machine

  it('answers undefined, for PGlite to read its own, when the file is missing or not WebAssembly', async () => {
    expect(await preloadPglite(folderWith({}))).toBeUndefined();
    expect(await preloadPglite(folderWith({ 'pglite.wasm': new Uint8Array([0, 1, 2]) }))).toBeUndefined();
  });
});

describe('startPglitePreload', () => {
  it('starts for the embedded database, and the database client takes the parts once', async () => {
    startPglitePreload({}, import.meta.url);

    const started = takePglitePreload();
    expect(started).toBeInstanceOf(Promise);
    expect((await started)?.pgliteWasmModule).toBeInstanceOf(WebAssembly.Module);
    expect(takePglitePreload()).toBeUndefined();
  });

  it('starts nothing on PostgreSQL (DATABASE_URL), nor where PGlite is not installed', () => {
    startPglitePreload({ DATABASE_URL: 'postgres://localhost/vozka' }, import.meta.url);
    expect(takePglitePreload()).toBeUndefined();

    startPglitePreload({}, pathToFileURL(path.join(folderWith({}), 'entry.js')).href);
    expect(takePglitePreload()).toBeUndefined();
  });
});
