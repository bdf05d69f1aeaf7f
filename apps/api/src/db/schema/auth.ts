import { index, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, instant, ownedBy } from './columns.ts';
import { users } from './users.ts';

/** Where a sign-in came from: the client's address (`ip`) and its browser (`user_agent`), each null when not known. */
const signInOrigin = () => ({
  ip: varchar('ip', { length: 64 }),
  userAgent: text('user_agent'),
});

/**
 * Signed-in sessions: only the SHA-256 of the token is stored. The address and browser of the sign-in
 * and the last use (updated at most every few minutes) let the user recognise and end its sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    ...signInOrigin(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use links sent by e-mail (registration verification, password reset). */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId)],
);

export const loginHistory = pgTable(
  'login_history',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    at: instant('at').notNull().defaultNow(),
    ...signInOrigin(),
  },
  (t) => [index('login_history_user_at_idx').on(t.userId, t.at)],
);
