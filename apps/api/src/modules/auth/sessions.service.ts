import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { randomToken, sha256 } from '../../shared/crypto.ts';
import { deleteOtherSessions } from './auth.repository.ts';
import * as repo from './sessions.repository.ts';

/** A user keeps at most this many sessions; signing in once more ends the oldest. */
export const SESSION_CAP = 10;
/** The last use is written at most this often per session (not on every request). */
export const SESSION_TOUCH_MS = 5 * 60 * 1000;
/** A session lasts this long after the sign-in that opened it. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Opens a session of `userId` at `at`, in the transaction of a sign-in whose password was checked: answers its
 * token (stored only as a hash) and ends the user's oldest sessions beyond SESSION_CAP.
 */
export async function openSession(tx: Db, userId: number, at: Date, client: { ip: string; userAgent: string | null }): Promise<string> {
  const token = randomToken();
  await repo.insertSession(tx, {
    userId,
    tokenHash: sha256(token),
    createdAt: at,
    expiresAt: new Date(at.getTime() + SESSION_TTL_MS),
    ip: client.ip,
    userAgent: client.userAgent,
  });
  await repo.capUserSessions(tx, userId, SESSION_CAP, at);
  return token;
}

export interface SessionView {
  id: number;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
  /** The session making this call ("this device"). */
  current: boolean;
}

/** One's own sessions: list them, end one, end all but the current one (docs/api/people.md "Sessions"). */
export function createSessionsService(db: Db, now: () => Date) {
  return {
    async list(actor: UserRow, sessionToken: string | null): Promise<SessionView[]> {
      const currentHash = sessionToken ? sha256(sessionToken) : null;
      const rows = await repo.listUserSessions(db, actor.id, now());
      return rows.map(({ tokenHash, createdAt, lastUsedAt, expiresAt, ...rest }) => ({
        ...rest,
        createdAt: createdAt.toISOString(),
        lastUsedAt: lastUsedAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
        current: tokenHash === currentHash,
      }));
    },

    /** Ends one of the caller's sessions (404 for another user's or an unknown one); answers whether it was the calling one. */
    async revoke(actor: UserRow, sessionToken: string | null, id: number): Promise<{ current: boolean }> {
      const tokenHash = await repo.deleteUserSession(db, actor.id, id);
      if (!tokenHash) throw new AppError(404, 'NOT_FOUND');
      return { current: sessionToken !== null && tokenHash === sha256(sessionToken) };
    },

    /** "Sign out everywhere else": every session of the caller but the calling one ends. */
    async revokeOthers(actor: UserRow, sessionToken: string | null): Promise<{ revoked: number }> {
      // A caller always has a session token here (the route needs a signed-in user).
      return { revoked: await deleteOtherSessions(db, actor.id, sha256(sessionToken ?? '')) };
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
