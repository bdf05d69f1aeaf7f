import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginHistory, sessions, userTokens, users, type UserRow } from '../../db/schema/index.ts';
import { forgetSessions } from './session-cache.ts';

export type TokenPurpose = 'VERIFY' | 'RESET';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Ends one session (a logout); every process's session cache forgets it (session-cache.ts). */
export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  const gone = await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning({ userId: sessions.userId });
  await forgetSessions(
    db,
    gone.map((r) => r.userId),
  );
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await forgetSessions(db, [userId]);
}

/**
 * Ends every session of a user but the one making the call (a password change keeps the caller signed in,
 * as does "sign out everywhere else"); answers how many ended.
 */
export async function deleteOtherSessions(db: Db, userId: number, keepTokenHash: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ id: sessions.id });
  await forgetSessions(db, [userId]);
  return rows.length;
}

/** Drops a user's e-mailed links, used or not (a deleted account must not be revived by an old link). */
export async function deleteUserTokens(db: Db, userId: number): Promise<void> {
  await db.delete(userTokens).where(eq(userTokens.userId, userId));
}

export async function insertUserToken(
  db: Db,
  row: { userId: number; purpose: TokenPurpose; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(userTokens).values(row);
}

/** A token that exists, has this purpose, is unused and not expired. */
export async function findUsableToken(db: Db, purpose: TokenPurpose, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(
      and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)),
    )
    .limit(1);
  return row;
}

/**
 * Marks a token used only if it still is usable; answers whether this call used it. Two concurrent
 * uses of one link: exactly one wins.
 */
export async function consumeToken(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}

/** Older unused links of the same purpose stop working when a new one is sent or one is used. */
export async function expireUserTokens(db: Db, userId: number, purpose: TokenPurpose, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

/** Whether the account of this e-mail signed in from this address since `since` (its "usual address"). */
export async function signedInFromSince(db: Db, email: string, ip: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: loginHistory.id })
    .from(loginHistory)
    .innerJoin(users, eq(users.id, loginHistory.userId))
    .where(and(sql`lower(${users.email}) = ${email}`, eq(loginHistory.ip, ip), gt(loginHistory.at, since)))
    .limit(1);
  return rows.length > 0;
}

export async function insertLoginHistory(db: Db, row: { userId: number; ip: string | null; userAgent: string | null; at: Date }) {
  await db.insert(loginHistory).values(row);
}
