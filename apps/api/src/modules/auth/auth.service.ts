import type { Language, TLoginRequest } from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { touchLastUsed } from '../../db/by-id.ts';
import { eq } from 'drizzle-orm';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import { queueMessages } from '../../adapters/outbox/outbox.ts';
import type { Db } from '../../db/client.ts';
import { renderEmail, type EmailKind } from '../../locales/emails.ts';
import { AppError } from '../../shared/errors.ts';
import { randomToken, sha256 } from '../../shared/crypto.ts';
import { burnVerifyTime, hashPassword, needsRehash, verifyPassword } from '../../shared/password-hasher.ts';
import { USUAL_ADDRESS_MS, type SignInThrottle } from './login-throttle.ts';
import type { DeferredWork } from './deferred-work.ts';
import * as repo from './auth.repository.ts';
import * as sessionsRepo from './sessions.repository.ts';
import { createSessionsService, openSession, SESSION_TOUCH_MS } from './sessions.service.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import { createSessionCache, type SessionCacheOptions } from './session-cache.ts';
import { createBatcher } from '../../shared/batcher.ts';

export const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;
/** A user created by someone else gets a week to set its first password. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The deliveries' `kind` of each account e-mail. */
const ACCOUNT_MAIL_KIND: Record<EmailKind, string> = {
  verifyRegistration: 'REGISTRATION',
  alreadyRegistered: 'REGISTRATION_EXISTS',
  resetPassword: 'PASSWORD_RESET',
  invite: 'INVITATION',
};

function tooManyAttempts(seconds: number): AppError {
  return new AppError(429, 'TOO_MANY_ATTEMPTS', { params: { seconds }, headers: { 'retry-after': String(seconds) } });
}

export interface AuthDeps {
  database: Database;
  /** Account e-mails are jobs of this queue, sent in the transaction that issues their link. */
  jobs: Pick<JobQueue, 'send'>;
  publicUrl: string;
  throttle: SignInThrottle;
  /** Registration's and reset's account-dependent work, done after the answer. */
  work: DeferredWork;
  logger: { error(obj: object, msg: string): void };
  clock?: Clock;
  /** Tests count the hashing; production hashes with argon2id. */
  hashPassword?: (password: string) => Promise<string>;
  /**
   * The event bus: with it, sessions answer from a short in-process cache that every change of a session or
   * a user empties on every process (session-cache.ts); without it, every request reads its session.
   */
  bus?: Pick<EventBus, 'watchSessions' | 'listening'>;
  sessionCache?: SessionCacheOptions;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** Sign-in, sessions, registration and password reset (spec §2, §4, §5, §7). */
export function createAuthService(deps: AuthDeps) {
  const { db } = deps.database;
  const now = nowOf(deps.clock);
  const hash = deps.hashPassword ?? hashPassword;
  const cache = deps.bus ? createSessionCache(deps.bus, deps.sessionCache) : null;
  /**
   * The sessions that are not cached are read in batches: the lookups of the requests that arrive while one
   * is in the database go together in the next (one query for a thousand phones coming back after a
   * restart, not a thousand). Each lookup answers as on its own at its own time: a token expired by then has
   * no session.
   */
  const sessionLookups = createBatcher<{ tokenHash: string; at: Date }, sessionsRepo.LiveSession | undefined>({
    keyOf: (lookup) => lookup,
    schedule: (start) => void setImmediate(start),
    async run(lookups) {
      const earliest = new Date(Math.min(...lookups.map((l) => l.at.getTime())));
      const found = await sessionsRepo.findLiveSessions(
        db,
        lookups.map((l) => l.tokenHash),
        earliest,
      );
      return lookups.map(({ tokenHash, at }) => {
        const session = found.get(tokenHash);
        return session && session.expiresAt > at ? { ...session } : undefined;
      });
    },
  });

  /**
   * Queues an account e-mail in `tx`, the transaction that issues its link: the e-mail goes out only if the
   * link exists, and is never lost once it does (a job of the queue, retried until it is sent).
   */
  async function queueAccountMail(
    tx: Db,
    kind: EmailKind,
    user: Pick<UserRow, 'id' | 'email' | 'name' | 'language'>,
    link: string,
    at: Date,
  ) {
    if (!user.email) return;
    const language: Language = user.language === 'cs' ? 'cs' : 'en';
    const mail = renderEmail(kind, language, { name: user.name, link });
    await queueMessages(
      tx,
      deps.jobs,
      [
        {
          channel: 'EMAIL',
          recipient: user.email,
          kind: ACCOUNT_MAIL_KIND[kind],
          language,
          userId: user.id,
          sensitive: kind !== 'alreadyRegistered',
          ...mail,
        },
      ],
      at,
    );
  }

  /** A new link of `purpose` for the user (older ones expire) and its e-mail, in one transaction. */
  async function sendLink(
    user: Pick<UserRow, 'id' | 'email' | 'name' | 'language'>,
    purpose: repo.TokenPurpose,
    ttlMs: number,
    kind: EmailKind,
    linkOf: (key: string) => string,
  ): Promise<void> {
    const key = randomToken();
    const t = now();
    await db.transaction(async (tx) => {
      await repo.expireUserTokens(tx, user.id, purpose, t);
      // Created and expiring by the same clock reading (not the database's now()): its lifetime is exactly ttlMs.
      await repo.insertUserToken(tx, {
        userId: user.id,
        purpose,
        tokenHash: sha256(key),
        createdAt: t,
        expiresAt: new Date(t.getTime() + ttlMs),
      });
      await queueAccountMail(tx, kind, user, linkOf(key), t);
    });
  }

  async function usableToken(purpose: repo.TokenPurpose, key: string) {
    const token = await repo.findUsableToken(db, purpose, sha256(key), now());
    if (!token) throw new AppError(410, 'LINK_EXPIRED');
    return token;
  }

  /** An account under attack backs off, but not for an address it signed in from lately (its owner's). */
  async function throttleWait(account: string, ip: string): Promise<number> {
    const usualAddress =
      (await deps.throttle.accountBackingOff(account)) &&
      (await repo.signedInFromSince(db, account, ip, new Date(now().getTime() - USUAL_ADDRESS_MS)));
    return deps.throttle.retryAfter(ip, account, { usualAddress });
  }

  return {
    sessions: createSessionsService(db, now),

    /** The fleet manager of a fleet's driver (id and name), for its own /api/user-details; null without one. */
    async fleetManagerOf(user: UserRow): Promise<{ id: number; name: string } | null> {
      if (user.fleetManagerId === null) return null;
      const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, user.fleetManagerId));
      return row ?? null;
    },

