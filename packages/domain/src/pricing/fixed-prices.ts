import { sameFixedPriceEnd, type PlaceRef } from './places.ts';
import type { FixedPrice } from './pricing.ts';

/**
 * How well a fixed price fits, best first (docs/api/pricing.md "Fixed prices"): the client's own
 * configuration before the general one, then a price for this very offer before one for every offer,
 * then the direction as entered before a BOTH_WAYS price read backwards; the lowest id breaks a tie.
 */
function rank(fp: FixedPrice, reversed: boolean, clientId: number | null): number[] {
  return [fp.clientId !== null && fp.clientId === clientId ? 0 : 1, fp.vehicleOfferId === null ? 1 : 0, reversed ? 1 : 0, fp.id];
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * The active fixed price for a leg `from → to`, a client and a vehicle offer, or null. A price with a
 * client applies only to that client; BOTH_WAYS also matches the leg `to → from`.
 */
export function matchFixedPrice(args: {
  fixedPrices: readonly FixedPrice[];
  from: PlaceRef;
  to: PlaceRef;
  clientId: number | null;
  vehicleOfferId: number;
}): FixedPrice | null {
  const { fixedPrices, from, to, clientId, vehicleOfferId } = args;
  let best: { fp: FixedPrice; rank: number[] } | null = null;
  for (const fp of fixedPrices) {
    if (!fp.active) continue;
    if (fp.clientId !== null && fp.clientId !== clientId) continue;
    if (fp.vehicleOfferId !== null && fp.vehicleOfferId !== vehicleOfferId) continue;
    const forward = sameFixedPriceEnd(fp.from, from) && sameFixedPriceEnd(fp.to, to);
    const backward = !forward && fp.direction === 'BOTH_WAYS' && sameFixedPriceEnd(fp.from, to) && sameFixedPriceEnd(fp.to, from);
    if (!forward && !backward) continue;
    const r = rank(fp, backward, clientId);
    if (!best || compareRanks(r, best.rank) < 0) best = { fp, rank: r };
  }
  return best?.fp ?? null;
}
