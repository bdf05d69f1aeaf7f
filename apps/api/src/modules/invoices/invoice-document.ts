import type { InvoiceKind, Language, TInvoiceCustomer, TInvoiceSupplier } from '@vozka/domain';
import {
  formatDate,
  formatMoney,
  formatPercent,
  renderBusinessDocument,
  type BusinessDocumentInput,
  type DocumentRow,
} from '../../adapters/pdf/index.ts';
import { invoiceText, invoiceTexts, type InvoiceTexts } from '../../locales/invoice.ts';
import { totalsOf, vatBreakdownOf, type LineAmounts } from './invoice-build.ts';

/** An invoice as a document prints it (haléře); `number` null for a preview (not issued). */
export interface PrintedInvoice {
  kind: InvoiceKind;
  number: string | null;
  issueDate: string;
  taxableDate: string;
  dueDate: string;
  periodFrom: string | null;
  periodTo: string | null;
  supplier: TInvoiceSupplier;
  customer: TInvoiceCustomer;
  vatApplicable: boolean;
  variableSymbol: string | null;
  bankAccount: string | null;
  iban: string | null;
  /** A credit note: the number of the invoice it cancels. */
  creditForNumber: string | null;
  lines: readonly (LineAmounts & { rideId: number | null; date: Date | null; description: string })[];
  /** The company's logo now (PNG/JPEG), printed in the PDF's header; the HTML shows none. */
  logo?: Buffer | null;
}

/** The parts both the PDF and the HTML print, formatted in `lang`. */
function partsOf(invoice: PrintedInvoice, lang: Language) {
  const t = invoiceTexts(lang);
  const money = (halere: number) =>
    invoice.kind === 'CREDIT_NOTE' && halere !== 0 ? `−${formatMoney(halere, lang)}` : formatMoney(halere, lang);
  const title = (invoice.vatApplicable ? t.title : t.titleNotVat)[invoice.kind];
  const meta: DocumentRow[] = [
    [t.issueDate, formatDate(invoice.issueDate, lang)],
    ...(invoice.vatApplicable ? [[t.taxableDate, formatDate(invoice.taxableDate, lang)] as const] : []),
    [t.dueDate, formatDate(invoice.dueDate, lang)],
    ...(invoice.periodFrom && invoice.periodTo
      ? [[t.period, `${formatDate(invoice.periodFrom, lang)} – ${formatDate(invoice.periodTo, lang)}`] as const]
      : []),
    [t.paymentMethod, t.bankTransfer],
    ...(invoice.variableSymbol ? [[t.variableSymbol, invoice.variableSymbol] as const] : []),
    // The header prints the supplier's bank account and IBAN (the invoice's snapshot).
    ...(invoice.bankAccount && !invoice.supplier.bankAccount ? [[t.bankAccount, invoice.bankAccount] as const] : []),
    ...(invoice.creditForNumber ? [[t.creditFor, invoice.creditForNumber] as const] : []),
  ];
  const { supplier: s, customer: c } = invoice;
  const parties = [
    {
      title: t.supplier,
      name: s.name,
      lines: [s.street, `${s.zipCode} ${s.city}`],
      rows: [[t.companyId, s.companyId] as const, ...(s.taxId ? [[t.taxId, s.taxId] as const] : [])],
    },
    {
      title: t.customer,
      name: c.companyName ?? c.name,
      lines: [...(c.companyName ? [c.name] : []), ...(c.address ? [c.address] : [])],
      rows: [...(c.companyId ? [[t.companyId, c.companyId] as const] : []), ...(c.taxId ? [[t.taxId, c.taxId] as const] : [])],
    },
  ] as const;
  const lineRows = invoice.lines.map((l) => [
    l.rideId === null ? '' : String(l.rideId),
    l.date ? formatDate(l.date, lang) : '',
    `${t.service}: ${l.description}`,
    ...(invoice.vatApplicable ? [formatPercent(l.vatPercent, lang), money(l.priceWithoutVat), money(l.vat)] : []),
    money(l.priceWithVat),
  ]);
  const totals = totalsOf(invoice.lines);
  const breakdown = vatBreakdownOf(invoice.lines).map((r) => [
    formatPercent(r.vatPercent, lang),
    money(r.base),
    money(r.vat),
    money(r.total),
  ]);
  const notes = [
    ...(invoice.vatApplicable ? [] : [t.notVatPayer]),
    ...(invoice.kind === 'CREDIT_NOTE' && invoice.creditForNumber
      ? [invoiceText(lang, 'creditNote', { number: invoice.creditForNumber })]
      : []),
    t.timesNote,
  ];
  return { t, title, meta, parties, lineRows, breakdown, totals, notes, money };
}

