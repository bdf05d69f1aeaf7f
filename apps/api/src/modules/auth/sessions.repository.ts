import { and, desc, eq, gt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users, type UserRow } from '../../db/schema/index.ts';
import { forgetSessions } from './session-cache.ts';

export interface NewSession {
  userId: number;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export async function insertSession(db: Db, row: NewSession): Promise<void> {
  await db.insert(sessions).values({ ...row, lastUsedAt: row.createdAt });
}

/** Keeps a user's `keep` newest live sessions and deletes the rest (older ones and expired ones). */
export async function capUserSessions(db: Db, userId: number, keep: number, now: Date): Promise<void> {
  const newest = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(keep);
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), or(lte(sessions.expiresAt, now), notInArray(sessions.id, newest))))
    .returning({ id: sessions.id });
  if (gone.length > 0) await forgetSessions(db, [userId]);
}

/** A live session with its user, as the access guard reads it. */
export interface LiveSession {
  user: UserRow;
  id: number;
  lastUsedAt: Date;
  expiresAt: Date;
}

/**
 * The statement of `findLiveSessions`, built once per database: the access guard asks it for the requests
 * whose session is not cached, and building a select of every user column cost about 0.25 ms of CPU each
 * time (docs/performance.md "GPS ingest"). On PostgreSQL it is also a named prepared statement per connection.
 */
function liveSessionsQuery(db: Db) {
  return db
    .select({ hash: sessions.tokenHash, user: users, id: sessions.id, lastUsedAt: sessions.lastUsedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(sql`${sessions.tokenHash} = any(${sql.placeholder('hashes')}::text[])`, gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('find_live_sessions');
}
const liveSessionsQueries = new WeakMap<Db, ReturnType<typeof liveSessionsQuery>>();

/**
 * The users and sessions of the live tokens among `tokenHashes` (hex SHA-256 digests), by hash; an unknown or
 * expired token has no entry.
 */
export async function findLiveSessions(db: Db, tokenHashes: readonly string[], now: Date): Promise<Map<string, LiveSession>> {
  let query = liveSessionsQueries.get(db);
  if (!query) liveSessionsQueries.set(db, (query = liveSessionsQuery(db)));
  // One text parameter, the same on PostgreSQL and PGlite; a digest is hex, so it needs no quoting.
  const hashes = tokenHashes.filter((h) => /^[0-9a-f]+$/.test(h));
  const rows = hashes.length === 0 ? [] : await query.execute({ hashes: `{${hashes.join(',')}}`, now: now.toISOString() });
  return new Map(rows.map(({ hash, ...session }) => [hash, session]));
}

export async function listUserSessions(db: Db, userId: number, now: Date) {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
}

/** Deletes one session of the user; answers its token hash, or undefined when the user has no such session. */
export async function deleteUserSession(db: Db, userId: number, id: number): Promise<string | undefined> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ tokenHash: sessions.tokenHash });
  if (row) await forgetSessions(db, [userId]);
  return row?.tokenHash;
}
