import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/** Whether poppler's pdftotext is on this machine (CI installs poppler-utils). */
export const HAS_PDFTOTEXT = !spawnSync('pdftotext', ['-v']).error;

/** The text of a PDF through poppler's pdftotext (`-layout`), or null on a machine without it. */
export function pdfText(bytes: Buffer): string | null {
  const run = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: bytes, maxBuffer: 64 * 1024 * 1024 });
  if (run.error) return null;
  if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr.toString()}`);
  return run.stdout.toString('utf8');
}

/** The number of pages of a PDF (pdfinfo), or null without poppler. */
export function pdfPageCount(bytes: Buffer): number | null {
  const run = spawnSync('pdfinfo', ['-'], { input: bytes });
  if (run.error || run.status !== 0) return null;
  const match = /^Pages:\s+(\d+)/m.exec(run.stdout.toString('utf8'));
  return match ? Number(match[1]) : null;
}

/**
 * Writes the PDF's first page as a PNG to `dir` (pdftoppm, 60 dpi) to look at; answers the PNG's path, or
 * null without poppler. For a person checking a layout once, not for assertions.
 */
export function pdfPreview(bytes: Buffer, name: string, dir = path.join(os.tmpdir(), 'vozka-pdf')): string | null {
  fs.mkdirSync(dir, { recursive: true });
  const pdf = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(pdf, bytes);
  const run = spawnSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdf, path.join(dir, name)]);
  return run.error || run.status !== 0 ? null : path.join(dir, `${name}.png`);
}

/** A small RGB PNG drawn by `pixel(x, y)` (tests: a logo without a binary fixture). */
export function testPng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 240×80 two-tone mark with a stripe, logo-shaped. */
export function testLogo(): Buffer {
  return testPng(240, 80, (x, y) => {
    if (x < 80) return (x - 40) ** 2 + (y - 40) ** 2 < 34 ** 2 ? [29, 58, 110] : [255, 255, 255];
    if (y > 30 && y < 50) return x < 230 ? [29, 58, 110] : [255, 255, 255];
    return y > 56 && y < 62 && x < 180 ? [240, 140, 30] : [255, 255, 255];
  });
}
