import { intervalFor, multiplyHalfUp, outsideOperationArea, type PricingInterval } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import type { RideRow } from '../../db/schema/index.ts';
import { estimateRoute } from '../../adapters/geo/index.ts';
import { readSetting } from '../settings/settings.repository.ts';
import { intervalsOf } from './pricing-data.ts';

/** What a ride write needs to know of the ride for its price columns. */
export interface RidePricingValues {
  type: string; // a RideType, or whatever an older ride stored
  roundTrip: boolean;
  toAndBack: boolean;
  vehicleOfferId: number | null;
  /** Haléře. */
  priceForClient: number | null;
  waiting: number;
}

type Stop = { lat: number | null; lng: number | null };

/** The ride's price columns of docs/api/pricing.md "The confirmed price does not drift". */
export interface RidePriceColumns {
  baseClientPrice?: number | null;
  waitingPricePerMinute?: number | null;
  outsideArea?: boolean;
}

/**
 * What ridePricing reads, kept for the rides of one batch (the import): each offer's intervals and the
 * operation area are read once, however many rides are priced (pricingReads() makes an empty one).
 */
export interface PricingReads {
  intervals: Map<number, Promise<PricingInterval[]>>;
  area?: ReturnType<typeof readSetting<'operationArea'>>;
}

export const pricingReads = (): PricingReads => ({ intervals: new Map() });

function offerIntervals(tx: Db, offerId: number, reads: PricingReads | undefined): Promise<PricingInterval[]> {
  if (!reads) return intervalsOf(tx, [offerId]);
  let intervals = reads.intervals.get(offerId);
  if (!intervals) reads.intervals.set(offerId, (intervals = intervalsOf(tx, [offerId])));
  return intervals;
}

/**
 * The offer's waiting price per minute for this ride, now: the interval of the ride's km (the offline
 * estimate through the stops' coordinates, both ways counted for a round trip or to-and-back; the first
 * interval when the stops have no coordinates). Null for rent (no waiting) or an offer without intervals.
 */
export async function waitingRateFor(
  tx: Db,
  ride: RidePricingValues,
  stops: readonly Stop[],
  reads?: PricingReads,
): Promise<number | null> {
  if (ride.vehicleOfferId === null || ride.type === 'RENT') return null;
  const intervals = await offerIntervals(tx, ride.vehicleOfferId, reads);
  const points = stops.filter((s): s is { lat: number; lng: number } => s.lat !== null && s.lng !== null);
  const km =
    points.length >= 2 && points.length === stops.length
      ? estimateRoute(points).distanceKm * (ride.roundTrip || ride.toAndBack ? 2 : 1)
      : 0;
  return intervalFor(intervals, km)?.waitingPerMinute ?? null;
}

/**
 * Keeps a ride's price from drifting (called by the rides service inside its write transaction):
 * - a new client price (a new ride with one, or a write that changes it) is stored with the offer's
 *   waiting rate of this moment; the base is the price less the waiting already on the ride;
 * - a write that only changes the waiting minutes sets `priceForClient = base + minutes × stored rate`
 *   (it edits `next` and `changed`, so the history shows the new price);
 * - a new ride or a new route gets `outsideArea` from its pick-up and the operation area.
 * `before` is null for a new ride; `reads` keeps what it reads for the next rides of a batch.
 */
export async function ridePricing(
  tx: Db,
  before: Pick<RideRow, 'baseClientPrice' | 'waitingPricePerMinute'> | null,
  resolved: { next: RidePricingValues; changed: string[]; routeChanged: boolean },
  stops: readonly Stop[],
  reads?: PricingReads,
): Promise<RidePriceColumns> {
  const { next, changed } = resolved;
  const out: RidePriceColumns = {};
  const has = (field: string) => changed.includes(field);
  if (before === null || has('priceForClient')) {
    const rate = next.priceForClient === null ? null : await waitingRateFor(tx, next, stops, reads);
    out.waitingPricePerMinute = rate;
    out.baseClientPrice =
      next.priceForClient === null ? null : Math.max(0, next.priceForClient - (rate === null ? 0 : multiplyHalfUp(rate, next.waiting, 0)));
  } else if (has('waiting') && before.baseClientPrice !== null && before.waitingPricePerMinute !== null) {
    const price = before.baseClientPrice + multiplyHalfUp(before.waitingPricePerMinute, next.waiting, 0);
    if (price !== next.priceForClient) {
      next.priceForClient = price;
      changed.push('priceForClient');
    }
  }
  if (before === null || resolved.routeChanged)
    out.outsideArea = outsideOperationArea(
      stops[0],
      (await (reads ? (reads.area ??= readSetting(tx, 'operationArea')) : readSetting(tx, 'operationArea'))).points,
    );
  return out;
}
