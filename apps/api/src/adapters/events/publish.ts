import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { logAndNotify } from './live-log.ts';
import { EVENTS_CHANNEL, encodePositionBatches, type BusMessage, type PositionMessage, type SessionsMessage } from './messages.ts';

/**
 * Publishes a message through the given database or transaction: inside a transaction PostgreSQL (and
 * PGlite) delivers it only after the commit, and never after a rollback. Rides and the free-rides count
 * are logged with an id for replay (live-log.ts; `at`: the app's clock); a position goes as it is.
 */
export async function publish(db: Db, message: BusMessage, at?: Date): Promise<void> {
  if (message.t !== 'pos') return logAndNotify(db, [message], at);
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(message)})`);
}

/**
 * Publishes many positions in one statement: as few notifications as fit them (usually one), each
 * listener gets every position in order (`parseBusMessages` expands them).
 */
export async function publishPositions(db: Db, positions: PositionMessage[]): Promise<void> {
  const payloads = encodePositionBatches(positions);
  if (payloads.length === 0) return;
  const notifies = payloads.map((payload) => sql`pg_notify(${EVENTS_CHANNEL}, ${payload})`);
  await db.execute(sql`select ${sql.join(notifies, sql`, `)}`);
}

/**
 * Tells every process (this one included) that these users' sessions changed. Inside a transaction it is
 * delivered after the commit, and never after a rollback.
 */
export async function publishSessionsChange(db: Db, message: SessionsMessage): Promise<void> {
  const payload = JSON.stringify({ t: message.t, users: message.users, nonce: message.nonce });
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
}
