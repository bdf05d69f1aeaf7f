import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBundle } from './code-cache.ts';

/** What the little bundle below reports about the way it was run. */
interface Report {
  filename: string;
  dirname: string;
  exportsIsThis: boolean;
  helper: string;
  eol: string;
}
const reports: Report[] = [];
(globalThis as { __codeCacheReports?: Report[] }).__codeCacheReports = reports;

// A CommonJS bundle as esbuild writes one: it requires a file next to it and a Node module, and reads its
// own name.
const BUNDLE = `
const os = require('node:os');
const helper = require('./helper.cjs');
const report = { filename: __filename, dirname: __dirname, exportsIsThis: this === module.exports, helper: helper.name, eol: os.EOL };
globalThis.__codeCacheReports.push(report);
`;

let dir: string;
let cacheDir: string;
let file: string;
const options = () => ({ cacheDirs: [cacheDir, path.join(dir, 'fallback')] });

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-code-cache-'));
  cacheDir = path.join(dir, 'cache');
  fs.mkdirSync(cacheDir);
  fs.mkdirSync(path.join(dir, 'fallback'));
  file = path.join(dir, 'server.cjs');
  fs.writeFileSync(file, BUNDLE);
  fs.writeFileSync(path.join(dir, 'helper.cjs'), "module.exports = { name: 'helper' };");
  reports.length = 0;
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('runBundle', () => {
  it('runs a CommonJS bundle as require would: its requires and its own name', async () => {
    const run = runBundle(file, 'build1', options());

    expect(reports).toEqual([{ filename: file, dirname: dir, exportsIsThis: true, helper: 'helper', eol: '\n' }]);
    expect(run.cache).toBe('none');
    await run.written;
  });

  it('writes its code cache after the first run, and the next run is compiled from it', async () => {
    const first = runBundle(file, 'build1', options());
    expect(first.cache).toBe('none');
    const written = await first.written;
    expect(written).toBe(path.join(cacheDir, 'server.cjs.build1.v8cache'));
    expect(fs.statSync(written!).size).toBeGreaterThan(0);

    const second = runBundle(file, 'build1', options());
    expect(second.cache).toBe('used');
    expect(await second.written).toBeNull(); // nothing to write again
    expect(reports).toHaveLength(2);
    expect(reports[1]).toMatchObject({ helper: 'helper', exportsIsThis: true });
  });

  it("never reads another build's cache: the build id names the file", async () => {
    await runBundle(file, 'build1', options()).written;
    fs.writeFileSync(file, `${BUNDLE}\n// another build`);

    const other = runBundle(file, 'build2', options());
    expect(other.cache).toBe('none');
    expect(await other.written).toBe(path.join(cacheDir, 'server.cjs.build2.v8cache'));
  });

  it('compiles without a cache V8 refuses, and writes a good one in its place', async () => {
    const cache = path.join(cacheDir, 'server.cjs.build1.v8cache');
    fs.writeFileSync(cache, 'not a code cache');

    const run = runBundle(file, 'build1', options());
    expect(run.cache).toBe('rejected');
    expect(reports).toHaveLength(1); // it ran all the same
    expect(await run.written).toBe(cache);
    expect(runBundle(file, 'build1', options()).cache).toBe('used');
  });

  it('writes the cache to the next folder when the first cannot take it (a read-only image)', async () => {
    // Something in the way of the file in the first folder: as a read-only folder, it refuses the write
    // (a folder's permissions would not stop the root user the tests may run as).
    fs.mkdirSync(path.join(cacheDir, 'server.cjs.build1.v8cache', 'in-the-way'), { recursive: true });

    const run = runBundle(file, 'build1', options());
    expect(run.cache).toBe('none');
    expect(await run.written).toBe(path.join(dir, 'fallback', 'server.cjs.build1.v8cache'));
    expect(fs.readdirSync(cacheDir)).toEqual(['server.cjs.build1.v8cache']); // no partial file left
    expect(runBundle(file, 'build1', options()).cache).toBe('used');
  });
});
