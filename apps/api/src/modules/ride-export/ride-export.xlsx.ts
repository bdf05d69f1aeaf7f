import { once, type EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { PassThrough, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { pragueOffsetMinutes, type Language } from '@vozka/domain';
import { rideExportTexts, rideExportTotal } from '../../locales/ride-export.ts';
import type { Cell, ExportColumn } from './ride-export.columns.ts';

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

/** Text as XML character data (as exceljs writes it: the five entities; DEL and C0 controls but tab, LF, CR dropped). */
// Control characters are what is matched here: XML 1.0 cannot hold them.
// eslint-disable-next-line no-control-regex
const XML_SPECIAL = /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/;
const XML_SPECIALS = new RegExp(XML_SPECIAL.source, 'g');
const ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };
const xml = (text: string) => (XML_SPECIAL.test(text) ? text.replace(XML_SPECIALS, (c) => ESCAPES[c] ?? '') : text);

/** Excel's serial day number of a Date's UTC fields (as exceljs: days since 1899-12-30). */
const excelSerial = (d: Date) => 25_569 + d.getTime() / 86_400_000;

/** The workbook's parts around the sheet, as exceljs' streaming writer writes them (its theme included). */
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const THEME = createRequire(import.meta.url)('exceljs/lib/xlsx/xml/theme1.js') as string;

/** Cell styles (indexes into cellXfs): plain, bold, date, money, and the bold date and money of the totals row. */
const STYLE = { plain: 0, bold: 1, date: 2, money: 3, boldDate: 4, boldMoney: 5 } as const;

function contentTypes(): string {
  const part = (name: string, type: string) => `<Override PartName="${name}" ContentType="application/vnd.openxmlformats-${type}"/>`;
  return (
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    part('/xl/workbook.xml', 'officedocument.spreadsheetml.sheet.main+xml') +
    part('/xl/worksheets/sheet1.xml', 'officedocument.spreadsheetml.worksheet+xml') +
    part('/xl/theme/theme1.xml', 'officedocument.theme+xml') +
    part('/xl/styles.xml', 'officedocument.spreadsheetml.styles+xml') +
    part('/docProps/core.xml', 'package.core-properties+xml') +
    part('/docProps/app.xml', 'officedocument.extended-properties+xml') +
    '</Types>'
  );
}

function relationships(targets: readonly [type: string, target: string][]): string {
  return `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">${targets
    .map(([type, target], i) => `<Relationship Id="rId${i + 1}" Type="${type}" Target="${target}"/>`)
    .join('')}</Relationships>`;
}

function appProperties(sheetName: string): string {
  return (
    `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" ` +
    'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Application>Microsoft Excel</Application>' +
    '<DocSecurity>0</DocSecurity><ScaleCrop>false</ScaleCrop><HeadingPairs><vt:vector size="2" baseType="variant">' +
    '<vt:variant><vt:lpstr>Worksheets</vt:lpstr></vt:variant><vt:variant><vt:i4>1</vt:i4></vt:variant></vt:vector></HeadingPairs>' +
    `<TitlesOfParts><vt:vector size="1" baseType="lpstr"><vt:lpstr>${xml(sheetName)}</vt:lpstr></vt:vector></TitlesOfParts>` +
    '<Company></Company><LinksUpToDate>false</LinksUpToDate><SharedDoc>false</SharedDoc><HyperlinksChanged>false</HyperlinksChanged>' +
    '<AppVersion>16.0300</AppVersion></Properties>'
  );
}

function coreProperties(created: Date): string {
  const at = `${created.toISOString().slice(0, 19)}Z`;
  return (
    `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>Vozka</dc:creator><cp:lastModifiedBy>Vozka</cp:lastModifiedBy>' +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${at}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${at}</dcterms:modified>` +
    '</cp:coreProperties>'
  );
}

function workbook(sheetName: string): string {
  return (
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><fileVersion appName="xl" lastEdited="5" lowestEdited="5" rupBuild="9303"/>` +
    `<workbookPr defaultThemeVersion="164011" filterPrivacy="1"/><sheets><sheet sheetId="1" name="${xml(sheetName)}" state="visible" r:id="rId3"/></sheets>` +
    '<calcPr calcId="171027"/></workbook>'
  );
}

/** The styles: Calibri 11 and its bold; numFmt 164 the date format of the language, 165 the Kč format (STYLE's order). */
function styles(dateFormat: string): string {
  const xf = (numFmt: number, font: number) =>
    `<xf numFmtId="${numFmt}" fontId="${font}" fillId="0" borderId="0" xfId="0"${numFmt ? ' applyNumberFormat="1"' : ''}${font ? ' applyFont="1"' : ''}/>`;
  return (
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><numFmts count="2"><numFmt numFmtId="164" formatCode="${xml(dateFormat)}"/>` +
    `<numFmt numFmtId="165" formatCode="${xml(CZK_FORMAT)}"/></numFmts><fonts count="2"><font><color theme="1"/><family val="2"/>` +
    '<scheme val="minor"/><sz val="11"/><name val="Calibri"/></font><font><b/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill>' +
    '<fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="6">${xf(0, 0)}${xf(0, 1)}${xf(164, 0)}${xf(165, 0)}${xf(164, 1)}${xf(165, 1)}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles><dxfs count="0"/>' +
    '<tableStyles count="0" defaultTableStyle="TableStyleMedium2" defaultPivotStyle="PivotStyleLight16"/></styleSheet>'
  );
}

/** The worksheet up to its data: the frozen header pane and the columns' widths. */
function sheetStart(columns: readonly ExportColumn[]): string {
  const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('');
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0">` +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>`
  );
}

