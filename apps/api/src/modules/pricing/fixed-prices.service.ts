import { aliasedTable, and, asc, count, eq, type SQL } from 'drizzle-orm';
import { halereToCzk, type Direction, type FixedPriceInput, type Language } from '@vozka/domain';
import type { Database, Db } from '../../db/client.ts';
import { fixedPrices, locations, users, vehicleOffers, type FixedPriceRow } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { checkClients, checkLocation, checkOffer } from './pricing-checks.ts';
import { offerNameIn } from './offer-name.ts';
import type { FixedPriceDto, FixedPriceListQuery } from './pricing.schemas.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';

const fromLocation = aliasedTable(locations, 'from_location');
const toLocation = aliasedTable(locations, 'to_location');

interface Joined {
  fp: FixedPriceRow;
  fromName: string | null;
  toName: string | null;
  clientName: string | null;
  offerName: string | null;
}

/** The fixed prices with their places', client's and offer's names; the offer named in `lang`. */
function selectJoined(db: Db, lang: Language) {
  return db
    .select({
      fp: fixedPrices,
      fromName: fromLocation.name,
      toName: toLocation.name,
      clientName: users.name,
      offerName: offerNameIn(lang),
    })
    .from(fixedPrices)
    .leftJoin(fromLocation, eq(fromLocation.id, fixedPrices.fromLocationId))
    .leftJoin(toLocation, eq(toLocation.id, fixedPrices.toLocationId))
    .leftJoin(users, eq(users.id, fixedPrices.clientId))
    .leftJoin(vehicleOffers, eq(vehicleOffers.id, fixedPrices.vehicleOfferId));
}

function toDto(r: Joined): FixedPriceDto {
  const { fp } = r;
  return {
    id: fp.id,
    from: { locationId: fp.fromLocationId, locationName: r.fromName, address: fp.fromAddress, placeId: fp.fromPlaceId },
    to: { locationId: fp.toLocationId, locationName: r.toName, address: fp.toAddress, placeId: fp.toPlaceId },
    direction: fp.direction as Direction,
    active: fp.active,
    driverPrice: halereToCzk(fp.driverPrice),
    clientPrice: halereToCzk(fp.clientPrice),
    clientId: fp.clientId,
    client: fp.clientId !== null ? { id: fp.clientId, name: r.clientName ?? '' } : null,
    vehicleOfferId: fp.vehicleOfferId,
    vehicleOffer: fp.vehicleOfferId !== null ? { id: fp.vehicleOfferId, name: r.offerName ?? '' } : null,
  };
}

/** An end is a location (its address is then the location's) or an address with its place id. */
function endValues(end: FixedPriceInput['from']) {
  return end.locationId !== null
    ? { locationId: end.locationId, address: null, placeId: null }
    : { locationId: null, address: end.address, placeId: end.placeId };
}

/** The row columns of a fixed price input (the demo seed writes its prices through it too). */
export function fixedPriceValues(input: FixedPriceInput) {
  const from = endValues(input.from);
  const to = endValues(input.to);
  return {
    fromLocationId: from.locationId,
    fromAddress: from.address,
    fromPlaceId: from.placeId,
    toLocationId: to.locationId,
    toAddress: to.address,
    toPlaceId: to.placeId,
    direction: input.direction,
    active: input.active,
    driverPrice: input.driverPrice,
    clientPrice: input.clientPrice,
    clientId: input.clientId,
    vehicleOfferId: input.vehicleOfferId,
  };
}

/** Fixed prices (spec §3; docs/api/pricing.md §5), ADMIN only. */
export function createFixedPricesService(deps: { database: Database; clock?: Clock }) {
  const now = nowOf(deps.clock);
  const { db } = deps.database;

  async function load(tx: Db, id: number, lang: Language): Promise<FixedPriceDto> {
    const [row] = await selectJoined(tx, lang).where(eq(fixedPrices.id, id));
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return toDto(row);
  }

  async function check(tx: Db, input: FixedPriceInput) {
    await checkLocation(tx, input.from.locationId, 'from.locationId');
    await checkLocation(tx, input.to.locationId, 'to.locationId');
    if (input.clientId !== null) await checkClients(tx, [input.clientId], 'clientId');
    await checkOffer(tx, input.vehicleOfferId, 'vehicleOfferId');
  }

  return {
    async list(query: FixedPriceListQuery, lang: Language = 'cs'): Promise<{ totalPages: number; objects: FixedPriceDto[] }> {
      const where: SQL | undefined = and(
        query.clientId !== undefined ? eq(fixedPrices.clientId, query.clientId) : undefined,
        query.vehicleOfferId !== undefined ? eq(fixedPrices.vehicleOfferId, query.vehicleOfferId) : undefined,
        query.active !== undefined ? eq(fixedPrices.active, query.active) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(fixedPrices).where(where);
      const rows = await selectJoined(db, lang)
        .where(where)
        .orderBy(asc(fixedPrices.id))
        .limit(query.size)
        .offset(query.page * query.size);
      return { totalPages: Math.ceil((total?.n ?? 0) / query.size), objects: rows.map(toDto) };
    },

    get: (id: number, lang: Language = 'cs') => load(db, id, lang),

    async create(input: FixedPriceInput, lang: Language = 'cs'): Promise<FixedPriceDto> {
      return db.transaction(async (tx) => {
        await check(tx, input);
        const [row] = await tx.insert(fixedPrices).values(fixedPriceValues(input)).returning({ id: fixedPrices.id });
        return load(tx, row!.id, lang);
      });
    },

    async update(id: number, input: FixedPriceInput, lang: Language = 'cs'): Promise<FixedPriceDto> {
      return db.transaction(async (tx) => {
        const [found] = await tx.select({ id: fixedPrices.id }).from(fixedPrices).where(eq(fixedPrices.id, id)).for('update');
        if (!found) throw new AppError(404, 'NOT_FOUND');
        await check(tx, input);
        await tx
          .update(fixedPrices)
          .set({ ...fixedPriceValues(input), updatedAt: now() })
          .where(eq(fixedPrices.id, id));
        return load(tx, id, lang);
      });
    },

    async remove(id: number): Promise<void> {
      const deleted = await db.delete(fixedPrices).where(eq(fixedPrices.id, id)).returning({ id: fixedPrices.id });
      if (deleted.length === 0) throw new AppError(404, 'NOT_FOUND');
    },
  };
}
