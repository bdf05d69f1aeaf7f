import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A moment with its time zone (`timestamptz`): every time column of the schema. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** A required reference to a parent row's id; the row goes with its parent (`ON DELETE CASCADE`). */
export const ownedBy = (name: string, parent: () => AnyPgColumn) => integer(name).notNull().references(parent, { onDelete: 'cascade' });
