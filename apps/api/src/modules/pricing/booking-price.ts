import { ZPriceQuery, type PriceQuery } from '@vozka/domain';

/** The trip of a booking, as the rides service holds it (API field names). */
export interface BookedTrip {
  type: string; // a RideType, or whatever an older ride stored
  roundTrip: boolean;
  toAndBack: boolean;
  numberOfHours: number | null;
  vehicleOfferId: number | null;
}

type BookedStop = { address: string; placeId: string | null };

/**
 * The calculator query of a customer's booking (issue 12 item 4), built the way the ride form's
 * Calculate builds it (apps/web ridePriceParams) and read by the calculator's own schema, so the server
 * prices exactly what the customer was shown: the chosen offer for the customer; a rent by its hours
 * (distance 100, ONE_WAY, spec §9), else the stops by their chosen place ids (empty middle stops left
 * out). Null when the form could not have priced it either (no offer, a stop without a chosen place).
 */
export function bookingQuery(trip: BookedTrip, stops: readonly BookedStop[], clientId: number): PriceQuery | null {
  if (trip.vehicleOfferId === null) return null;
  const common = { clientId, vehicleOfferId: trip.vehicleOfferId };
  let params: Record<string, unknown>;
  if (trip.type === 'RENT') {
    params = { ...common, type: 'RENT', rentHours: trip.numberOfHours, distance: 100, direction: 'ONE_WAY' };
  } else {
    const used = stops.filter((stop, i) => i === 0 || i === stops.length - 1 || stop.address.trim());
    if (used.length < 2 || used.some((stop) => !stop.placeId)) return null;
    const first = used[0]!;
    const last = used[used.length - 1]!;
    params = {
      ...common,
      type: trip.type,
      direction: 'ONE_WAY',
      roundTrip: trip.roundTrip,
      toAndBack: trip.toAndBack,
      placeIdStart: first.placeId,
      addressStart: first.address,
      placeIdEnd: last.placeId,
      addressEnd: last.address,
      placeIdVia: used.slice(1, -1).map((stop) => stop.placeId!),
    };
  }
  const parsed = ZPriceQuery.safeParse(params);
  return parsed.success ? parsed.data : null;
}