const PAGE_MARGINS = '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>';

/** Uncompressed sheet XML allowed to wait for the compressor (a page of rides is about 1.5 MB). */
const COMPRESSION_BACKLOG = 4 * 1024 * 1024;

export interface RideSheetWriter {
  /** Writes rows, then waits while the compressor or the reader is behind. */
  write(rows: Cell[][]): Promise<void>;
  /** The totals row, the auto-filter over the data, the end of the file. */
  finish(): Promise<void>;
}

/**
 * The rides sheet written as it goes: the worksheet's XML made row by row as text (no object per cell) into
 * the zip (yazl, deflate level 1) that is piped into `out`. What Excel gets is what exceljs' streaming writer
 * wrote before: a header in the caller's language, bold and frozen, with an auto-filter and sized columns;
 * dates as real Excel dates in Prague time; money in Kč as numbers; text as string cells (never a formula);
 * a totals row with the money summed.
 */
export function openRideSheet(out: Writable, columns: readonly ExportColumn[], lang: Language, created: Date): RideSheetWriter {
  const t = rideExportTexts(lang);
  const zip = new ZipFile();
  const entry = { mtime: created, compressionLevel: 1 };
  zip.outputStream.pipe(out);
  zip.outputStream.on('error', (err: Error) => out.destroy(err));
  zip.addBuffer(Buffer.from(contentTypes()), '[Content_Types].xml', entry);
  zip.addBuffer(
    Buffer.from(
      relationships([
        [`${REL_NS}/officeDocument`, 'xl/workbook.xml'],
        [`${PKG_REL_NS}/metadata/core-properties`, 'docProps/core.xml'],
        [`${REL_NS}/extended-properties`, 'docProps/app.xml'],
      ]),
    ),
    '_rels/.rels',
    entry,
  );
  zip.addBuffer(Buffer.from(appProperties(t.sheet)), 'docProps/app.xml', entry);
  zip.addBuffer(Buffer.from(coreProperties(created)), 'docProps/core.xml', entry);
  zip.addBuffer(Buffer.from(workbook(t.sheet)), 'xl/workbook.xml', entry);
  zip.addBuffer(
    Buffer.from(
      relationships([
        [`${REL_NS}/styles`, 'styles.xml'],
        [`${REL_NS}/theme`, 'theme/theme1.xml'],
        [`${REL_NS}/worksheet`, 'worksheets/sheet1.xml'],
      ]),
    ),
    'xl/_rels/workbook.xml.rels',
    entry,
  );
  zip.addBuffer(Buffer.from(styles(t.dateFormat)), 'xl/styles.xml', entry);
  zip.addBuffer(Buffer.from(THEME), 'xl/theme/theme1.xml', entry);
  const sheet = new PassThrough({ highWaterMark: COMPRESSION_BACKLOG });
  zip.addReadStream(sheet, 'xl/worksheets/sheet1.xml', entry);

  const refs = columns.map((_, i) => `<c r="${letters(i + 1)}`);
  const spans = `" spans="1:${columns.length}">`;
  const money = columns.map((c) => c.kind === 'money');
  const sums = columns.map(() => 0);
  let rowNumber = 1;

  /** A cell's XML (empty for no value), its style given or by its value. */
  const cellXml = (i: number, value: Cell, style?: number): string => {
    const s = style === undefined ? '' : ` s="${style}"`;
    if (value === null) return style === undefined ? '' : `${refs[i]}${rowNumber}"${s}/>`;
    if (typeof value === 'string') return `${refs[i]}${rowNumber}"${s} t="str"><v>${xml(value)}</v></c>`;
    if (typeof value === 'number') return `${refs[i]}${rowNumber}"${s}><v>${value}</v></c>`;
    return `${refs[i]}${rowNumber}"${s}><v>${excelSerial(value)}</v></c>`;
  };
  const rowStart = (style = '') => `<row r="${rowNumber}${spans.slice(0, -1)}${style}>`;

  let xmlOut = `${sheetStart(columns)}${rowStart(' s="1" customFormat="1"')}${columns
    .map((c, i) => cellXml(i, t.columns[c.key], STYLE.bold))
    .join('')}</row>`;
  const dataStyles = columns.map((c) => (c.kind === 'money' ? STYLE.money : c.kind === 'date' ? STYLE.date : undefined));

  const flush = async () => {
    const ok = sheet.write(xmlOut);
    xmlOut = '';
    if (!ok && !out.destroyed) await drained(sheet, out);
  };

  return {
    async write(rows) {
      for (const values of rows) {
        rowNumber++;
        let row = `<row r="${rowNumber}${spans}`;
        for (let i = 0; i < values.length; i++) {
          let value = values[i] ?? null;
          if (value instanceof Date) value = pragueWallDate(value);
          else if (typeof value === 'string') value = safeText(value);
          else if (typeof value === 'number' && money[i]) sums[i] = (sums[i] ?? 0) + Math.round(value * 100);
          row += cellXml(i, value, value === null ? undefined : dataStyles[i]);
        }
        xmlOut += `${row}</row>`;
      }
      await flush();
      if (out.writableNeedDrain) await drained(out, out);
    },

    async finish() {
      const last = rowNumber;
      const count = rowNumber - 1;
      rowNumber++;
      const totals = columns.map((c, i) => {
        if (i === 0) return cellXml(i, rideExportTotal(lang, count), STYLE.bold);
        if (c.kind === 'date') return cellXml(i, null, STYLE.boldDate);
        if (c.kind !== 'money') return cellXml(i, null, STYLE.bold);
        const result = (sums[i] ?? 0) / 100;
        if (count === 0) return cellXml(i, 0, STYLE.boldMoney);
        const column = letters(i + 1);
        return `${refs[i]}${rowNumber}" s="${STYLE.boldMoney}"><f>SUM(${column}2:${column}${last})</f><v>${result}</v></c>`;
      });
      xmlOut += `${rowStart()}${totals.join('')}</row></sheetData><autoFilter ref="A1:${letters(columns.length)}${last}"/>${PAGE_MARGINS}</worksheet>`;
      await flush();
      sheet.end();
      zip.end();
      await finished(out).catch(() => undefined);
    },
  };
}
