import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { EVENTS_CHANNEL, parseBusMessages, type BusMessage } from './messages.ts';

/**
 * The replayable live events (docs/decisions/0037): rides and the free-rides count are written to
 * `live_events` in the publishing transaction, and their notification carries the row's id and the
 * message (`{"e": id, "m": message}`, a few hundred bytes, far under NOTIFY's 8,000). A screen that
 * reconnects — to this instance or another — sends its `Last-Event-ID` and gets the events after it
 * from the table before the live ones. Driver positions are not logged: only the latest one matters, and
 * a reconnecting map reloads the pins (they go on the channel as they are, without an id).
 */

/** How long logged events stay for a screen to catch up: longer than any reconnect (EVENT_RETRY_MS). */
export const LIVE_EVENTS_KEPT_MS = 10 * 60_000;

/** A logged event: its id (the SSE `id:`) and its message. */
export interface LoggedEvent {
  id: number;
  message: BusMessage;
}

/**
 * Logs `messages` and notifies them, in one statement, through `db` (the write's transaction: delivered
 * after the commit, never after a rollback). `at`: when (the app's clock; default the database's).
 */
export async function logAndNotify(db: Db, messages: readonly BusMessage[], at?: Date): Promise<void> {
  if (messages.length === 0) return;
  const createdAt = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  await db.execute(sql`
    with logged as (
      insert into live_events (message, created_at)
      select m.value, ${createdAt} from jsonb_array_elements(${JSON.stringify(messages)}::jsonb) with ordinality as m(value, n)
      order by m.n
      returning id, message
    )
    select pg_notify(${EVENTS_CHANNEL}, json_build_object('e', id, 'm', message)::text) from (select * from logged order by id) as l`);
}

/** The logged events after `afterId`, oldest first, at most `limit`. */
export async function eventsAfter(db: Db, afterId: number, limit: number): Promise<LoggedEvent[]> {
  const result = (await db.execute(
    sql`select id::float8 as id, message from live_events where id > ${afterId} order by id limit ${limit}`,
  )) as { rows: { id: number; message: unknown }[] };
  return result.rows.flatMap((r) => parseBusMessages(JSON.stringify(r.message)).map((message) => ({ id: r.id, message })));
}

/** Forgets the events logged before `before` (the prune job): answers how many. */
export async function pruneLiveEvents(db: Db, before: Date): Promise<number> {
  const result = (await db.execute(sql`
    with gone as (delete from live_events where created_at < ${before.toISOString()}::timestamptz returning 1)
    select count(*)::int as n from gone`)) as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

/** A payload of the channel: a logged event (`{"e": id, "m": …}`) or a plain one (positions); none for garbage. */
export function parseLivePayload(payload: string): { id: number | undefined; messages: BusMessage[] } {
  // Positions (many a second) are parsed once; only the envelope of a logged event is told apart first.
  if (!payload.startsWith('{"e"')) return { id: undefined, messages: parseBusMessages(payload) };
  let envelope: { e?: unknown; m?: unknown } | null;
  try {
    envelope = JSON.parse(payload) as { e?: unknown; m?: unknown } | null;
  } catch {
    return { id: undefined, messages: [] };
  }
  if (!envelope || typeof envelope.e !== 'number' || typeof envelope.m !== 'object') return { id: undefined, messages: [] };
  return { id: envelope.e, messages: parseBusMessages(JSON.stringify(envelope.m)) };
}