    /** Checks the credentials and opens a session; answers the session token. */
    async login(input: TLoginRequest, client: ClientInfo): Promise<{ token: string; user: UserRow }> {
      const account = input.email.trim().toLowerCase();
      const wait = await throttleWait(account, client.ip);
      if (wait > 0) {
        throw tooManyAttempts(wait);
      }
      const user = await repo.findUserByEmail(db, account);
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : (await burnVerifyTime(input.password), false);
      if (!user || !ok) {
        await deps.throttle.fail(client.ip, account);
        throw new AppError(401, 'LOGIN_INCORRECT');
      }
      // Told only after the right password, so the status never reveals that an e-mail has an account.
      if (user.status === 'NEW') throw new AppError(403, 'ACCOUNT_NOT_VERIFIED');
      if (user.status !== 'ACTIVE') throw new AppError(403, 'ACCOUNT_INACTIVE');
      await deps.throttle.succeed(client.ip, account);

      const newHash = user.passwordHash && needsRehash(user.passwordHash) ? await hash(input.password) : null;
      const userAgent = client.userAgent?.slice(0, 500) ?? null;
      const token = await db.transaction(async (tx) => {
        if (newHash) await tx.update(users).set({ passwordHash: newHash }).where(eq(users.id, user.id));
        const opened = await openSession(tx, user.id, now(), { ip: client.ip, userAgent });
        await repo.insertLoginHistory(tx, { userId: user.id, ip: client.ip, userAgent, at: now() });
        return opened;
      });
      return { token, user };
    },

    /**
     * The active user of a session token, or null. A deactivated user's sessions stop working at once. A
     * session read in the last few seconds answers from the session cache (no round trip), unless it has
     * expired since or its last use is due to be written. The others are read together with those of the
     * requests that arrive meanwhile (`sessionLookups`).
     */
    async authenticate(token: string): Promise<UserRow | null> {
      if (!token || token.length > 200) return null;
      const t = now();
      const tokenHash = sha256(token);
      const staleBefore = new Date(t.getTime() - SESSION_TOUCH_MS);
      const cached = cache?.get(tokenHash);
      if (cached && cached.expiresAt > t && cached.lastUsedAt >= staleBefore) return cached.user;
      const stamp = cache?.stamp() ?? 0;
      const session = await sessionLookups.submit({ tokenHash, at: t });
      if (!session || session.user.status !== 'ACTIVE') {
        cache?.delete(tokenHash);
        return null;
      }
      if (session.lastUsedAt < staleBefore) {
        await touchLastUsed(db, sessions, session.id, t, staleBefore);
        session.lastUsedAt = t;
      }
      cache?.set(tokenHash, session, stamp);
      return session.user;
    },

    async logout(token: string): Promise<void> {
      // One transaction: the other processes hear of it when the session is gone, not before.
      await db.transaction((tx) => repo.deleteSession(tx, sha256(token)));
    },

