import type { Ride } from '@vozka/domain';

type Stop = Ride['route'][number];

/** The road is about this much longer than the straight line (the dispatch ETA uses the same factor). */
const ROAD_FACTOR = 1.3;
const EARTH_KM = 6371;

const COUNTRY = /^(česk[áo]( republika)?|czechia|czech republic|cz)$/i;
const POSTCODE = /\b\d{3}\s?\d{2}\b/g;

/**
 * The area of an address — its city part or district ("Praha 6", "Brno-střed", "Kladno"): the last part of the
 * address after a comma that is not the country, without the postcode. Null without an address.
 */
export function areaOf(address: string | null | undefined): string | null {
  const parts = (address ?? '')
    .split(',')
    .map((part) => part.replace(POSTCODE, '').replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '' && !COUNTRY.test(part));
  return parts.length > 1 ? (parts[parts.length - 1] ?? null) : (parts[0] ?? null);
}

const rad = (deg: number) => (deg * Math.PI) / 180;

function straightKm(a: Stop, b: Stop): number | null {
  if (a.lat == null || a.lng == null || b.lat == null || b.lng == null) return null;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
}

/** The route's length by road, roughly (whole km, at least 1): null when a stop has no position. */
export function routeKm(route: readonly Stop[]): number | null {
  let km = 0;
  for (let i = 1; i < route.length; i += 1) {
    const leg = straightKm(route[i - 1] as Stop, route[i] as Stop);
    if (leg === null) return null;
    km += leg;
  }
  return route.length > 1 ? Math.max(1, Math.round(km * ROAD_FACTOR)) : null;
}

/**
 * The vehicle a ride asks for, as one text: the vehicle offer's name (the API gives it in the UI language) and
 * the category's label (`category`), either when the other is missing; null with neither.
 */
export function vehicleAskedFor(
  ride: Pick<Ride, 'vehicleOfferName' | 'vehicleCategory'>,
  category: (code: string) => string,
): string | null {
  const parts = [ride.vehicleOfferName, ride.vehicleCategory ? category(ride.vehicleCategory) : null].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}
