import { asc, eq, or } from 'drizzle-orm';
import { localPlaceId, type LocationInput } from '@vozka/domain';
import type { Database, Db } from '../../db/client.ts';
import { pageOf } from '../../db/page.ts';
import { fixedPrices, locations, type LocationRow } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import type { LocalPlacesCache } from '../../adapters/geo/index.ts';
import type { Clock } from '../../shared/clock.ts';
import { placeWrites } from './local-places.ts';

export function toLocation(row: LocationRow) {
  const { id, name, address, placeId, lat, lng, airport, trainStation, active, position } = row;
  return { id, name, address, placeId, lat, lng, airport, trainStation, active, position };
}

const ordered = [asc(locations.position), asc(locations.name), asc(locations.id)];

/** Locations (spec §3 Location), ADMIN's; writes refresh the suggestions' company places. */
export function createLocationsService(deps: { database: Database; localPlaces: LocalPlacesCache; clock?: Clock }) {
  const { db } = deps.database;
  const writes = placeWrites(deps, locations);

  async function find(tx: Db, id: number): Promise<LocationRow> {
    const [row] = await tx.select().from(locations).where(eq(locations.id, id));
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return row;
  }

  return {
    async list(page: number, size: number) {
      const { rows, total } = await pageOf(db, locations, { orderBy: ordered, page, size });
      return { totalPages: Math.ceil(total / size), objects: rows.map(toLocation) };
    },

    /** The ride form's list: active locations as `local:location:<id>` places, by position. */
    async simple() {
      const rows = await db
        .select({ id: locations.id, name: locations.name })
        .from(locations)
        .where(eq(locations.active, true))
        .orderBy(...ordered);
      return rows.map((r) => ({ ...r, placeId: localPlaceId('location', r.id) }));
    },

    get: async (id: number) => toLocation(await find(db, id)),

    create: async (input: LocationInput) => toLocation(await writes.create(input)),

    update: async (id: number, input: LocationInput) => toLocation(await writes.update(id, input)),

    /** A location a fixed price uses answers 409 (deactivate it instead). */
    async remove(id: number) {
      await db.transaction(async (tx) => {
        await find(tx, id);
        const [used] = await tx
          .select({ id: fixedPrices.id })
          .from(fixedPrices)
          .where(or(eq(fixedPrices.fromLocationId, id), eq(fixedPrices.toLocationId, id)))
          .limit(1);
        if (used) throw new AppError(409, 'LOCATION_IN_USE');
        await tx.delete(locations).where(eq(locations.id, id));
      });
      deps.localPlaces.invalidate();
    },
  };
}
