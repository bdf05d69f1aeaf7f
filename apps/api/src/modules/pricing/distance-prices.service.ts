import { eq } from 'drizzle-orm';
import { halereToCzk, type PricingInterval, type PricingIntervalInput } from '@vozka/domain';
import type { Database, Db } from '../../db/client.ts';
import { pricingIntervals, vehicleOffers } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { intervalsOf, metresOf } from './pricing-data.ts';

function toDto(it: PricingInterval) {
  return {
    fromKm: it.fromKm,
    toKm: it.toKm,
    pricePerKm: halereToCzk(it.pricePerKm),
    minimumFare: halereToCzk(it.minimumFare),
    waitingPerMinute: halereToCzk(it.waitingPerMinute),
  };
}

/** The prices table of one vehicle offer: its distance intervals, read and replaced as a whole. */
export function createDistancePricesService(deps: { database: Database }) {
  const { db } = deps.database;

  async function read(tx: Db, vehicleOfferId: number) {
    return { vehicleOfferId, intervals: (await intervalsOf(tx, [vehicleOfferId])).map(toDto) };
  }

  async function lockOffer(tx: Db, id: number) {
    const [row] = await tx.select({ id: vehicleOffers.id }).from(vehicleOffers).where(eq(vehicleOffers.id, id)).for('update');
    if (!row) throw new AppError(404, 'NOT_FOUND');
  }

  return {
    async get(vehicleOfferId: number) {
      const [row] = await db.select({ id: vehicleOffers.id }).from(vehicleOffers).where(eq(vehicleOffers.id, vehicleOfferId));
      if (!row) throw new AppError(404, 'NOT_FOUND');
      return read(db, vehicleOfferId);
    },

    /** Replaces the whole table in one transaction (the body was checked by `validateIntervals`). */
    async replace(vehicleOfferId: number, intervals: readonly PricingIntervalInput[]) {
      return db.transaction(async (tx) => {
        await lockOffer(tx, vehicleOfferId);
        await tx.delete(pricingIntervals).where(eq(pricingIntervals.vehicleOfferId, vehicleOfferId));
        if (intervals.length) {
          await tx.insert(pricingIntervals).values(
            intervals.map((it) => ({
              vehicleOfferId,
              fromM: metresOf(it.fromKm),
              toM: it.toKm === null ? null : metresOf(it.toKm),
              pricePerKm: it.pricePerKm,
              minimumFare: it.minimumFare,
              waitingPerMinute: it.waitingPerMinute,
            })),
          );
        }
        return read(tx, vehicleOfferId);
      });
    },
  };
}
