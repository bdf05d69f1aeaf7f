import { Readable } from 'node:stream';
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

/** The header row: each column's key by its index; unknown or repeated headers are problems. */
function readHeader(row: ExcelJS.Row, content: SheetContent, byIndex: Map<number, ImportColumnKey>) {
  row.eachCell((cell, index) => {
    const header = headerText(cell);
    if (header === '') return;
    const column = BY_HEADER.get(importKey(header));
    if (!column || content.headers.has(column.key)) {
      content.problems.push({ column: header, code: 'IMPORT_COLUMN_UNKNOWN' });
      return;
    }
    content.headers.set(column.key, header);
    byIndex.set(index, column.key);
  });
}

/** A required column the header lacks is a problem of row 1. */
function checkRequired(language: 'cs' | 'en', content: SheetContent) {
  for (const column of IMPORT_COLUMNS) {
    if (column.required && !content.headers.has(column.key)) {
      const name = column[language];
      content.problems.push({ column: name, code: 'IMPORT_COLUMN_MISSING', params: { column: name } });
    }
  }
}

/**
 * Reads the first sheet of an .xlsx already checked by assertXlsx, streamed (exceljs' WorkbookReader, the
 * other sheets not read): row 1 is the header, matched to the template's columns in cs or en (case and
 * diacritics aside); each later row with any value is a ride. Unknown or repeated headers and missing
 * required columns are problems of row 1; a ride row past IMPORT_MAX_ROWS throws TooManyRows at once.
 * Nothing is evaluated.
 */
export async function readSheet(data: Buffer, language: 'cs' | 'en'): Promise<SheetContent> {
  const content: SheetContent = { headers: new Map(), problems: [], rows: [] };
  const byIndex = new Map<number, ImportColumnKey>();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([data]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const sheet of reader) {
    for await (const sheetRow of sheet as AsyncIterable<ExcelJS.Row>) {
      if (sheetRow.number === 1) {
        readHeader(sheetRow, content, byIndex);
        continue;
      }
      const cells = new Map<ImportColumnKey, SheetCell>();
      sheetRow.eachCell((cell, index) => {
        const key = byIndex.get(index);
        const read = cellOf(cell.value);
        // A value under no header is not read (an empty header is no column).
        if (key && read) cells.set(key, read);
      });
      if (cells.size === 0) continue;
      if (content.rows.length >= IMPORT_MAX_ROWS) throw new TooManyRows();
      content.rows.push({ row: sheetRow.number, cells });
    }
    // The first sheet only.
    break;
  }
  checkRequired(language, content);
  return content;
}
