import type { Direction, RideType } from '@vozka/domain';
import type { TPriceQueryText } from '@vozka/domain';

/** What the ride form's Calculate button prices (a subset of the ride form's values). */
export interface RidePriceInput {
  type: RideType;
  stops: readonly { address: string; placeId?: string | null }[];
  numberOfHours: number | string;
  roundTrip: boolean;
  toAndBack: boolean;
  vehicleOfferId: string | null;
  clientId: number | null;
  direction?: Direction;
}

/**
 * The price query of a ride (spec §2 ride form "price with a calculate button"): its chosen offer and
 * client; a rent by its hours (distance 100, ONE_WAY, spec §9), else its pick-up, stops and destination
 * by their chosen place ids. Field errors (by the ride form's names) when something is missing.
 */
export function ridePriceParams(input: RidePriceInput): { params: TPriceQueryText } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!input.vehicleOfferId) errors.vehicleOfferId = 'REQUIRED';
  const common = { clientId: input.clientId ? String(input.clientId) : '', vehicleOfferId: input.vehicleOfferId ?? '' };
  if (input.type === 'RENT') {
    const hours = input.numberOfHours === '' ? null : Number(input.numberOfHours);
    if (hours === null) errors.numberOfHours = 'REQUIRED';
    else if (!(hours > 0)) errors.numberOfHours = 'MUST_BE_POSITIVE';
    if (Object.keys(errors).length > 0) return { errors };
    return { params: { ...common, type: 'RENT', rentHours: String(hours), distance: '100', direction: 'ONE_WAY' } };
  }
  const stops = input.stops.filter((stop, index) => index === 0 || index === input.stops.length - 1 || stop.address.trim());
  stops.forEach((stop) => {
    const at = input.stops.indexOf(stop);
    if (!stop.address.trim()) errors[`stops.${at}.address`] = 'REQUIRED';
    else if (!stop.placeId) errors[`stops.${at}.address`] = 'ADDRESS_NOT_CHOSEN';
  });
  if (stops.length < 2) errors['stops.1.address'] ??= 'REQUIRED';
  if (Object.keys(errors).length > 0) return { errors };
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  return {
    params: {
      ...common,
      type: input.type,
      direction: input.direction ?? 'ONE_WAY',
      roundTrip: String(input.roundTrip),
      toAndBack: String(input.toAndBack),
      placeIdStart: first.placeId ?? '',
      addressStart: first.address.trim(),
      placeIdEnd: last.placeId ?? '',
      addressEnd: last.address.trim(),
      placeIdVia: stops.slice(1, -1).map((stop) => stop.placeId ?? ''),
    },
  };
}
