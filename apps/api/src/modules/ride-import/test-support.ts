import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { IMPORT_COLUMNS, type ImportColumnKey } from '@vozka/domain';
import { multipartBody } from '../files/test-support.ts';

/** A cell as a test writes it: exceljs' own values (a Date is written as an Excel date, `{ formula }` as a formula). */
export type TestCell = ExcelJS.CellValue;

/** An .xlsx written by exceljs: the header row, then the rows (by column key, or any header text given). */
export async function xlsxFile(
  rows: readonly Partial<Record<ImportColumnKey, TestCell>>[],
  options: { lang?: 'cs' | 'en'; headers?: Partial<Record<ImportColumnKey, string>> } = {},
): Promise<Buffer> {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r) as ImportColumnKey[]))];
  const lang = options.lang ?? 'en';
  const header = (key: ImportColumnKey) => options.headers?.[key] ?? IMPORT_COLUMNS.find((c) => c.key === key)![lang];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'cs' ? 'Jízdy' : 'Rides');
  sheet.addRow(keys.map(header));
  for (const row of rows) {
    const added = sheet.addRow(keys.map((k) => row[k] ?? null));
    keys.forEach((k, i) => {
      if (row[k] instanceof Date) added.getCell(i + 1).numFmt = 'd.m.yyyy h:mm';
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A ride row of the tests: a transfer at a wall time `D.M.YYYY H:MM`, text only. */
export const rideRow = (n: number, extra: Partial<Record<ImportColumnKey, TestCell>> = {}): Partial<Record<ImportColumnKey, TestCell>> => ({
  date: `${(n % 28) + 1}.3.2027`,
  time: `${8 + (n % 10)}:15`,
  pickUp: `Pick-up street ${n}, Praha`,
  destination: 'Letiště Václava Havla',
  passengerName: `Passenger ${n}`,
  passengerPhone: '+420 601 000 000',
  person: 2,
  largeLuggage: 1,
  ...extra,
});

/** A zip header of `size` bytes: little-endian 2- and 4-byte fields by their offset, the rest zero. */
function record(size: number, fields: { u16: Record<number, number>; u32: Record<number, number> }): Buffer {
  const buffer = Buffer.alloc(size);
  for (const [at, value] of Object.entries(fields.u16)) buffer.writeUInt16LE(value, Number(at));
  for (const [at, value] of Object.entries(fields.u32)) buffer.writeUInt32LE(value, Number(at));
  return buffer;
}

/** A zip of the given entries written by hand (deflated), sizes as declared by `declare` (default: the truth). */
export function zipOf(entries: readonly { name: string; data: Buffer; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const body = deflateRawSync(e.data);
    const name = Buffer.from(e.name, 'utf8');
    const size = e.declaredSize ?? e.data.length;
    // Signature; version needed (and made by), deflate, name length; compressed and declared size (, the local header's offset).
    const local = record(30, { u32: { 0: 0x04034b50, 18: body.length, 22: size }, u16: { 4: 20, 8: 8, 26: name.length } });
    const central = record(46, {
      u32: { 0: 0x02014b50, 20: body.length, 24: size, 42: offset },
      u16: { 4: 20, 6: 20, 10: 8, 28: name.length },
    });
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  // Signature; entries on this disk and in all; the directory's size and offset.
  const end = record(22, { u32: { 0: 0x06054b50, 12: directory.length, 16: offset }, u16: { 8: entries.length, 10: entries.length } });
  return Buffer.concat([...locals, directory, end]);
}

/** The two entries that make a zip look like an .xlsx. */
export const XLSX_SKELETON = [
  { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
  { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
];

/** `POST /api/orders/import` with a file (and `customerId` as a form field when given). */
export function importFile(
  app: FastifyInstance,
  token: string,
  data: Buffer,
  options: { customerId?: number; name?: string; lang?: 'cs' | 'en'; query?: string } = {},
) {
  const fields: Record<string, number> = options.customerId === undefined ? {} : { customerId: options.customerId };
  const form = multipartBody(fields, { name: options.name ?? 'rides.xlsx', data });
  return app.inject({
    method: 'POST',
    url: `/api/orders/import${options.query ?? ''}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': options.lang ?? 'en', ...form.headers },
    payload: form.payload,
  });
}
