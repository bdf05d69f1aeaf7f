import { and, asc, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceLines, invoices } from '../../db/schema/index.ts';
import type { InvoiceLineRow, InvoiceRow } from './invoices.repository.ts';

/** Ids per query: well below the bound parameters PostgreSQL and PGlite take. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Invoices by id (the originals of credit notes), in any order. */
export async function invoicesByIds(db: Db, ids: readonly number[]): Promise<InvoiceRow[]> {
  const rows: InvoiceRow[] = [];
  for (const part of chunks([...new Set(ids)])) rows.push(...(await db.select().from(invoices).where(inArray(invoices.id, part))));
  return rows;
}

/**
 * Every invoice and credit note issued on Prague days `from`..`to` (inclusive; the issue date is a Prague
 * day), oldest first, each with its lines in their order.
 */
export async function invoicesIssuedBetween(db: Db, from: string, to: string): Promise<{ invoice: InvoiceRow; lines: InvoiceLineRow[] }[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issueDate, from), lte(invoices.issueDate, to)))
    .orderBy(asc(invoices.issueDate), asc(invoices.id));
  const linesOf = new Map<number, InvoiceLineRow[]>(rows.map((r) => [r.id, []]));
  for (const part of chunks(rows.map((r) => r.id))) {
    const lines = await db
      .select()
      .from(invoiceLines)
      .where(inArray(invoiceLines.invoiceId, part))
      .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
    for (const line of lines) linesOf.get(line.invoiceId)?.push(line);
  }
  return rows.map((invoice) => ({ invoice, lines: linesOf.get(invoice.id) ?? [] }));
}
