import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_UNZIPPED_BYTES, IMPORT_MAX_ZIP_ENTRIES } from '@vozka/domain';
import { startTestApp } from '../../test/test-app.ts';
import { person, type Person } from '../pricing/test-support.ts';
import { assertXlsx, XlsxRefused, type XlsxRefusal } from './xlsx-guard.ts';
import { importFile, XLSX_SKELETON, xlsxFile, rideRow, zipOf } from './test-support.ts';

const reason = (data: Buffer): XlsxRefusal | 'OK' => {
  try {
    assertXlsx(data);
    return 'OK';
  } catch (error) {
    if (error instanceof XlsxRefused) return error.reason;
    throw error;
  }
};

/** A zip whose directory declares `size` bytes for an entry whose data is garbage nobody can inflate. */
function declaredBomb(entries: number, size: number): Buffer {
  const data = zipOf([
    ...XLSX_SKELETON,
    ...Array.from({ length: entries }, (_, i) => ({ name: `xl/media/${i}.bin`, data: Buffer.alloc(8), declaredSize: size })),
  ]);
  return data;
}

describe('assertXlsx: only a real .xlsx, bounded before parsing', () => {
  it('takes a workbook written by exceljs', async () => {
    expect(reason(await xlsxFile([rideRow(1)]))).toBe('OK');
  });

  it('refuses what is no zip, and a zip without the workbook entries', () => {
    expect(reason(Buffer.from('Date,Time\n1.3.2027,10:00\n'))).toBe('NOT_ZIP');
    expect(reason(Buffer.alloc(0))).toBe('NOT_ZIP');
    expect(reason(zipOf([{ name: 'word/document.xml', data: Buffer.from('<w/>') }, XLSX_SKELETON[0]!]))).toBe('NOT_XLSX');
  });

  it('refuses by the central directory alone: too many entries, too many declared bytes (the data is never inflated)', () => {
    expect(reason(zipOf(Array.from({ length: IMPORT_MAX_ZIP_ENTRIES + 1 }, (_, i) => ({ name: `e${i}`, data: Buffer.alloc(1) }))))).toBe(
      'TOO_MANY_ENTRIES',
    );
    // Each entry "inflates" to 100 MB by its directory; its bytes are 8 zeros that would not inflate at all.
    expect(reason(declaredBomb(3, Math.ceil(IMPORT_MAX_UNZIPPED_BYTES / 2)))).toBe('TOO_LARGE');
  });

  it('refuses an entry that inflates past the size its directory declares (a lying bomb), without inflating it all', () => {
    const body = Buffer.alloc(64 * 1024 * 1024, 0x20);
    const bomb = zipOf([...XLSX_SKELETON, { name: 'xl/worksheets/sheet1.xml', data: body, declaredSize: 1_000 }]);
    expect(bomb.length).toBeLessThan(200_000);
    expect(reason(bomb)).toBe('TOO_LARGE');
  });

  it('refuses an entry shorter than declared, and a cut-off file', async () => {
    expect(reason(zipOf([...XLSX_SKELETON, { name: 'xl/x.xml', data: Buffer.from('hello'), declaredSize: 10 }]))).toBe('CORRUPT');
    const file = await xlsxFile([rideRow(1)]);
    expect(reason(file.subarray(0, file.length - 30))).not.toBe('OK');
  });
});

describe('POST /api/orders/import: a zip bomb', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let admin: Person, customer: Person;
  beforeAll(async () => {
    t = await startTestApp({ jobs: { workers: false } });
    admin = await person(t.app, t.database, 'ADMIN');
    customer = await person(t.app, t.database, 'CUSTOMER');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 400 ONLY_XLSX for a bomb by its directory and for one that lies about its sizes', async () => {
    for (const bomb of [
      declaredBomb(3, Math.ceil(IMPORT_MAX_UNZIPPED_BYTES / 2)),
      zipOf([...XLSX_SKELETON, { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(32 * 1024 * 1024, 0x20), declaredSize: 100 }]),
    ]) {
      const res = await importFile(t.app, admin.token, bomb, { customerId: customer.id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ONLY_XLSX' });
    }
  });
});
