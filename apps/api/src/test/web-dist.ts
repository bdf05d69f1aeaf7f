import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let dist: string | undefined;

/**
 * A web build of one page (`index.html`) for a test app that must answer a page — whose headers are a
 * document's, not an API answer's (plugins/security-headers.ts). Made once per test process.
 */
export function testWebDist(): string {
  if (dist) return dist;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-test-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Vozka</title>');
  process.once('exit', () => {
    fs.rmSync(dir, { recursive: true, force: true });
  });
  dist = dir;
  return dir;
}
