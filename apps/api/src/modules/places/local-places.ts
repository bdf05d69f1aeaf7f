import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { frequentlyUsedAddresses, locations } from '../../db/schema/index.ts';
import type { LocalPlace, LocalPlacesCache } from '../../adapters/geo/index.ts';

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
