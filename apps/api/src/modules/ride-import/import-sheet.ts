import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, importKey, type ImportColumn, type ImportColumnKey, type MessageCode } from '@vozka/domain';

/** A cell as the import reads it; a formula is never evaluated (its cached result is not trusted either). */
export type SheetCell =
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'date'; date: Date }
  | { kind: 'formula' }
  | { kind: 'invalid' };

/** A bad header cell, or a column missing: reported on row 1. */
export interface HeaderProblem {
  column: string;
  code: MessageCode;
  params?: Record<string, string>;
}

/** A data row: its sheet row number and its non-empty cells by column, with the header as in the file. */
export interface SheetRow {
  row: number;
  cells: Map<ImportColumnKey, SheetCell>;
}

export interface SheetContent {
  /** The header of each column as written in the file. */
  headers: Map<ImportColumnKey, string>;
  problems: HeaderProblem[];
  rows: SheetRow[];
}

export class TooManyRows extends Error {}

const BY_HEADER = new Map<string, ImportColumn>(
  IMPORT_COLUMNS.flatMap((c) => [[importKey(c.cs), c] as const, [importKey(c.en), c] as const]),
);

/** exceljs' value of a cell as the import reads it; undefined when empty. */
function cellOf(value: ExcelJS.CellValue): SheetCell | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : { kind: 'text', text: value.trim() };
  if (typeof value === 'number') return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'invalid' };
  if (typeof value === 'boolean') return { kind: 'invalid' };
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? { kind: 'invalid' } : { kind: 'date', date: value };
  if ('formula' in value || 'sharedFormula' in value) return { kind: 'formula' };
  if ('richText' in value) return cellOf(value.richText.map((r) => r.text).join(''));
  if ('text' in value && typeof value.text === 'string') return cellOf(value.text);
  return { kind: 'invalid' };
}

/** The header cell's text (a formula or a number in a header is no header). */
function headerText(cell: ExcelJS.Cell): string {
  const read = cellOf(cell.value);
  return read?.kind === 'text' ? read.text : read ? cell.text : '';
}

/**
 * Reads the first sheet of an .xlsx already checked by assertXlsx: row 1 is the header, matched to the
 * template's columns in cs or en (case and diacritics aside); each later row with any value is a ride.
 * Unknown or repeated headers and missing required columns are problems of row 1; more than
 * IMPORT_MAX_ROWS rides throws TooManyRows. Nothing is evaluated.
 */
export async function readSheet(data: Buffer, language: 'cs' | 'en'): Promise<SheetContent> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const headers = new Map<ImportColumnKey, string>();
  const byIndex = new Map<number, ImportColumnKey>();
  const problems: HeaderProblem[] = [];
  const rows: SheetRow[] = [];
  if (!sheet) return { headers, problems, rows };
  sheet.getRow(1).eachCell((cell, index) => {
    const header = headerText(cell);
    if (header === '') return;
    const column = BY_HEADER.get(importKey(header));
    if (!column || headers.has(column.key)) {
      problems.push({ column: header, code: 'IMPORT_COLUMN_UNKNOWN' });
      return;
    }
    headers.set(column.key, header);
    byIndex.set(index, column.key);
  });
  for (const column of IMPORT_COLUMNS) {
    if (column.required && !headers.has(column.key)) {
      const name = column[language];
      problems.push({ column: name, code: 'IMPORT_COLUMN_MISSING', params: { column: name } });
    }
  }
  sheet.eachRow((sheetRow, row) => {
    if (row === 1) return;
    const cells = new Map<ImportColumnKey, SheetCell>();
    sheetRow.eachCell((cell, index) => {
      const key = byIndex.get(index);
      const read = cellOf(cell.value);
      // A value under no header is not read (an empty header is no column).
      if (key && read) cells.set(key, read);
    });
    if (cells.size === 0) return;
    if (rows.length >= IMPORT_MAX_ROWS) throw new TooManyRows();
    rows.push({ row, cells });
  });
  return { headers, problems, rows };
}
