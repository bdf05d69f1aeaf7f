import { customType, date, index, integer, pgTable, primaryKey, serial, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, optionalRef, ownedBy } from './columns.ts';
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
    uploadedBy: optionalRef('uploaded_by', () => users.id),
    createdAt: createdAt(),
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
    fileId: ownedBy('file_id', () => files.id),
    /** 0, 1, 2 … in the file's order. */
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

/**
 * An upload's bytes while the client still sends them (issue 19): written chunk by chunk, each in its own short
 * statement, outside any transaction, so a slow upload holds no lock and no pooled connection between its
 * chunks. Once the form is checked, one short transaction moves them to `file_chunks` under the new file's id
 * (in SQL: the bytes never come back to the API). A refused upload deletes its rows; a prune job removes
 * those an interrupted upload left.
 */
export const uploadChunks = pgTable(
  'upload_chunks',
  {
    uploadId: uuid('upload_id').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.seq] }), index('upload_chunks_created_idx').on(t.createdAt)],
);

export type FileRow = typeof files.$inferSelect;
