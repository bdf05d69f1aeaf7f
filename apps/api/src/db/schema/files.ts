import { customType, date, index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { users } from './users.ts';
import { vehicles } from './vehicles.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded documents, kept in PostgreSQL so that one backup holds everything (docs/decisions/0006).
 * A file belongs to a user or to a vehicle. Its bytes are in `file_chunks`.
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

/**
 * A file's bytes in order, at most FILE_CHUNK_BYTES each (issue 19): an upload is written chunk by chunk as
 * it arrives and a download read chunk by chunk as the client takes it, so no instance holds a whole file.
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** 0, 1, 2 … in the file's order. */
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

export type FileRow = typeof files.$inferSelect;
