import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../db/client.ts';
import { updateById } from '../../db/by-id.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';
import { frequentlyUsedAddresses, locations } from '../../db/schema/index.ts';
import type { LocalPlace, LocalPlacesCache } from '../../adapters/geo/index.ts';
import { AppError } from '../../shared/errors.ts';

async function readLocalPlaces(db: Db): Promise<LocalPlace[]> {
  const [locs, addresses] = await Promise.all([
    db.select().from(locations).where(eq(locations.active, true)).orderBy(locations.position, locations.id),
    db.select().from(frequentlyUsedAddresses).orderBy(frequentlyUsedAddresses.id),
  ]);
  return [
    ...locs.map((l): LocalPlace => ({ kind: 'location', id: l.id, name: l.name, address: l.address, lat: l.lat, lng: l.lng })),
    ...addresses.map((a): LocalPlace => ({ kind: 'address', id: a.id, name: a.name, address: a.fullAddress, lat: a.lat, lng: a.lng })),
  ];
}

/** Active locations and every frequently used address; a failed read is not cached. */
export function createLocalPlacesCache(db: Db): LocalPlacesCache {
  let cached: Promise<LocalPlace[]> | null = null;
  let generation = 0;
  return {
    source: () => {
      if (!cached) {
        const mine = ++generation;
        cached = readLocalPlaces(db).catch((error: unknown) => {
          if (generation === mine) cached = null;
          throw error;
        });
      }
      return cached;
    },
    invalidate: () => {
      generation++;
      cached = null;
    },
  };
}

/**
 * A company place (location, frequently used address) just written: the address suggestions read the places
 * afresh from now on. No row (an id that is not there) answers 404 and refreshes nothing.
 */
export function placeWritten<Row>(localPlaces: Pick<LocalPlacesCache, 'invalidate'>, row: Row | undefined): Row {
  if (!row) throw new AppError(404, 'NOT_FOUND');
  localPlaces.invalidate();
  return row;
}

/** Creating and changing the rows of a table of company places (`updated_at` set on a change), each `placeWritten`. */
export function placeWrites<Row, Insert extends { updatedAt?: Date }>(
  deps: { database: Database; localPlaces: LocalPlacesCache; clock?: Clock },
  table: PgTable & { $inferSelect: Row; $inferInsert: Insert },
) {
  const { db } = deps.database;
  const now = nowOf(deps.clock);
  const source: PgTable = table;
  return {
    async create(values: Insert): Promise<Row> {
      const [row] = await db
        .insert(source)
        .values(values as PgTable['$inferInsert'])
        .returning();
      return placeWritten(deps.localPlaces, row as Row | undefined);
    },
    async update(id: number, patch: Partial<Insert>): Promise<Row> {
      return placeWritten(deps.localPlaces, await updateById(db, table, id, { ...patch, updatedAt: now() }));
    },
  };
}
