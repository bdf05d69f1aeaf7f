import { customType, date, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { users } from './users.ts';
import { vehicles } from './vehicles.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded documents, kept in PostgreSQL so that one backup holds everything (docs/decisions/0006).
 * A file belongs to a user or to a vehicle.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('files_user_idx').on(t.userId, t.type),
    index('files_vehicle_idx').on(t.vehicleId, t.type),
    index('files_valid_until_idx').on(t.validUntil),
  ],
);

export type FileRow = typeof files.$inferSelect;
