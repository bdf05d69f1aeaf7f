import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** Which rows of a table a list shows: those `where` keeps, in `orderBy`, `size` of them from page `page` (0-based). */
export interface PageQuery {
  where?: SQL | undefined;
  orderBy: (SQL | PgColumn)[];
  page: number;
  size: number;
}

/** A page of a table's rows, and how many rows `where` keeps in all (for the number of pages). */
export async function pageOf<T extends PgTable>(db: Db, table: T, query: PageQuery): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const source: PgTable = table;
  const [total] = await db.select({ n: count() }).from(source).where(query.where);
  const rows = await db
    .select()
    .from(source)
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.size)
    .offset(query.page * query.size);
  return { rows, total: total?.n ?? 0 };
}
