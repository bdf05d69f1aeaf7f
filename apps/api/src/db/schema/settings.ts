import { boolean, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { optionalRef, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** Spec §3 Settings, one JSON value per key (`rates`, `operationArea`, `hourlyInterval`); absent = default. */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: optionalRef('updated_by', () => users.id),
  updatedAt: updatedAt(),
});

/** Notification settings per situation and role (spec §3); a cell without a row has its default. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    situation: varchar('situation', { length: 32 }).notNull(),
    role: varchar('role', { length: 16 }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedBy: optionalRef('updated_by', () => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.situation, t.role] })],
);
