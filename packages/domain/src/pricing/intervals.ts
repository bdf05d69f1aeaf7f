import type { MessageCode } from '../shared/messages.ts';
import { multiplyHalfUp } from './money.ts';
import type { PricingInterval } from './pricing.ts';

type IntervalLike = Pick<PricingInterval, 'fromKm' | 'toKm'>;

function byFrom<T extends IntervalLike>(intervals: readonly T[]): T[] {
  return [...intervals].sort((a, b) => a.fromKm - b.fromKm);
}

/**
 * The interval that prices a distance: the last one (by `fromKm`) that starts at or below it. With
 * valid intervals (validateIntervals) that is the one containing the distance, `[fromKm, toKm)`; beyond
 * the last `toKm` the last interval goes on; below the first `fromKm` the first one applies.
 */
export function intervalFor<T extends IntervalLike>(intervals: readonly T[], distanceKm: number): T | null {
  const sorted = byFrom(intervals);
  let found = sorted[0] ?? null;
  for (const it of sorted) if (it.fromKm <= distanceKm) found = it;
  return found;
}

/**
 * The distance price of one offer (docs/api/pricing.md "Distance price"): the WHOLE distance at the rate
 * of its interval (not tiered), at least that interval's minimum fare — and never less than the price of
 * any shorter distance, so a longer ride never costs less even where a longer interval has a lower rate.
 * With rates and minimum fares that do not decrease from interval to interval this is exactly
 * `max(minimumFare, pricePerKm × km)` of the distance's interval. Null when the offer has no intervals.
 */
export function distancePrice(intervals: readonly PricingInterval[], distanceKm: number): number | null {
  const sorted = byFrom(intervals);
  const own = intervalFor(sorted, distanceKm);
  if (!own) return null;
  let price = 0;
  for (let i = 0; i < sorted.length; i++) {
    const it = sorted[i]!;
    if (it !== own && it.fromKm > distanceKm) break;
    // An earlier interval priced distances up to where the next one starts: its highest price counts.
    const next = sorted[i + 1];
    const km = it === own || !next ? distanceKm : Math.min(distanceKm, next.fromKm);
    price = Math.max(price, it.minimumFare, multiplyHalfUp(it.pricePerKm, km));
    if (it === own) break;
  }
  return price;
}

/**
 * Field errors of an offer's interval list (the prices table saves them together), keyed
 * `<index>.<field>`: from below to, the first from 0, no gaps or overlaps, only the last open-ended.
 */
export function validateIntervals(intervals: readonly IntervalLike[]): Record<string, MessageCode> {
  const errors: Record<string, MessageCode> = {};
  const order = intervals.map((it, index) => ({ it, index })).sort((a, b) => a.it.fromKm - b.it.fromKm);
  order.forEach(({ it, index }, pos) => {
    if (it.toKm !== null && it.toKm <= it.fromKm) errors[`${index}.toKm`] = 'INTERVAL_FROM_BELOW_TO';
    if (pos === 0 && it.fromKm !== 0) errors[`${index}.fromKm`] = 'INTERVAL_FIRST_FROM_ZERO';
    const next = order[pos + 1];
    if (!next) return;
    if (it.toKm === null) errors[`${index}.toKm`] ??= 'INTERVAL_OPEN_NOT_LAST';
    else if (next.it.fromKm < it.toKm) errors[`${next.index}.fromKm`] ??= 'INTERVAL_OVERLAP';
    else if (next.it.fromKm > it.toKm) errors[`${next.index}.fromKm`] ??= 'INTERVAL_GAP';
  });
  return errors;
}
