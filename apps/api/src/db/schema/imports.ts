import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, optionalRef } from './columns.ts';
import { users } from './users.ts';

/**
 * A spreadsheet of rides imported for a client (issue 16): the file's SHA-256 digest is unique per client,
 * so the same file imported twice is refused (409). Written in the transaction that inserts the rides.
 */
export const rideImports = pgTable(
  'ride_imports',
  {
    id: serial('id').primaryKey(),
    customerId: optionalRef('customer_id', () => users.id),
    /** Hex SHA-256 of the uploaded file's bytes. */
    digest: varchar('digest', { length: 64 }).notNull(),
    fileName: varchar('file_name', { length: 255 }),
    rides: integer('rides').notNull(),
    createdBy: optionalRef('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ride_imports_customer_digest_idx').on(t.customerId, t.digest), index('ride_imports_created_idx').on(t.createdAt)],
);
