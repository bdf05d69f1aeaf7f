import { and, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarFeeds, rides, users, type CalendarFeedRow, type UserRow } from '../../db/schema/index.ts';
import { randomToken } from '../../shared/crypto.ts';
import { visibleRides, type RideCaller } from '../rides/ride-access.ts';

/** The user's feed row, or undefined without one. */
export async function feedOf(db: Db, userId: number): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

/**
 * A new token for the user, replacing its old one in one statement (the old URL answers 404 from then on).
 * The token is 32 random bytes, base64url (`randomToken`), kept as it is so the user can copy it again.
 */
export async function replaceFeed(db: Db, userId: number, at: Date): Promise<CalendarFeedRow> {
  const values = { userId, token: randomToken(), createdAt: at };
  const [row] = await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token: values.token, createdAt: at } })
    .returning();
  return row!;
}

/** Deletes the user's feed: its URL answers 404 from then on. */
export async function deleteFeed(db: Db, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The owner of a token while it may read its feed: not deleted and ACTIVE (a blocked user's URL answers 404). */
export async function activeOwnerOf(db: Db, token: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.token, token), isNull(users.deletedAt), eq(users.status, 'ACTIVE')));
  return row?.user;
}

/**
 * The rides of a user's feed as a condition on `rides`: those the rides module lets it see (visibleRides:
 * never DELETED, never another's), narrowed to its own — as the driver assigned, as the customer — from
 * `since` on. The free pool a driver without a fleet also sees is not its calendar.
 */
export function feedRides(caller: RideCaller, since: Date): SQL | undefined {
  const own: SQL[] = [];
  if (caller.roles.includes('DRIVER')) own.push(eq(rides.driverId, caller.id));
  if (caller.roles.includes('CUSTOMER')) own.push(eq(rides.customerId, caller.id));
  return and(visibleRides(caller), own.length > 0 ? or(...own) : sql`false`, gte(rides.date, since));
}
