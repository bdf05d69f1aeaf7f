import type { Db, SqlExecutor } from '../../db/client.ts';

interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The driver client under a Drizzle database or transaction: the node-postgres pool or the transaction's
 * connection, PGlite or its transaction. A job sent through it is part of that transaction — it commits
 * with the write that caused it, or vanishes with it (ARCHITECTURE §1).
 */
export function executorOf(db: Db): SqlExecutor {
  const client = (db as unknown as { session?: { client?: Queryable } }).session?.client;
  if (!client || typeof client.query !== 'function') throw new Error('not a Drizzle database or transaction');
  return { executeSql: (text, values) => client.query(text, values) };
}
