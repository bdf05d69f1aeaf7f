import { z } from 'zod';
import { ZPaging, zUrlInt, MAX_INT4 } from '../shared/ids.ts';
import { pageOf, type QueryOf } from '../users/contracts.ts';
import type { RideStatus } from '../rides/ride-status.ts';
import { ZCompanySettingsAnswer } from './company.ts';
import { ZCalendarDate } from '../shared/calendar-date.ts';

/**
 * Invoices (issue 15 §3; docs/api/billing.md "Invoices"). Money on the wire in CZK (two decimals) like the
 * rest of the API; haléře in the database and every calculation. A credit note (CREDIT_NOTE) carries the
 * same positive amounts as the invoice it cancels: its kind says it subtracts (ISDOC's DocumentType 2 does
 * the same); the PDF prints them with a minus.
 */
export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** How an invoice is paid: a bank transfer with the variable symbol. */
export const INVOICE_PAYMENT_METHODS = ['BANK_TRANSFER'] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];

/** Only rides in a final billable status are invoiced (a no-show is billed like a ride). */
export const INVOICE_RIDE_STATUSES: readonly RideStatus[] = ['DONE', 'NOT_ARRIVED'];

/** The series key of a kind and year: `INVOICE-2026`, `CREDIT-2026` (table invoice_series). */
export function invoiceSeriesKey(kind: InvoiceKind, year: number): string {
  return `${kind === 'INVOICE' ? 'INVOICE' : 'CREDIT'}-${year}`;
}

/** The variable symbol of an invoice number: its digits, at most 10 (the last ten). */
export function variableSymbolOf(number: string): string {
  return number.replace(/\D/g, '').slice(-10);
}

/**
 * `POST /api/invoices`: either a customer's uninvoiced billable rides of Prague days `from`..`to`
 * (inclusive), or the listed rides (all of one customer). Without rides: `customerId` is required
 * (CLIENT_NOT_SELECTED), and both dates (INVOICE_PERIOD_REQUIRED).
 */
export const ZInvoiceIssueInput = z
  .object({
    customerId: z.number({ error: 'INVALID_INPUT' }).int('INVALID_INPUT').min(1, 'INVALID_INPUT').max(MAX_INT4, 'INVALID_INPUT').nullish(),
    from: ZCalendarDate.nullish(),
    to: ZCalendarDate.nullish(),
    rideIds: z
      .array(z.number({ error: 'INVALID_INPUT' }).int('INVALID_INPUT').min(1, 'INVALID_INPUT').max(MAX_INT4, 'INVALID_INPUT'), {
        error: 'INVALID_INPUT',
      })
      .max(1000, 'INVALID_INPUT')
      .nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.rideIds && v.rideIds.length > 0) return;
    if (v.rideIds) {
      ctx.addIssue({ code: 'custom', path: ['rideIds'], message: 'INVOICE_NO_RIDES' });
      return;
    }
    if (!v.customerId) ctx.addIssue({ code: 'custom', path: ['customerId'], message: 'CLIENT_NOT_SELECTED' });
    else if (!v.from || !v.to) ctx.addIssue({ code: 'custom', path: [v.from ? 'to' : 'from'], message: 'INVOICE_PERIOD_REQUIRED' });
    else if (v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'INVOICE_PERIOD_REQUIRED' });
  });
export type TInvoiceIssueInput = z.input<typeof ZInvoiceIssueInput>;
export type InvoiceIssueInput = z.output<typeof ZInvoiceIssueInput>;

