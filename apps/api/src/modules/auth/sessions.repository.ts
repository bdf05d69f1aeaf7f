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

/**
 * The statement of `findLiveSession`, built once per database: the access guard asks it for every request
 * whose session is not cached, and building a select of every user column cost about 0.25 ms of CPU each
 * time (docs/performance.md "GPS ingest"). On PostgreSQL it is also a named prepared statement per connection.
 */
function liveSessionQuery(db: Db) {
  return db
    .select({ user: users, id: sessions.id, lastUsedAt: sessions.lastUsedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('find_live_session');
}
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof liveSessionQuery>>();

/** The user and session of a live token, or undefined for an unknown or expired token. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ user: UserRow; id: number; lastUsedAt: Date; expiresAt: Date } | undefined> {
  let query = liveSessionQueries.get(db);
  if (!query) liveSessionQueries.set(db, (query = liveSessionQuery(db)));
  const [row] = await query.execute({ tokenHash, now: now.toISOString() });
  return row;
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
