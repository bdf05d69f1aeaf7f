import { and, eq, getTableColumns, isNull, lt, or } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** Sets `values` on the row `id` of `table`; answers the row as it is now, or undefined when there is none. */
export async function updateById<Row, Insert>(
  db: Db,
  table: PgTable & { $inferSelect: Row; $inferInsert: Insert },
  id: number,
  values: Partial<Insert>,
): Promise<Row | undefined> {
  const source: PgTable = table;
  const idColumn = getTableColumns(source).id;
  if (!idColumn) throw new Error('updateById: the table has no id column');
  const [row] = await db.update(source).set(values).where(eq(idColumn, id)).returning();
  return row as Row | undefined;
}

/** Inserts one row of `values` into `table` and answers its id. */
export async function insertId<Insert>(db: Db, table: PgTable & { $inferInsert: Insert }, values: Insert): Promise<number> {
  const source: PgTable = table;
  const idColumn = getTableColumns(source).id;
  if (!idColumn) throw new Error('insertId: the table has no id column');
  const [row] = await db
    .insert(source)
    .values(values as PgTable['$inferInsert'])
    .returning({ id: idColumn });
  return row!.id as number;
}

/**
 * Records a use of the row `id` (a session, an API key) at `now` in its `last_used_at`, unless a use since
 * `staleBefore` is already recorded: the condition keeps concurrent requests of one token from all writing.
 */
export async function touchLastUsed(
  db: Db,
  table: PgTable & { id: AnyPgColumn; lastUsedAt: AnyPgColumn },
  id: number,
  now: Date,
  staleBefore: Date,
): Promise<void> {
  const source: PgTable = table;
  await db
    .update(source)
    .set({ lastUsedAt: now })
    .where(and(eq(table.id, id), or(isNull(table.lastUsedAt), lt(table.lastUsedAt, staleBefore))));
}
