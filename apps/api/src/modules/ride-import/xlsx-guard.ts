import { inflateRawSync } from 'node:zlib';
import { IMPORT_MAX_UNZIPPED_BYTES, IMPORT_MAX_ZIP_ENTRIES } from '@vozka/domain';

/** Why a file is not taken as an .xlsx (every reason answers 400 ONLY_XLSX). */
export type XlsxRefusal = 'NOT_ZIP' | 'ZIP64' | 'TOO_MANY_ENTRIES' | 'TOO_LARGE' | 'NOT_XLSX' | 'CORRUPT';

export class XlsxRefused extends Error {
  constructor(readonly reason: XlsxRefusal) {
    super(reason);
  }
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const REQUIRED_ENTRIES = ['[Content_Types].xml', 'xl/workbook.xml'];

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The end-of-central-directory record: searched backwards over the longest possible comment. */
function endOfDirectory(data: Buffer): number {
  const lowest = Math.max(0, data.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = data.length - EOCD_SIZE; at >= lowest; at--) {
    if (data.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new XlsxRefused('NOT_ZIP');
}

/**
 * The zip's central directory, read by hand: the entry count is bounded before a single entry is read, the
 * declared uncompressed sizes summed while reading them. Zip64 (only files over 4 GiB need it) is refused.
 */
function directory(data: Buffer): Entry[] {
  if (data.length < EOCD_SIZE + 4 || data.readUInt32LE(0) !== LOCAL_HEADER) throw new XlsxRefused('NOT_ZIP');
  const eocd = endOfDirectory(data);
  const count = data.readUInt16LE(eocd + 10);
  const size = data.readUInt32LE(eocd + 12);
  const offset = data.readUInt32LE(eocd + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) throw new XlsxRefused('ZIP64');
  if (count > IMPORT_MAX_ZIP_ENTRIES) throw new XlsxRefused('TOO_MANY_ENTRIES');
  if (offset + size > eocd) throw new XlsxRefused('CORRUPT');
  const entries: Entry[] = [];
  let total = 0;
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || data.readUInt32LE(at) !== CENTRAL_HEADER) throw new XlsxRefused('CORRUPT');
    const nameLength = data.readUInt16LE(at + 28);
    const entry: Entry = {
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      size: data.readUInt32LE(at + 24),
      localOffset: data.readUInt32LE(at + 42),
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff || entry.localOffset === 0xffffffff)
      throw new XlsxRefused('ZIP64');
    total += entry.size;
    if (total > IMPORT_MAX_UNZIPPED_BYTES) throw new XlsxRefused('TOO_LARGE');
    entries.push(entry);
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Each entry inflates to no more than its declared size (a directory that lies about the sizes is caught
 * here, by zlib's output cap, before the spreadsheet parser sees the file).
 */
function checkContents(data: Buffer, entries: readonly Entry[]): void {
  for (const e of entries) {
    const at = e.localOffset;
    if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_HEADER) throw new XlsxRefused('CORRUPT');
    const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
    if (start + e.compressedSize > data.length) throw new XlsxRefused('CORRUPT');
    const body = data.subarray(start, start + e.compressedSize);
    if (e.method === 0) {
      if (e.compressedSize !== e.size) throw new XlsxRefused('CORRUPT');
    } else if (e.method === 8) {
      let out: Buffer;
      try {
        out = inflateRawSync(body, { maxOutputLength: Math.max(1, e.size) });
      } catch (error) {
        throw new XlsxRefused(error instanceof RangeError ? 'TOO_LARGE' : 'CORRUPT');
      }
      if (out.length !== e.size) throw new XlsxRefused('CORRUPT');
    } else {
      throw new XlsxRefused('CORRUPT');
    }
  }
}

/** The entries of a checked .xlsx by name: `read` inflates one (to at most its declared, checked size). */
export interface XlsxEntries {
  names: readonly string[];
  read(name: string): Buffer | undefined;
}

/** The body of an entry that checkContents has checked. */
function bodyOf(data: Buffer, e: Entry): Buffer {
  const start = e.localOffset + 30 + data.readUInt16LE(e.localOffset + 26) + data.readUInt16LE(e.localOffset + 28);
  const body = data.subarray(start, start + e.compressedSize);
  return e.method === 0 ? body : inflateRawSync(body, { maxOutputLength: Math.max(1, e.size) });
}

/**
 * Takes a file for an .xlsx only by its content: a zip (magic `PK\3\4`) whose central directory holds at
 * most IMPORT_MAX_ZIP_ENTRIES entries declaring at most IMPORT_MAX_UNZIPPED_BYTES in all, with
 * `[Content_Types].xml` and `xl/workbook.xml`, every entry inflating to exactly its declared size.
 * Throws XlsxRefused; a zip bomb is refused by its directory (no inflating) or by the first entry that
 * inflates past its declared size. Answers the entries, for the sheet reader to read the few it needs.
 */
export function assertXlsx(data: Buffer): XlsxEntries {
  const entries = directory(data);
  const byName = new Map(entries.map((e) => [e.name, e]));
  if (!REQUIRED_ENTRIES.every((n) => byName.has(n))) throw new XlsxRefused('NOT_XLSX');
  checkContents(data, entries);
  return {
    names: entries.map((e) => e.name),
    read: (name) => {
      const entry = byName.get(name);
      return entry && bodyOf(data, entry);
    },
  };
}
