import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, importKey, type ImportColumn, type ImportColumnKey, type MessageCode } from '@vozka/domain';
import type { XlsxEntries } from './xlsx-guard.ts';
import { attributeOf, scanXml, XmlMalformed, type XmlHandler } from './xlsx-xml.ts';

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

/** A cell's text as the header reads it (a number's digits, a formula's cached result); '' when none. */
type RawCell = { cell: SheetCell; header: string };

/** The header row: each column's key by its index; unknown or repeated headers are problems. */
function readHeader(cells: ReadonlyMap<number, RawCell>, content: SheetContent, byIndex: Map<number, ImportColumnKey>) {
  for (const [index, { header }] of cells) {
    if (header === '') continue;
    const column = BY_HEADER.get(importKey(header));
    if (!column || content.headers.has(column.key)) {
      content.problems.push({ column: header, code: 'IMPORT_COLUMN_UNKNOWN' });
      continue;
    }
    content.headers.set(column.key, header);
    byIndex.set(index, column.key);
  }
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

/** Built-in number formats that show a date (as exceljs reads them: 14–22, 45–47). */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** A format code that shows a date or a time (exceljs' rule: y, m, d, h, s or b outside quotes and brackets). */
const isDateFormat = (code: string) => /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

const xml = (entries: XlsxEntries, name: string): string | undefined => entries.read(name)?.toString('utf8');

/** Which cell styles (`s`, the index into cellXfs) show numbers as dates. */
function dateStyles(styles: string | undefined): boolean[] {
  const formats = new Map<number, string>();
  const out: boolean[] = [];
  if (styles === undefined) return out;
  let inCellXfs = false;
  scanXml(styles, {
    capturing: false,
    text: () => undefined,
    open(name, attrs, empty) {
      if (name === 'numFmt') formats.set(Number(attributeOf(attrs, 'numFmtId')), attributeOf(attrs, 'formatCode') ?? '');
      else if (name === 'cellXfs') inCellXfs = !empty;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(attributeOf(attrs, 'numFmtId') ?? 0);
        const custom = formats.get(id);
        out.push(id !== 0 && (custom !== undefined ? isDateFormat(custom) : BUILT_IN_DATE_FORMATS.has(id)));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return out;
}

/** The shared strings: each `si`'s text (its runs joined, phonetic hints left out). */
function sharedStrings(strings: string | undefined): string[] {
  const out: string[] = [];
  if (strings === undefined) return out;
  let text = '';
  let phonetic = 0;
  const handler: XmlHandler = {
    capturing: false,
    text: (t) => (text += t),
    open(name, _attrs, empty) {
      if (name === 'si') text = '';
      else if (name === 'rPh' && !empty) phonetic++;
      else if (name === 't' && !empty) handler.capturing = phonetic === 0;
      if (name === 'si' && empty) out.push('');
    },
    close(name) {
      if (name === 't') handler.capturing = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si') out.push(text);
    },
  };
  scanXml(strings, handler);
  return out;
}

/**
 * The first sheet's part: the workbook's first `sheet` through its relationship; without one that resolves,
 * the first `xl/worksheets/sheetN.xml` of the zip (as exceljs' reader took it). Also whether dates count from 1904.
 */
function firstSheet(entries: XlsxEntries): { path: string | undefined; date1904: boolean } {
  let id: string | undefined;
  let date1904 = false;
  scanXml(xml(entries, 'xl/workbook.xml') ?? '', {
    capturing: false,
    text: () => undefined,
    open(name, attrs) {
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attributeOf(attrs, 'date1904') ?? '');
      else if (name === 'sheet' && id === undefined) id = attributeOf(attrs, 'id') ?? '';
    },
    close: () => undefined,
  });
  let target: string | undefined;
  scanXml(xml(entries, 'xl/_rels/workbook.xml.rels') ?? '', {
    capturing: false,
    text: () => undefined,
    open(name, attrs) {
      if (name === 'Relationship' && id !== undefined && attributeOf(attrs, 'Id') === id) target = attributeOf(attrs, 'Target');
    },
    close: () => undefined,
  });
  const resolved = target === undefined ? undefined : target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  const path =
    resolved !== undefined && entries.names.includes(resolved)
      ? resolved
      : entries.names.find((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n));
  return { path, date1904 };
}

/** A1-style column letters → the 1-based column number (0 when the reference has none). */
function columnOf(ref: string): number {
  let n = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i) | 0x20;
    if (code < 97 || code > 122) break;
    n = n * 26 + (code - 96);
  }
  return n;
}

const DAY_MS = 86_400_000;

/** A text cell, trimmed; undefined when blank. */
function textCell(text: string | undefined): RawCell | undefined {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? undefined : { cell: { kind: 'text', text: trimmed }, header: trimmed };
}

/** A cell's value as the import reads it (see SheetCell), and its text as a header; undefined when empty. */
function cellValue(
  c: { type: string | undefined; style: number; formula: boolean; value: string | undefined },
  strings: readonly string[],
  dates: readonly boolean[],
  date1904: boolean,
): RawCell | undefined {
  if (c.formula) return { cell: { kind: 'formula' }, header: c.value?.trim() ?? '' };
  if (c.value === undefined) return undefined;
  switch (c.type) {
    case 's':
      return textCell(strings[Number.parseInt(c.value, 10)]);
    case 'inlineStr':
    case 'str':
      return textCell(c.value);
    case 'b':
    case 'e':
      return { cell: { kind: 'invalid' }, header: c.value };
    case 'd': {
      const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(c.value) ? c.value : `${c.value}Z`);
      return { cell: Number.isNaN(date.getTime()) ? { kind: 'invalid' } : { kind: 'date', date }, header: c.value };
    }
    default: {
      const value = Number.parseFloat(c.value);
      if (!Number.isFinite(value)) return { cell: { kind: 'invalid' }, header: c.value };
      if (!dates[c.style]) return { cell: { kind: 'number', value }, header: String(value) };
      const date = new Date(Math.round((value - 25_569 + (date1904 ? 1462 : 0)) * DAY_MS));
      return { cell: Number.isNaN(date.getTime()) ? { kind: 'invalid' } : { kind: 'date', date }, header: date.toString() };
    }
  }
}

/**
 * Reads the first sheet of an .xlsx already checked by assertXlsx, its XML scanned once (xlsx-xml.ts; the
 * other sheets not read): row 1 is the header, matched to the template's columns in cs or en (case and
 * diacritics aside); each later row with any value is a ride. Unknown or repeated headers and missing
 * required columns are problems of row 1; a ride row past IMPORT_MAX_ROWS throws TooManyRows at once.
 * A number in a date format is a date (1900 or 1904 based, as the workbook says). Nothing is evaluated:
 * a cell with a formula is a formula, whatever its cached result.
 */
export function readSheet(entries: XlsxEntries, language: 'cs' | 'en'): SheetContent {
  const content: SheetContent = { headers: new Map(), problems: [], rows: [] };
  const byIndex = new Map<number, ImportColumnKey>();
  const { path, date1904 } = firstSheet(entries);
  const sheet = path === undefined ? undefined : xml(entries, path);
  if (sheet === undefined) throw new XmlMalformed();
  const strings = sharedStrings(xml(entries, 'xl/sharedStrings.xml'));
  const dates = dateStyles(xml(entries, 'xl/styles.xml'));

  let inData = false;
  let rowNumber = 0;
  let column = 0;
  let cells = new Map<number, RawCell>();
  const c = { type: undefined as string | undefined, style: 0, formula: false, value: undefined as string | undefined };
  let inString = 0;
  let phonetic = 0;

  const endRow = () => {
    if (rowNumber === 1) {
      readHeader(cells, content, byIndex);
      return;
    }
    const row = new Map<ImportColumnKey, SheetCell>();
    // A value under no header is not read (an empty header is no column).
    for (const [index, raw] of cells) {
      const key = byIndex.get(index);
      if (key) row.set(key, raw.cell);
    }
    if (row.size === 0) return;
    if (content.rows.length >= IMPORT_MAX_ROWS) throw new TooManyRows();
    content.rows.push({ row: rowNumber, cells: row });
  };

  const handler: XmlHandler = {
    capturing: false,
    text(t) {
      c.value = (c.value ?? '') + t;
    },
    open(name, attrs, empty) {
      if (name === 'sheetData') inData = !empty;
      if (!inData) return;
      switch (name) {
        case 'row': {
          const r = Number.parseInt(attributeOf(attrs, 'r') ?? '', 10);
          rowNumber = Number.isInteger(r) && r > 0 ? r : rowNumber + 1;
          column = 0;
          cells = new Map();
          if (empty) endRow();
          break;
        }
        case 'c': {
          const ref = attributeOf(attrs, 'r');
          column = (ref === undefined ? 0 : columnOf(ref)) || column + 1;
          c.type = attributeOf(attrs, 't');
          c.style = Number(attributeOf(attrs, 's') ?? 0);
          c.formula = false;
          c.value = undefined;
          inString = 0;
          phonetic = 0;
          break;
        }
        case 'f':
          c.formula = true;
          break;
        case 'v':
          c.value = '';
          handler.capturing = !empty;
          break;
        case 'is':
          if (!empty) inString++;
          c.value ??= '';
          break;
        case 'rPh':
          if (!empty) phonetic++;
          break;
        case 't':
          handler.capturing = !empty && inString > 0 && phonetic === 0;
          break;
        default:
          break;
      }
    },
    close(name) {
      if (name === 'sheetData') inData = false;
      if (!inData) return;
      switch (name) {
        case 'v':
        case 't':
          handler.capturing = false;
          break;
        case 'is':
          inString--;
          break;
        case 'rPh':
          phonetic--;
          break;
        case 'c': {
          const read = cellValue(c, strings, dates, date1904);
          if (read) cells.set(column, read);
          break;
        }
        case 'row':
          endRow();
          break;
        default:
          break;
      }
    },
  };
  scanXml(sheet, handler);
  checkRequired(language, content);
  return content;
}
