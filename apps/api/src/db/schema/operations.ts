import { bigserial, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';

/**
 * Counting windows shared by every instance (issue 19): the API's rate limits and the sign-in throttle
 * count here when the portal runs on PostgreSQL, so two instances behind a proxy spend one budget. `key`
 * names the rule and what it counts (e.g. `rate:POST /api/auth/login:1.2.3.4`); a window whose `reset_at`
 * has passed starts again at 1 and is pruned by a job.
 */
export const throttleWindows = pgTable(
  'throttle_windows',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    count: integer('count').notNull(),
    resetAt: instant('reset_at').notNull(),
  },
  (t) => [index('throttle_windows_reset_idx').on(t.resetAt)],
);

/**
 * The live events sent to screens (issue 19): each is written with an increasing id before its NOTIFY,
 * so a screen that reconnects — to this instance or another — asks for the events after its
 * `Last-Event-ID` and misses none. Kept for a short window, then pruned.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    message: jsonb('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_created_idx').on(t.createdAt)],
);

export type ThrottleWindowRow = typeof throttleWindows.$inferSelect;
export type LiveEventRow = typeof liveEvents.$inferSelect;
