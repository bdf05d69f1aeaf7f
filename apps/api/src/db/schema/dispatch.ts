import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, real, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, instant, ownedBy } from './columns.ts';
import { users } from './users.ts';
import { rides } from './rides.ts';

/**
 * The latest position of each driver (docs/api/dispatch.md §1): one row a driver, upserted by every post
 * of its phone; a driver is online while `recorded_at` is fresh (DRIVER_ONLINE_WINDOW_MS).
 */
export const driverPositions = pgTable(
  'driver_positions',
  {
    driverId: integer('driver_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    heading: smallint('heading').notNull(),
    speed: real('speed').notNull(),
    accuracy: real('accuracy'),
    recordedAt: instant('recorded_at').notNull(),
  },
  (t) => [index('driver_positions_recorded_idx').on(t.recordedAt)],
);

/**
 * Spec §4 notification events of a ride (FLEET_ASSIGNED, APPROACHING, DRIVEWAY_CHANGE, CHANGE), written in
 * the transaction of the change that raises them; `delivered_at` is for the notifications issue.
 */
export const rideNotifications = pgTable(
  'ride_notifications',
  {
    id: serial('id').primaryKey(),
    rideId: ownedBy('ride_id', () => rides.id),
    kind: varchar('kind', { length: 24 }).notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    deliveredAt: instant('delivered_at'),
  },
  (t) => [
    index('ride_notifications_ride_idx').on(t.rideId, t.createdAt),
    index('ride_notifications_undelivered_idx')
      .on(t.createdAt)
      .where(sql`${t.deliveredAt} is null`),
    // APPROACHING is raised once per ride, even when two position posts race.
    uniqueIndex('ride_notifications_approaching_idx')
      .on(t.rideId)
      .where(sql`${t.kind} = 'APPROACHING'`),
  ],
);

export type DriverPositionRow = typeof driverPositions.$inferSelect;
export type RideNotificationRow = typeof rideNotifications.$inferSelect;
