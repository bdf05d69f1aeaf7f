import { halereToCzk, pragueWallTimeAt, type ReportType } from '@vozka/domain';
import { reportText, reportTexts } from '../../locales/reports.ts';
import { counterpartHeader, paymentLabel, periodOf, statementRows, type ReportDocumentData } from './report-pdf.ts';

/** Money cells: numbers in Kč with two decimals, shown as CZK. */
export const CZK_FORMAT = '#,##0.00 "Kč"';
const DATE_FORMAT = 'd.m.yyyy hh:mm';

/** Excel has no zones: a ride's date is written as its Prague wall time. */
function pragueWall(instant: Date): Date {
  const w = pragueWallTimeAt(instant);
  return new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
}

/**
 * A report as an xlsx workbook (exceljs): a heading (title, user, period), one row per ride with its money in
 * Kč as numbers (two decimals, a CZK format), the totals as SUM formulas with their values, and for a driver or a
 * fleet the statement. Texts are Unicode: Czech letters are kept.
 */
export async function renderReportXlsx({ report, lines, company, lang }: ReportDocumentData): Promise<Buffer> {
  const t = reportTexts(lang);
  const type = report.type as ReportType;
  const driverSide = type !== 'CUSTOMER_TYPE';
  // exceljs loads on the first workbook, not at start (docs/performance.md, "Start and memory").
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  book.creator = company.name;
  book.created = report.generatedAt;
  const sheet = book.addWorksheet(t.sheet);
  sheet.columns = [
    { width: 8 },
    { width: 17 },
    { width: 50 },
    { width: 26 },
    { width: 16 },
    { width: 15 },
    { width: 15 },
    ...(driverSide ? [{ width: 15 }] : []),
  ];
  sheet.addRow([`${t.title[type]} – ${reportText(lang, 'number', { id: report.id })}`]).font = { bold: true, size: 14 };
  sheet.addRow([t.user[type], report.userName]);
  sheet.addRow([t.period, periodOf(report, lang)]);
  sheet.addRow([t.company, company.name]);
  sheet.addRow([]);
  const header = sheet.addRow([
    t.columns.ride,
    t.columns.date,
    t.columns.route,
    counterpartHeader(type, t),
    t.columns.payment,
    t.columns.withoutVat,
    t.columns.withVat,
    ...(driverSide ? [t.columns.cash] : []),
  ]);
  header.font = { bold: true };
  const first = header.number + 1;
  for (const l of lines) {
    const row = sheet.addRow([
      l.rideId,
      pragueWall(l.date),
      l.route,
      l.counterpart ?? '',
      paymentLabel(l.paymentType, t),
      halereToCzk(l.priceWithoutVat),
      halereToCzk(l.priceWithVat),
      ...(driverSide ? [halereToCzk(l.cash)] : []),
    ]);
    row.getCell(2).numFmt = DATE_FORMAT;
  }
  const last = first + lines.length - 1;
  const sum = (column: string, halere: number) =>
    lines.length > 0 ? { formula: `SUM(${column}${first}:${column}${last})`, result: halereToCzk(halere) } : 0;
  const totals = sheet.addRow([
    t.total,
    null,
    null,
    null,
    null,
    sum('F', report.priceWithoutVat),
    sum('G', report.priceWithVat),
    ...(driverSide ? [sum('H', report.cashCollected)] : []),
  ]);
  totals.font = { bold: true };
  sheet.addRow([]);
  for (const r of statementRows(report, t)) {
    const row = sheet.addRow([r.label, null, null, null, null, null, halereToCzk(r.amount)]);
    if (r.strong) row.font = { bold: true };
  }
  for (let n = first; n <= sheet.rowCount; n++) {
    const row = sheet.getRow(n);
    for (const c of [6, 7, 8]) if (typeof row.getCell(c).value !== 'string') row.getCell(c).numFmt = CZK_FORMAT;
  }
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