function lineColumns(t: InvoiceTexts, vatApplicable: boolean) {
  return [
    { header: t.columns.ride, width: 0.6 },
    { header: t.columns.date, width: 0.9 },
    { header: t.columns.description, width: vatApplicable ? 3.2 : 4.4 },
    ...(vatApplicable
      ? [
          { header: t.columns.vatPercent, width: 0.6, align: 'right' as const },
          { header: t.columns.withoutVat, width: 1.1, align: 'right' as const },
          { header: t.columns.vat, width: 0.9, align: 'right' as const },
        ]
      : []),
    { header: vatApplicable ? t.columns.withVat : t.vatColumns.total, width: 1.1, align: 'right' as const },
  ];
}

/** The invoice as the PDF kit's document (docs/api/billing.md "Invoices"). */
export function invoiceDocumentInput(invoice: PrintedInvoice, lang: Language): BusinessDocumentInput {
  const p = partsOf(invoice, lang);
  const vatTable = {
    title: p.t.vatTitle,
    columns: [
      { header: p.t.vatColumns.rate, width: 1 },
      { header: p.t.vatColumns.base, width: 1, align: 'right' as const },
      { header: p.t.vatColumns.vat, width: 1, align: 'right' as const },
      { header: p.t.vatColumns.total, width: 1, align: 'right' as const },
    ],
    rows: p.breakdown,
  };
  return {
    lang,
    title: invoice.number === null ? p.t.previewTitle : p.title,
    subtitle: invoice.number === null ? p.t.preview : invoiceText(lang, 'number', { number: invoice.number }),
    supplier: { ...invoice.supplier, logo: invoice.logo ?? null },
    meta: p.meta,
    parties: p.parties,
    tables: [
      { columns: lineColumns(p.t, invoice.vatApplicable), rows: p.lineRows, emptyText: p.t.noLines },
      ...(invoice.vatApplicable ? [vatTable] : []),
    ],
    totals: [
      ...(invoice.vatApplicable
        ? [
            { label: p.t.totalWithoutVat, value: p.money(p.totals.totalWithoutVat) },
            { label: p.t.totalVat, value: p.money(p.totals.totalVat) },
          ]
        : []),
      { label: invoice.kind === 'CREDIT_NOTE' ? p.t.totalCredit : p.t.totalDue, value: p.money(p.totals.totalWithVat), strong: true },
    ],
    notes: p.notes,
    subject: invoice.number ?? p.t.preview,
  };
}

export function renderInvoicePdf(invoice: PrintedInvoice, lang: Language): Promise<Buffer> {
  return renderBusinessDocument(invoiceDocumentInput(invoice, lang));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const row = (cells: readonly string[], tag: 'td' | 'th' = 'td') =>
  `<tr>${cells.map((c) => `<${tag}>${escapeHtml(c)}</${tag}>`).join('')}</tr>`;

/** The same invoice as a self-contained HTML page (the web's in-page preview); every text escaped. */
export function renderInvoiceHtml(invoice: PrintedInvoice, lang: Language): string {
  const p = partsOf(invoice, lang);
  const doc = invoiceDocumentInput(invoice, lang);
  const party = (x: (typeof p.parties)[number]) =>
    `<section class="party"><h2>${escapeHtml(x.title)}</h2><p><strong>${escapeHtml(x.name)}</strong></p>${x.lines
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join('')}${x.rows.map(([k, v]) => `<p>${escapeHtml(k)}: ${escapeHtml(v)}</p>`).join('')}</section>`;
  const tables = (doc.tables ?? [])
    .map(
      (table) =>
        `${table.title ? `<h3>${escapeHtml(table.title)}</h3>` : ''}<table>${row(
          table.columns.map((c) => c.header),
          'th',
        )}${table.rows.map((r) => row(r)).join('')}</table>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(doc.title)}</title>
<style>body{font-family:sans-serif;font-size:14px;color:#1f2933;margin:24px}h1{font-size:20px;margin:0}table{border-collapse:collapse;width:100%;margin:12px 0}th,td{border-bottom:1px solid #cbd2d9;padding:4px 6px;text-align:left}td:nth-last-child(-n+1),th:nth-last-child(-n+1){text-align:right}.parties{display:flex;gap:32px}.party p{margin:2px 0}dl{display:grid;grid-template-columns:max-content auto;gap:2px 12px}dt{color:#616e7c}.totals{text-align:right}.due{font-size:18px;font-weight:bold}</style>
</head><body>
<header><h1>${escapeHtml(doc.title)}</h1>${doc.subtitle ? `<p>${escapeHtml(doc.subtitle)}</p>` : ''}</header>
<dl>${p.meta.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
<div class="parties">${p.parties.map(party).join('')}</div>
${tables}
<div class="totals">${(doc.totals ?? []).map((x) => `<p${x.strong ? ' class="due"' : ''}>${escapeHtml(x.label)}: ${escapeHtml(x.value)}</p>`).join('')}</div>
${p.notes.map((n) => `<p>${escapeHtml(n)}</p>`).join('')}
</body></html>`;
}
