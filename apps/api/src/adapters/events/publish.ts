import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { EVENTS_CHANNEL, type BusMessage } from './messages.ts';

/**
 * Publishes a message through the given database or transaction: inside a transaction PostgreSQL (and
 * PGlite) delivers it only after the commit, and never after a rollback.
 */
export async function publish(db: Db, message: BusMessage): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(message)})`);
}