    /**
     * Registers a CUSTOMER in status NEW and e-mails a verification link. An e-mail that has an account
     * changes nothing: an unverified one gets a fresh link, a verified one a notice. The answer waits only
     * for the hashing, done for every e-mail; the rest happens after it, so it takes the same time either way.
     */
    async register(input: { email: string; password: string; name: string; language: Language }): Promise<void> {
      const passwordHash = await hash(input.password);
      deps.work.defer('registration', () => createAccount(input, passwordHash));
    },

    async verifyRegistration(key: string): Promise<void> {
      const token = await usableToken('VERIFY', key);
      await db.transaction(async (tx) => {
        if (!(await repo.consumeToken(tx, token.id, now()))) throw new AppError(410, 'LINK_EXPIRED');
        await tx.update(users).set({ status: 'ACTIVE', updatedAt: now() }).where(eq(users.id, token.userId));
      });
    },

    /**
     * Sends a reset link when the e-mail has an account that may sign in. The answer is the same either
     * way and waits for no lookup (the work happens after it); too many requests for one e-mail answer 429
     * from any address, so the link sent last stays valid and the mailbox is not flooded.
     */
    async requestPasswordReset(email: string): Promise<void> {
      const account = email.trim().toLowerCase();
      const wait = await deps.throttle.requestReset(account);
      if (wait > 0) throw tooManyAttempts(wait);
      deps.work.defer('password reset', async () => {
        const user = await repo.findUserByEmail(db, account);
        if (!user || user.status === 'INACTIVE') return;
        await sendLink(user, 'RESET', RESET_TTL_MS, 'resetPassword', (key) => `${deps.publicUrl}/auth/password-recovery/${key}`);
      });
    },

    /**
     * E-mails a user that someone else created a link to set its first password (valid 7 days), in `tx`,
     * the creating transaction: a rolled-back user gets no link.
     */
    async invite(tx: Db, user: Pick<UserRow, 'id' | 'email' | 'name' | 'language'>): Promise<void> {
      if (!user.email) return;
      const key = randomToken();
      const t = now();
      await repo.expireUserTokens(tx, user.id, 'RESET', t);
      await repo.insertUserToken(tx, {
        userId: user.id,
        purpose: 'RESET',
        tokenHash: sha256(key),
        createdAt: t,
        expiresAt: new Date(t.getTime() + INVITE_TTL_MS),
      });
      await queueAccountMail(tx, 'invite', user, `${deps.publicUrl}/auth/password-recovery/${key}`, t);
    },

    async checkPasswordLink(key: string): Promise<void> {
      await usableToken('RESET', key);
    },

    /** Sets the password, ends every session of the user, and (the link proves the e-mail) verifies a NEW account. */
    async setupPassword(key: string, password: string): Promise<void> {
      const token = await usableToken('RESET', key);
      const passwordHash = await hash(password);
      await db.transaction(async (tx) => {
        const t = now();
        if (!(await repo.consumeToken(tx, token.id, t))) throw new AppError(410, 'LINK_EXPIRED');
        const [user] = await tx.select().from(users).where(eq(users.id, token.userId));
        if (!user || user.status === 'INACTIVE') throw new AppError(410, 'LINK_EXPIRED');
        await tx.update(users).set({ passwordHash, status: 'ACTIVE', updatedAt: t }).where(eq(users.id, user.id));
        await repo.deleteUserSessions(tx, user.id);
        await repo.expireUserTokens(tx, user.id, 'RESET', t);
      });
    },
  };

  /** Registration's work after the answer: a new NEW customer with a link, or a word to the existing account. */
  async function createAccount(input: { email: string; name: string; language: Language }, passwordHash: string): Promise<void> {
    const existing = await repo.findUserByEmail(db, input.email);
    if (existing) return notifyExisting(existing);
    let created: UserRow | undefined;
    try {
      [created] = await db
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          name: input.name,
          language: input.language,
          status: 'NEW',
          roles: ['CUSTOMER'],
          type: 'CUSTOMER_ONE_TIME',
        })
        .returning();
    } catch (err) {
      // Two registrations of one e-mail at once: the loser behaves as if the account existed.
      const raced = await repo.findUserByEmail(db, input.email);
      if (raced) return notifyExisting(raced);
      throw err;
    }
    if (!created) return;
    await sendLink(created, 'VERIFY', VERIFY_TTL_MS, 'verifyRegistration', (key) => `${deps.publicUrl}/auth/register/${key}`);
  }

  async function notifyExisting(user: UserRow): Promise<void> {
    if (user.status === 'NEW') {
      await sendLink(user, 'VERIFY', VERIFY_TTL_MS, 'verifyRegistration', (key) => `${deps.publicUrl}/auth/register/${key}`);
    } else {
      await db.transaction((tx) => queueAccountMail(tx, 'alreadyRegistered', user, `${deps.publicUrl}/auth/password-recovery`, now()));
    }
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