/** `POST /api/invoices/monthly`: the Prague month whose rides are invoiced. */
export const ZMonthlyInvoicesInput = z.object({
  month: z.string({ error: 'INVOICE_MONTH_REQUIRED' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'INVOICE_MONTH_REQUIRED'),
});
export type TMonthlyInvoicesInput = z.input<typeof ZMonthlyInvoicesInput>;

/** The supplier as printed: the company details when issued (issue 15 §1), with the address on one line. */
export const ZInvoiceSupplier = ZCompanySettingsAnswer.omit({ invoiceNumberFormat: true, dueDays: true, logoFileId: true }).extend({
  /** One line: `Street 1, 110 00 Praha 1`. */
  address: z.string(),
});
export type TInvoiceSupplier = z.infer<typeof ZInvoiceSupplier>;

/** The customer as printed: the customer user's company (or name) and address when issued. */
export const ZInvoiceCustomer = z.object({
  id: z.number().int().nullable(),
  /** The person's name; printed when there is no company name. */
  name: z.string(),
  companyName: z.string().nullable(),
  /** IČO */
  companyId: z.string().nullable(),
  /** DIČ */
  taxId: z.string().nullable(),
  vatPayer: z.boolean(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string(),
  /** One line; the user's company address when no street address is kept; null when nothing is. */
  address: z.string().nullable(),
  email: z.string().nullable(),
});
export type TInvoiceCustomer = z.infer<typeof ZInvoiceCustomer>;

/** One invoiced ride (CZK). */
export const ZInvoiceLine = z.object({
  rideId: z.number().int().nullable(),
  /** The ride's start, ISO 8601 in Prague time. */
  date: z.string().nullable(),
  description: z.string(),
  vatPercent: z.number(),
  priceWithoutVat: z.number(),
  vat: z.number(),
  priceWithVat: z.number(),
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

/** The sums per VAT rate (CZK): `base` without VAT, `vat`, `total` with VAT. */
export const ZVatBreakdownRow = z.object({ vatPercent: z.number(), base: z.number(), vat: z.number(), total: z.number() });
export type TVatBreakdownRow = z.infer<typeof ZVatBreakdownRow>;

export const ZInvoiceTotals = z.object({ withoutVat: z.number(), vat: z.number(), withVat: z.number() });

/** An issued invoice or credit note as the API answers it. Dates are Prague days `YYYY-MM-DD`. */
export const ZInvoice = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  /** The document's UUID (ISDOC). */
  uuid: z.string(),
  issueDate: z.string(),
  /** Datum uskutečnění zdanitelného plnění: the last ride's day (else the period's end). */
  taxableDate: z.string(),
  dueDate: z.string(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  supplier: ZInvoiceSupplier,
  customer: ZInvoiceCustomer,
  /** False when the company was not a VAT payer: no VAT on any line. */
  vatApplicable: z.boolean(),
  currency: z.string(),
  lines: z.array(ZInvoiceLine),
  vatBreakdown: z.array(ZVatBreakdownRow),
  totals: ZInvoiceTotals,
  paymentMethod: z.enum(INVOICE_PAYMENT_METHODS),
  variableSymbol: z.string(),
  bankAccount: z.string().nullable(),
  iban: z.string().nullable(),
  /** A credit note: the invoice it cancels. */
  creditForId: z.number().int().nullable(),
  /** An invoice: the credit note that cancelled it (null while valid). */
  canceledById: z.number().int().nullable(),
  createdAt: z.string(),
  /** What the caller may do with it (the web shows actions by these). */
  abilities: z.object({ cancel: z.boolean(), isdoc: z.boolean() }),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/** A row of the list: the invoice without lines and breakdown. */
export const ZInvoiceSummary = ZInvoice.omit({ lines: true, vatBreakdown: true, supplier: true });
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;
export const ZInvoicePage = pageOf(ZInvoiceSummary);

/** `POST /api/invoices/monthly`'s answer: the invoices issued (one per recurring customer with rides). */
export const ZMonthlyInvoices = z.object({ month: z.string(), objects: z.array(ZInvoice) });
export type TMonthlyInvoices = z.infer<typeof ZMonthlyInvoices>;

/**
 * `GET /api/invoices`: newest first (issue date, then id), paged; `from`/`to` narrow by issue date
 * (inclusive); a CUSTOMER's list is its own whatever `customerId` says.
 */
export const ZInvoiceListQuery = z.object({
  ...ZPaging,
  customerId: zUrlInt(1, MAX_INT4).optional(),
  from: ZCalendarDate.optional(),
  to: ZCalendarDate.optional(),
  kind: z.enum(INVOICE_KINDS, { error: 'INVALID_INPUT' }).optional(),
});
export type TInvoiceListQuery = QueryOf<typeof ZInvoiceListQuery>;

/** `GET /api/orders/{id}/invoice`: the preview as a PDF (default) or as HTML for the page. */
export const ZInvoicePreviewQuery = z.object({
  format: z.enum(['pdf', 'html'], { error: 'INVALID_INPUT' }).default('pdf'),
  lang: z.enum(['cs', 'en'], { error: 'INVALID_INPUT' }).optional(),
});

/**
 * Who reads an invoice (docs/api/billing.md): ADMIN every one; a CUSTOMER its own (another's is "not
 * found"). Nobody else.
 */
export function canReadInvoice(user: { id: number; roles: readonly string[] }, invoice: { customerId: number | null }): boolean {
  if (user.roles.includes('ADMIN')) return true;
  return user.roles.includes('CUSTOMER') && invoice.customerId !== null && invoice.customerId === user.id;
}

/** Who may cancel an invoice (issue a credit note): ADMIN, an invoice not yet cancelled and no credit note itself. */
export function canCancelInvoice(roles: readonly string[], invoice: { kind: string; canceledById: number | null }): boolean {
  return roles.includes('ADMIN') && invoice.kind === 'INVOICE' && invoice.canceledById === null;
}
