import type { RideType } from '../rides/ride.ts';
import { matchFixedPrice } from './fixed-prices.ts';
import { distancePrice, intervalFor } from './intervals.ts';
import { multiplyHalfUp } from './money.ts';
import type { FixedPrice, PriceQuery, PriceResult, PricingInterval, VehicleOfferForPricing } from './pricing.ts';

/** Whether an offer may serve a ride of this type for this client (its flags and its allowed clients). */
export function offerServes(offer: VehicleOfferForPricing, type: RideType, clientId: number | null): boolean {
  const flag = type === 'RENT' ? offer.rent : type === 'CONGRESS' ? offer.congress : offer.transfer;
  if (!flag) return false;
  // A restricted offer is shown only for one of its clients, never to a query without a client.
  return offer.allowedClientIds.length === 0 || (clientId !== null && offer.allowedClientIds.includes(clientId));
}

/** A transfer is counted both ways for BOTH_WAYS, a round trip or to-and-back. */
export function legsOf(query: PriceQuery): 1 | 2 {
  if (query.by === 'RENT') return 1;
  return query.direction === 'BOTH_WAYS' || query.roundTrip === true || query.toAndBack === true ? 2 : 1;
}

/** Waiting minutes at the per-minute price of the interval of the distance (0 without intervals). */
export function waitingPrice(intervals: readonly PricingInterval[], distanceKm: number, minutes: number): number {
  const it = intervalFor(intervals, distanceKm);
  return it ? multiplyHalfUp(it.waitingPerMinute, minutes, 0) : 0;
}

export interface CalculatePricesInput {
  query: PriceQuery;
  offers: readonly VehicleOfferForPricing[];
  /** Pricing intervals of any offers; each offer uses its own. */
  intervals: readonly PricingInterval[];
  fixedPrices: readonly FixedPrice[];
  /**
   * One-way route distance for the ADDRESSES form (from the geo provider); ignored by the other forms.
   * Null when the route is unknown: then only fixed prices can answer.
   */
  distanceKm: number | null;
  /** The distance is an estimate (the offline provider). */
  distanceIsEstimate?: boolean;
}

function fixedFor(input: CalculatePricesInput, offer: VehicleOfferForPricing, legs: 1 | 2): FixedPrice[] | null {
  const { query, fixedPrices } = input;
  if (query.by !== 'ADDRESSES' || (query.via?.length ?? 0) > 0) return null;
  const args = { fixedPrices, clientId: query.clientId, vehicleOfferId: offer.id };
  const out = matchFixedPrice({ ...args, from: query.start, to: query.end });
  if (!out) return null;
  if (legs === 1) return [out];
  // Both ways: a fixed price covers the ride only when one covers the way back too.
  const back = matchFixedPrice({ ...args, from: query.end, to: query.start });
  return back ? [out, back] : null;
}

function priceOne(input: CalculatePricesInput, offer: VehicleOfferForPricing): PriceResult | null {
  const { query } = input;
  if (query.by === 'RENT') {
    if (offer.rentPricePerHour === null) return null;
    return { vehicleOffer: offer, price: multiplyHalfUp(offer.rentPricePerHour, query.rentHours, 2), source: 'RENT' };
  }
  const legs = legsOf(query);
  const intervals = input.intervals.filter((it) => it.vehicleOfferId === offer.id);
  const oneWayKm = query.by === 'DISTANCE' ? query.distanceKm : input.distanceKm;
  const estimate = query.by === 'ADDRESSES' && oneWayKm !== null && input.distanceIsEstimate === true ? { estimate: true } : {};
  const waiting = (km: number) => waitingPrice(intervals, km, query.waitingMinutes ?? 0);

  const fixed = fixedFor(input, offer, legs);
  if (fixed) {
    const sum = (pick: (fp: FixedPrice) => number) =>
      fixed.length === 1 ? pick(fixed[0]!) * legs : fixed.reduce((s, fp) => s + pick(fp), 0);
    return {
      vehicleOffer: offer,
      price: sum((fp) => fp.clientPrice) + waiting((oneWayKm ?? 0) * legs),
      driverPrice: sum((fp) => fp.driverPrice),
      source: 'FIXED',
      fixedPriceId: fixed[0]!.id,
      ...estimate,
    };
  }
  if (oneWayKm === null) return null;
  const km = oneWayKm * legs;
  const price = distancePrice(intervals, km);
  if (price === null) return null;
  return { vehicleOffer: offer, price: price + waiting(km), source: 'DISTANCE', distanceKm: km, ...estimate };
}

/**
 * The calculator (spec §2, §7 price calculate; docs/api/pricing.md): for each offer that may serve the
 * query — its type flag, its allowed clients, the asked-for offer — one price in haléře without VAT, in
 * the order of `offers`. A matching fixed price wins; else the distance price of the offer's intervals;
 * rent is hours × the hourly price. Offers that cannot be priced (no intervals, no hourly price, no
 * route) are left out.
 */
export function calculatePrices(input: CalculatePricesInput): PriceResult[] {
  const { query } = input;
  const out: PriceResult[] = [];
  for (const offer of input.offers) {
    if (query.vehicleOfferId != null && offer.id !== query.vehicleOfferId) continue;
    if (!offerServes(offer, query.type, query.clientId)) continue;
    const result = priceOne(input, offer);
    if (result) out.push(result);
  }
  return out;
}
