import { doublePrecision, integer, timestamp, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A moment with its time zone (`timestamptz`): every time column of the schema. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** A required reference to a parent row's id; the row goes with its parent (`ON DELETE CASCADE`). */
export const ownedBy = (name: string, parent: () => AnyPgColumn) => integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** An optional reference to a parent row's id; the row outlives its parent, the reference cleared (`ON DELETE SET NULL`). */
export const optionalRef = (name: string, parent: () => AnyPgColumn) => integer(name).references(parent, { onDelete: 'set null' });

/** When the row was made (`created_at`), by default the moment of the insert. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** When the row last changed (`updated_at`), by default the moment of the insert. */
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** Where a geocoded address is (`place_id`, `lat`, `lng`): the map's place id and the coordinates, each null when not known. */
export const geocoded = (placeIdLength: number) => ({
  placeId: varchar('place_id', { length: placeIdLength }),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
});
