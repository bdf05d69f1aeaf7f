import { asc, eq, ilike, or } from 'drizzle-orm';
import { localPlaceId, type FrequentlyUsedAddressInput } from '@vozka/domain';
import type { z } from 'zod';
import type { ZFrequentlyUsedAddressPatch } from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import { pageOf } from '../../db/page.ts';
import { containsPattern as likePattern } from '../../db/like.ts';
import { frequentlyUsedAddresses, type FrequentlyUsedAddressRow } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import type { LocalPlacesCache } from '../../adapters/geo/index.ts';
import type { Clock } from '../../shared/clock.ts';
import { placeWrites, placeWritten } from './local-places.ts';

type AddressPatch = z.output<typeof ZFrequentlyUsedAddressPatch>;

function toAddress(row: FrequentlyUsedAddressRow) {
  const { id, name, fullAddress, lat, lng } = row;
  // The ride form picks it like a suggestion: its place id is ours, whatever provider found it first.
  return { id, name, fullAddress, placeId: localPlaceId('address', id), lat, lng };
}

/** Frequently used addresses (spec §3 Common address): read by the ride form, written by ADMIN. */
export function createAddressesService(deps: { database: Database; localPlaces: LocalPlacesCache; clock?: Clock }) {
  const { db } = deps.database;
  const writes = placeWrites(deps, frequentlyUsedAddresses);

  return {
    async list(page: number, size: number, q: string | undefined) {
      const where = q
        ? or(ilike(frequentlyUsedAddresses.name, likePattern(q)), ilike(frequentlyUsedAddresses.fullAddress, likePattern(q)))
        : undefined;
      const orderBy = [asc(frequentlyUsedAddresses.name), asc(frequentlyUsedAddresses.id)];
      const { rows, total } = await pageOf(db, frequentlyUsedAddresses, { where, orderBy, page, size });
      return { totalPages: Math.ceil(total / size), objects: rows.map(toAddress) };
    },

    async get(id: number) {
      const [row] = await db.select().from(frequentlyUsedAddresses).where(eq(frequentlyUsedAddresses.id, id));
      if (!row) throw new AppError(404, 'NOT_FOUND');
      return toAddress(row);
    },

    create: async (input: FrequentlyUsedAddressInput) => toAddress(await writes.create(input)),

    update: async (id: number, patch: AddressPatch) => toAddress(await writes.update(id, patch)),

    async remove(id: number) {
      const rows = await db
        .delete(frequentlyUsedAddresses)
        .where(eq(frequentlyUsedAddresses.id, id))
        .returning({ id: frequentlyUsedAddresses.id });
      placeWritten(deps.localPlaces, rows[0]);
    },
  };
}
