import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { canReadInvoice as readRule, type InvoiceKind } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../db/page.ts';
import { invoiceLines, invoices, invoiceSeries } from '../../db/schema/index.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId' | 'position'>;

/** An invoice (or credit note) with its lines in their order; null when there is none with the id. */
export async function findInvoice(db: Db, id: number): Promise<{ invoice: InvoiceRow; lines: InvoiceLineRow[] } | null> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  if (!invoice) return null;
  const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.position));
  return { invoice, lines };
}

/**
 * The read rule (docs/api/billing.md "Invoices"): ADMIN every invoice, a CUSTOMER its own; the routes answer
 * 404 to anyone else, so an invoice's existence is not revealed.
 */
export function canReadInvoice(user: { id: number; roles: readonly string[] }, invoice: Pick<InvoiceRow, 'customerId'>): boolean {
  return readRule(user, invoice);
}

/**
 * The next number of a series, in the caller's transaction: the row's update lock serializes concurrent
 * issues, and a rolled-back issue rolls its increment back too, so the numbers have no gaps.
 */
export async function nextInSeries(tx: Db, key: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ key, last: 1 })
    .onConflictDoUpdate({ target: invoiceSeries.key, set: { last: sql`${invoiceSeries.last} + 1` } })
    .returning({ last: invoiceSeries.last });
  if (!row) throw new Error(`invoice series ${key}: no row`);
  return row.last;
}

/** Inserts an invoice and its lines (positions in order); the caller's transaction. */
export async function insertInvoice(tx: Db, invoice: NewInvoice, lines: readonly NewInvoiceLine[]): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(invoice).returning();
  if (!row) throw new Error('invoice insert returned no row');
  if (lines.length > 0) {
    await tx.insert(invoiceLines).values(lines.map((line, position) => ({ ...line, invoiceId: row.id, position })));
  }
  return row;
}

/** Which of these rides are billed now, by which invoice number: `rideId → number`. */
export async function billedRides(tx: Db, rideIds: readonly number[]): Promise<Map<number, string>> {
  if (rideIds.length === 0) return new Map();
  const rows = await tx
    .select({ rideId: invoiceLines.billedRideId, number: invoices.number })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(inArray(invoiceLines.billedRideId, [...rideIds]));
  return new Map(rows.flatMap((r) => (r.rideId === null ? [] : [[r.rideId, r.number] as const])));
}

/** Cancels an invoice by its credit note: links both and frees the invoice's rides. Null when it was already cancelled. */
export async function markCanceled(tx: Db, invoiceId: number, creditNoteId: number): Promise<boolean> {
  const updated = await tx
    .update(invoices)
    .set({ canceledById: creditNoteId })
    .where(and(eq(invoices.id, invoiceId), sql`${invoices.canceledById} is null`))
    .returning({ id: invoices.id });
  if (updated.length === 0) return false;
  await tx.update(invoiceLines).set({ billedRideId: null }).where(eq(invoiceLines.invoiceId, invoiceId));
  return true;
}

/** Locks an invoice row for the cancel (two concurrent cancels make one credit note). */
export async function lockInvoice(tx: Db, id: number): Promise<InvoiceRow | null> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row ?? null;
}

export interface InvoiceFilter {
  customerId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  kind?: InvoiceKind | undefined;
}

/** A page of invoices (newest issue date first, then newest id) and how many pages there are. */
export async function listInvoices(db: Db, filter: InvoiceFilter, page: number, size: number) {
  const conditions: SQL[] = [];
  if (filter.customerId !== undefined) conditions.push(eq(invoices.customerId, filter.customerId));
  if (filter.from) conditions.push(gte(invoices.issueDate, filter.from));
  if (filter.to) conditions.push(lte(invoices.issueDate, filter.to));
  if (filter.kind) conditions.push(eq(invoices.kind, filter.kind));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { rows, total } = await pageOf(db, invoices, { where, orderBy: [desc(invoices.issueDate), desc(invoices.id)], page, size });
  return { rows, totalPages: Math.ceil(total / size) };
}
