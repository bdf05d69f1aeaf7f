import { once, type EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { pragueOffsetMinutes, type Language } from '@vozka/domain';
import { rideExportTexts, rideExportTotal } from '../../locales/ride-export.ts';
import type { Cell, ColumnKind, ExportColumn } from './ride-export.columns.ts';

/** Money cells: numbers in Kč with two decimals, shown as CZK (as the billing reports' xlsx). */
export const CZK_FORMAT = '#,##0.00 "Kč"';

/**
 * Excel has no time zones and exceljs writes a Date as its UTC serial: the instant is moved by Prague's
 * offset at that instant, so the cell shows the Prague wall time (summer and winter alike).
 */
export function pragueWallDate(instant: Date): Date {
  return new Date(instant.getTime() + offsetAt(instant) * 60_000);
}

const HOUR = 3_600_000;
const offsets = new Map<number, number>();
/** Prague's offset changes on whole UTC hours only: one Intl look-up per hour of the export, not per ride. */
function offsetAt(instant: Date): number {
  const hour = Math.floor(instant.getTime() / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size > 100_000) offsets.clear();
    offset = pragueOffsetMinutes(new Date(hour * HOUR));
    offsets.set(hour, offset);
  }
  return offset;
}

/** What a spreadsheet could read as a formula, a DDE call or a command (and a leading tab or CR). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A phone or a signed number ("+420 601 000 003", "-2"): it starts like a formula but calls nothing. */
const PLAIN_NUMBER = /^[+-]?[\d\s()./-]*$/;

/**
 * Text as a cell no spreadsheet runs (CSV/formula injection, OWASP): exceljs writes a JS string as a string
 * cell, never a formula; text that begins like a formula also gets a leading apostrophe, so that editing the
 * cell or saving the sheet as CSV does not turn it into one. Phones and signed numbers are kept as they are.
 */
export function safeText(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** Waits until `stream` took what is buffered ('drain'), or the reader of the answer is gone. */
async function drained(stream: EventEmitter, out: Writable): Promise<void> {
  const stop = new AbortController();
  const { signal } = stop;
  await Promise.race([once(stream, 'drain', { signal }), once(out, 'close', { signal })]).catch(() => undefined);
  stop.abort();
}

/** Uncompressed sheet XML allowed to wait for the compressor (a page of rides is about 1.5 MB). */
const COMPRESSION_BACKLOG = 4 * 1024 * 1024;

/** A stream's writable side as Node's and the readable-stream package's (archiver's) streams both keep it. */
type Backlogged = EventEmitter & { _writableState?: { length?: number } };

/**
 * The stream the sheet's rows go through to the compressor (archiver's PassThrough). exceljs 4.4 (`StreamBuf`)
 * writes into it without heeding its backpressure, so rows made faster than they are deflated would pile up in
 * memory: the writer waits for it instead. Read from exceljs' internals; without them (another version) the
 * export still works, unpaced.
 */
function compressorOf(sheet: ExcelJS.Worksheet): Backlogged | undefined {
  const first = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0];
  return first && typeof first === 'object' && '_writableState' in first ? (first as Backlogged) : undefined;
}

/** A1-style column letters of a 1-based column number. */
function letters(column: number): string {
  let n = column;
  let out = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    out = String.fromCharCode(65 + rest) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

export interface RideSheetWriter {
  /** Writes rows (each committed at once: the streaming writer keeps none), then waits while the reader is behind. */
  write(rows: Cell[][]): Promise<void>;
  /** The totals row, the auto-filter over the data, the end of the file. */
  finish(): Promise<void>;
}

/**
 * The rides sheet written as it goes (exceljs' streaming WorkbookWriter piped into `out`): a header in the
 * caller's language, frozen, with an auto-filter and sized columns; dates as real Excel dates in Prague
 * time; money in Kč as numbers; text never a formula; a totals row with the money summed.
 */
export function openRideSheet(out: Writable, columns: readonly ExportColumn[], lang: Language, created: Date): RideSheetWriter {
  const t = rideExportTexts(lang);
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  });
  book.creator = 'Vozka';
  book.created = created;
  const sheet = book.addWorksheet(t.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ key: c.key, width: c.width }));
  const header = sheet.addRow(columns.map((c) => t.columns[c.key]));
  header.font = { bold: true };
  header.commit();
  const sums = columns.map(() => 0);
  let count = 0;

  const cellOf = (value: Cell, i: number): Cell => {
    if (value instanceof Date) return pragueWallDate(value);
    if (typeof value === 'string') return safeText(value);
    if (typeof value === 'number' && columns[i]?.kind === 'money') sums[i] = (sums[i] ?? 0) + Math.round(value * 100);
    return value;
  };

  // One style object per column, shared by its cells: exceljs then looks each up once (by identity), not per cell.
  const styleOf = (kind: ColumnKind): Partial<ExcelJS.Style> =>
    kind === 'money' ? { numFmt: CZK_FORMAT } : kind === 'date' ? { numFmt: t.dateFormat } : {};
  const styles = columns.map((c) => styleOf(c.kind));
  const totalStyles = columns.map((c) => ({ ...styleOf(c.kind), font: { bold: true } }));
  const formatted = (row: ExcelJS.Row, wanted: readonly Partial<ExcelJS.Style>[]) => {
    wanted.forEach((style, i) => {
      row.getCell(i + 1).style = style;
    });
  };

  return {
    async write(rows) {
      for (const values of rows) {
        const row = sheet.addRow(values.map(cellOf));
        formatted(row, styles);
        row.commit();
      }
      count += rows.length;
      const compressor = compressorOf(sheet);
      if (compressor && (compressor._writableState?.length ?? 0) > COMPRESSION_BACKLOG) await drained(compressor, out);
      if (out.writableNeedDrain) await drained(out, out);
    },

    async finish() {
      const first = 2;
      const last = count + 1;
      const totals = sheet.addRow(
        columns.map((c, i) => {
          if (i === 0) return rideExportTotal(lang, count);
          if (c.kind !== 'money') return null;
          const result = (sums[i] ?? 0) / 100;
          return count === 0 ? 0 : { formula: `SUM(${letters(i + 1)}${first}:${letters(i + 1)}${last})`, result };
        }),
      );
      formatted(totals, totalStyles);
      totals.commit();
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: last, column: columns.length } };
      sheet.commit();
      await book.commit();
    },
  };
}
