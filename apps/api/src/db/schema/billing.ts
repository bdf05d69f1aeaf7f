import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, instant, optionalRef, ownedBy, updatedAt } from './columns.ts';
import { users } from './users.ts';
import { rides } from './rides.ts';

/**
 * A billing report (spec §3 Report; issue 15): a snapshot of the billable rides of one driver, fleet or
 * customer over Prague days `from`..`to` (inclusive). Money in haléře. The lines are stored when it is
 * generated and never recomputed (docs/api/billing.md).
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    /** DRIVER_TYPE | FLEET_TYPE | CUSTOMER_TYPE */
    type: varchar('type', { length: 16 }).notNull(),
    userId: optionalRef('user_id', () => users.id),
    /** The user's name when generated (kept if the user is deleted or renamed). */
    userName: varchar('user_name', { length: 200 }).notNull(),
    /** The fleet manager of the report's user when generated: who else may read it. */
    fleetManagerId: integer('fleet_manager_id'),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    vatPercent: doublePrecision('vat_percent').notNull(),
    priceWithoutVat: integer('price_without_vat').notNull(),
    priceWithVat: integer('price_with_vat').notNull(),
    /** A driver's statement: cash the driver collected for the rides (with VAT), haléře. */
    cashCollected: integer('cash_collected').notNull().default(0),
    /** A driver's statement: the company's commission, haléře. */
    commission: integer('commission').notNull().default(0),
    /** A driver's statement: what the company owes the driver (positive) or the driver owes (negative). */
    balance: integer('balance').notNull().default(0),
    checked: boolean('checked').notNull().default(false),
    emailSent: boolean('email_sent').notNull().default(false),
    emailSentAt: instant('email_sent_at'),
    subject: varchar('subject', { length: 300 }),
    /** NEW | CHECKED | SENT | PAID | DISPUTED (docs/api/billing.md) */
    status: varchar('status', { length: 16 }).notNull().default('NEW'),
    disputeNote: text('dispute_note'),
    generatedAt: instant('generated_at').notNull().defaultNow(),
    generatedBy: optionalRef('generated_by', () => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reports_user_idx').on(t.userId),
    index('reports_generated_idx').on(t.generatedAt),
    index('reports_fleet_idx').on(t.fleetManagerId),
  ],
);

/** The rides a report sums, as they were when it was generated. */
export const reportLines = pgTable(
  'report_lines',
  {
    id: serial('id').primaryKey(),
    reportId: ownedBy('report_id', () => reports.id),
    position: integer('position').notNull(),
    rideId: optionalRef('ride_id', () => rides.id),
    /** The ride's start. */
    date: instant('date').notNull(),
    route: text('route').notNull(),
    /** The customer (driver/fleet reports) or the driver (customer reports), as fits. */
    counterpart: varchar('counterpart', { length: 200 }),
    paymentType: varchar('payment_type', { length: 16 }),
    priceWithoutVat: integer('price_without_vat').notNull(),
    priceWithVat: integer('price_with_vat').notNull(),
    /** What the driver collected in cash for this ride (with VAT), haléře; 0 unless paid to the driver. */
    cash: integer('cash').notNull().default(0),
  },
  (t) => [index('report_lines_report_idx').on(t.reportId)],
);

/** The last number issued per series (`INVOICE-2026`, `CREDIT-2026`); incremented in the issuing transaction. */
export const invoiceSeries = pgTable('invoice_series', {
  key: varchar('key', { length: 32 }).primaryKey(),
  last: integer('last').notNull().default(0),
});

/**
 * An issued invoice or credit note (issue 15 §3). Never deleted: cancelling issues a credit note.
 * Supplier and customer are snapshots (JSON) as printed.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** INVOICE | CREDIT_NOTE */
    kind: varchar('kind', { length: 16 }).notNull().default('INVOICE'),
    number: varchar('number', { length: 32 }).notNull(),
    seriesKey: varchar('series_key', { length: 32 }).notNull(),
    seq: integer('seq').notNull(),
    /** ISDOC's UUID of the document. */
    uuid: varchar('uuid', { length: 36 }).notNull(),
    customerId: optionalRef('customer_id', () => users.id),
    /** The invoice a credit note cancels. */
    creditForId: integer('credit_for_id'),
    /** The credit note that cancelled this invoice. */
    canceledById: integer('canceled_by_id'),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    taxableDate: date('taxable_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    supplier: jsonb('supplier').notNull(),
    customer: jsonb('customer').notNull(),
    vatApplicable: boolean('vat_applicable').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('CZK'),
    totalWithoutVat: integer('total_without_vat').notNull(),
    totalVat: integer('total_vat').notNull(),
    totalWithVat: integer('total_with_vat').notNull(),
    paymentMethod: varchar('payment_method', { length: 16 }).notNull(),
    variableSymbol: varchar('variable_symbol', { length: 10 }).notNull(),
    bankAccount: varchar('bank_account', { length: 64 }),
    iban: varchar('iban', { length: 34 }),
    note: text('note'),
    createdBy: optionalRef('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.number),
    uniqueIndex('invoices_series_seq_idx').on(t.seriesKey, t.seq),
    index('invoices_customer_idx').on(t.customerId),
    index('invoices_issue_date_idx').on(t.issueDate),
  ],
);

/** One line per ride (or per credited line). `billed_ride_id` is set while the line bills its ride: unique. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: ownedBy('invoice_id', () => invoices.id),
    position: integer('position').notNull(),
    rideId: optionalRef('ride_id', () => rides.id),
    /** The ride this line bills; cleared when a credit note cancels the invoice. A ride is invoiced at most once. */
    billedRideId: integer('billed_ride_id'),
    date: instant('date'),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    vatPercent: doublePrecision('vat_percent').notNull(),
    priceWithoutVat: integer('price_without_vat').notNull(),
    vat: integer('vat').notNull(),
    priceWithVat: integer('price_with_vat').notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId), uniqueIndex('invoice_lines_billed_ride_idx').on(t.billedRideId)],
);
