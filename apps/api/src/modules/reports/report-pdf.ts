import type { CompanySettings, Language, ReportType } from '@vozka/domain';
import {
  formatDate,
  formatMoney,
  formatPercent,
  formatPragueDateTime,
  partyOf,
  renderBusinessDocument,
  type DocumentColumn,
  type DocumentTotal,
} from '../../adapters/pdf/index.ts';
import { reportText, reportTexts, type ReportTexts } from '../../locales/reports.ts';
import type { ReportLineRow, ReportRow } from './reports.repository.ts';

/** What a report's documents (PDF, xlsx) are made of. */
export interface ReportDocumentData {
  report: ReportRow;
  lines: readonly ReportLineRow[];
  /** The supplier as printed, with the logo when one is set. */
  company: CompanySettings & { logo?: Buffer | null };
  lang: Language;
}

/** The period as printed: `1. 11. 2026 – 30. 11. 2026`. */
export function periodOf(report: Pick<ReportRow, 'fromDate' | 'toDate'>, lang: Language): string {
  return `${formatDate(report.fromDate, lang)} – ${formatDate(report.toDate, lang)}`;
}

/** The counterpart column's header: the customer in driver reports, the driver in the others. */
export function counterpartHeader(type: ReportType, t: ReportTexts): string {
  return type === 'DRIVER_TYPE' ? t.columns.customer : t.columns.driver;
}

export function paymentLabel(type: string | null, t: ReportTexts): string {
  return type ? ((t.payments as Partial<Record<string, string>>)[type] ?? type) : '';
}

/** The statement's rows after the totals (driver and fleet reports): the cash, the commission, the balance. */
export function statementRows(report: ReportRow, t: ReportTexts): { label: string; amount: number; strong?: boolean }[] {
  if (report.type === 'CUSTOMER_TYPE') return [];
  return [
    { label: t.statement.cashCollected, amount: report.cashCollected },
    { label: t.statement.commission, amount: report.commission },
    {
      label: report.balance >= 0 ? t.statement.balanceToDriver : t.statement.balanceToCompany,
      amount: Math.abs(report.balance),
      strong: true,
    },
  ];
}

/**
 * A report as an A4 PDF (the shared business document of adapters/pdf): the company, the report's user, the
 * period, one row per ride, the totals and, for a driver or a fleet, the statement with its balance.
 */
export function renderReportPdf({ report, lines, company, lang }: ReportDocumentData): Promise<Buffer> {
  const t = reportTexts(lang);
  const type = report.type as ReportType;
  const driverSide = type !== 'CUSTOMER_TYPE';
  const money = (halere: number) => formatMoney(halere, lang);
  const columns: DocumentColumn[] = [
    { header: t.columns.ride, width: 8, align: 'right' },
    { header: t.columns.date, width: 12 },
    { header: t.columns.route, width: 25 },
    { header: counterpartHeader(type, t), width: 16 },
    { header: t.columns.payment, width: 11 },
    { header: t.columns.withoutVat, width: 14, align: 'right' },
    { header: t.columns.withVat, width: 14, align: 'right' },
    ...(driverSide ? [{ header: t.columns.cash, width: 14, align: 'right' } as const] : []),
  ];
  const rows = lines.map((l) => [
    l.rideId === null ? '' : String(l.rideId),
    formatPragueDateTime(l.date, lang),
    l.route,
    l.counterpart ?? '',
    paymentLabel(l.paymentType, t),
    money(l.priceWithoutVat),
    money(l.priceWithVat),
    ...(driverSide ? [l.cash ? money(l.cash) : ''] : []),
  ]);
  const totals: DocumentTotal[] = [
    { label: t.totalWithoutVat, value: money(report.priceWithoutVat) },
    { label: `${t.vat} ${formatPercent(report.vatPercent, lang)}`, value: money(report.priceWithVat - report.priceWithoutVat) },
    { label: driverSide ? t.statement.owedToDriver : t.totalWithVat, value: money(report.priceWithVat), strong: !driverSide },
    ...statementRows(report, t).map((r) => ({ label: r.label, value: money(r.amount), strong: r.strong })),
  ];
  const notes = [...(report.disputeNote ? [reportText(lang, 'disputed', { note: report.disputeNote })] : []), t.snapshot];
  return renderBusinessDocument({
    lang,
    title: t.title[type],
    subtitle: reportText(lang, 'number', { id: report.id }),
    supplier: company,
    meta: [
      [t.period, periodOf(report, lang)],
      [t.generatedAt, formatPragueDateTime(report.generatedAt, lang)],
      [t.status, (t.statuses as Partial<Record<string, string>>)[report.status] ?? report.status],
      [t.vatRate, formatPercent(report.vatPercent, lang)],
    ],
    parties: [partyOf(t.company, company, lang), { title: t.user[type], name: report.userName }],
    tables: [{ title: t.rides, columns, rows, emptyText: t.noRides }],
    totals,
    notes,
    subject: `${t.title[type]} ${report.userName}`,
  });
}
