import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Direction, FixedPrice, Language, PricingInterval, VehicleOfferForPricing } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { offerColumnsIn } from './offer-name.ts';
import {
  fixedPrices,
  pricingIntervals,
  vehicleOfferClients,
  vehicleOffers,
  type FixedPriceRow,
  type PricingIntervalRow,
  type VehicleOfferRow,
} from '../../db/schema/index.ts';

/** Intervals keep km as whole metres: 12.345 km is 12 345 m. */
export const metresOf = (km: number): number => Math.round(km * 1000);
export const kmOf = (metres: number): number => metres / 1000;

export function toPricingInterval(row: PricingIntervalRow): PricingInterval {
  return {
    vehicleOfferId: row.vehicleOfferId,
    fromKm: kmOf(row.fromM),
    toKm: row.toM === null ? null : kmOf(row.toM),
    pricePerKm: row.pricePerKm,
    minimumFare: row.minimumFare,
    waitingPerMinute: row.waitingPerMinute,
  };
}

export function toOfferForPricing(row: VehicleOfferRow, allowedClientIds: readonly number[]): VehicleOfferForPricing {
  const { id, name, persons, luggage, transfer, rent, congress, rentPricePerHour } = row;
  return { id, name, persons, luggage, transfer, rent, congress, rentPricePerHour, allowedClientIds, public: row.public };
}

export function toFixedPrice(row: FixedPriceRow): FixedPrice {
  return {
    id: row.id,
    from: { locationId: row.fromLocationId, address: row.fromAddress, placeId: row.fromPlaceId },
    to: { locationId: row.toLocationId, address: row.toAddress, placeId: row.toPlaceId },
    direction: row.direction as Direction,
    active: row.active,
    driverPrice: row.driverPrice,
    clientPrice: row.clientPrice,
    clientId: row.clientId,
    vehicleOfferId: row.vehicleOfferId,
  };
}

/** The allowed client ids of each offer. */
export async function allowedClientIdsOf(db: Db, offerIds: readonly number[]): Promise<Map<number, number[]>> {
  const byOffer = new Map<number, number[]>();
  if (offerIds.length === 0) return byOffer;
  const rows = await db
    .select()
    .from(vehicleOfferClients)
    .where(inArray(vehicleOfferClients.vehicleOfferId, [...offerIds]));
  for (const r of rows) byOffer.set(r.vehicleOfferId, [...(byOffer.get(r.vehicleOfferId) ?? []), r.clientId]);
  return byOffer;
}

export async function intervalsOf(db: Db, offerIds: readonly number[]): Promise<PricingInterval[]> {
  if (offerIds.length === 0) return [];
  const rows = await db
    .select()
    .from(pricingIntervals)
    .where(inArray(pricingIntervals.vehicleOfferId, [...offerIds]))
    .orderBy(asc(pricingIntervals.vehicleOfferId), asc(pricingIntervals.fromM));
  return rows.map(toPricingInterval);
}

/**
 * What the engine needs for one client (null = none): every offer in the admin's order (by id) with its
 * allowed clients (named in `lang`), their intervals, and the active fixed prices that are general or the client's own.
 */
export async function loadPricing(db: Db, clientId: number | null, vehicleOfferId: number | null = null, lang: Language = 'cs') {
  const offerRows = await db
    .select(offerColumnsIn(lang))
    .from(vehicleOffers)
    .where(vehicleOfferId !== null ? eq(vehicleOffers.id, vehicleOfferId) : undefined)
    .orderBy(asc(vehicleOffers.id));
  const ids = offerRows.map((o) => o.id);
  const [allowed, intervals, fixedRows] = await Promise.all([
    allowedClientIdsOf(db, ids),
    intervalsOf(db, ids),
    db
      .select()
      .from(fixedPrices)
      .where(
        and(
          eq(fixedPrices.active, true),
          clientId !== null ? or(isNull(fixedPrices.clientId), eq(fixedPrices.clientId, clientId)) : isNull(fixedPrices.clientId),
        ),
      ),
  ]);
  return {
    offers: offerRows.map((o) => toOfferForPricing(o, allowed.get(o.id) ?? [])),
    offerRows,
    intervals,
    fixedPrices: fixedRows.map(toFixedPrice),
  };
}
