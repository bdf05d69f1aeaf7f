import type { EventBus } from '../../adapters/events/event-bus.ts';
import type { SessionsMessage } from '../../adapters/events/messages.ts';
import { publishSessionsChange } from '../../adapters/events/publish.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { randomToken } from '../../shared/crypto.ts';

/** How long a looked-up session answers from memory (docs/performance.md "GPS ingest"). */
export const SESSION_CACHE_TTL_MS = 30_000;
/** At most this many sessions are held; the oldest goes first. */
export const SESSION_CACHE_MAX = 20_000;
/** A change whose own notification never comes (its transaction rolled back) stops holding its users back after this. */
const PENDING_MS = 30_000;
/** A change of more users than this drops every cached session (the notification stays small). */
const MAX_USERS_NAMED = 200;

/** A live session as `authenticate` read it from the database. */
export interface CachedSession {
  id: number;
  user: UserRow;
  lastUsedAt: Date;
  expiresAt: Date;
}

/**
 * The sessions of this process's recent requests, by token hash (modules/auth; the access guard's
 * `authenticate` and any module that needs a session's user may use it through the auth service).
 *
 * Nothing answers from it that the database would not: every change to a session or to a user — logout, a
 * revoked session, a password set or changed, a status, a role, any edit of the user, a deletion — goes
 * through `forgetSessions` in the writing transaction, which drops the users' entries here at once and
 * notifies every API process on the event bus (delivered after the commit). The entries are kept only
 * while the bus listens (a dropped LISTEN connection may lose notifications: everything is dropped and
 * nothing cached until it listens again), and a lookup's answer is stored only if no change happened while
 * it ran and no change of its user is still on its way to the bus. `ttlMs` bounds what a write made outside
 * the app (SQL by hand) can leave stale.
 */
export interface SessionCache {
  get(tokenHash: string): CachedSession | undefined;
  /** Taken before a database lookup: `set` stores the answer only if nothing changed since. */
  stamp(): number;
  set(tokenHash: string, session: CachedSession, stamp: number): void;
  /** Drops one token's entry (e.g. a lookup found it expired). */
  delete(tokenHash: string): void;
  readonly size: number;
}

export interface SessionCacheOptions {
  ttlMs?: number;
  max?: number;
  /** Monotonic milliseconds for the entries' age (default `performance.now`); tests pass their own. */
  monotonic?: () => number;
}

interface Entry extends CachedSession {
  storedAt: number;
}

interface Pending {
  users: ReadonlySet<number> | null;
  at: number;
}

/** The caches of this process that watch a bus: a change made here reaches them before its commit. */
const watching = new Set<{ hold(nonce: string, users: readonly number[] | null): void }>();
const processTag = randomToken().slice(0, 10);
let changes = 0;

/**
 * Run in the transaction that changes sessions or users (or right after a write outside one): the caches
 * of this process drop these users' sessions now and keep them out until the change's notification comes
 * back from the bus, and every other process drops them when it arrives. `'all'`: every session.
 */
export async function forgetSessions(db: Db, users: readonly number[] | 'all'): Promise<void> {
  const named = users === 'all' || users.length > MAX_USERS_NAMED ? null : [...new Set(users)];
  if (named?.length === 0) return;
  const message: SessionsMessage = { t: 'auth', users: named, nonce: `${processTag}.${++changes}` };
  for (const cache of watching) cache.hold(message.nonce, named);
  await publishSessionsChange(db, message);
}

export function createSessionCache(bus: Pick<EventBus, 'watchSessions' | 'listening'>, options: SessionCacheOptions = {}): SessionCache {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const max = options.max ?? SESSION_CACHE_MAX;
  const monotonic = options.monotonic ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Pending>();
  /** Counts the changes seen: a lookup that ran across one is not stored. */
  let generation = 0;
  const listening = () => bus.listening?.() ?? false;

  function drop(users: readonly number[] | null) {
    generation++;
    if (users === null) {
      entries.clear();
      return;
    }
    const gone = new Set(users);
    for (const [hash, e] of entries) if (gone.has(e.user.id)) entries.delete(hash);
  }

  /** A change of this user made here has not come back from the bus yet. */
  function held(userId: number, t: number): boolean {
    for (const [nonce, p] of pending) {
      if (t - p.at > PENDING_MS) pending.delete(nonce);
      else if (p.users === null || p.users.has(userId)) return true;
    }
    return false;
  }

  const self = {
    hold(nonce: string, users: readonly number[] | null) {
      pending.set(nonce, { users: users && new Set(users), at: monotonic() });
      drop(users);
    },
  };
  if (bus.watchSessions) {
    const stop = bus.watchSessions({
      message: (m) => {
        pending.delete(m.nonce);
        drop(m.users);
      },
      reset: () => {
        drop(null);
      },
      closed: () => {
        drop(null);
        watching.delete(self);
        stop();
      },
    });
    watching.add(self);
  }

  return {
    get(tokenHash) {
      const e = entries.get(tokenHash);
      if (!e) return undefined;
      if (!listening() || monotonic() - e.storedAt >= ttlMs) {
        entries.delete(tokenHash);
        return undefined;
      }
      return e;
    },
    stamp: () => generation,
    set(tokenHash, session, stamp) {
      const t = monotonic();
      if (stamp !== generation || !listening() || !watching.has(self) || held(session.user.id, t)) return;
      entries.delete(tokenHash);
      if (entries.size >= max) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(tokenHash, { ...session, storedAt: t });
    },
    delete(tokenHash) {
      entries.delete(tokenHash);
    },
    get size() {
      return entries.size;
    },
  };
}
