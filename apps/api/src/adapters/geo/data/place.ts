import { builtinPlaceId, normalizePlaceText } from '@vozka/domain';

export type PlaceKind = 'airport' | 'station' | 'district' | 'landmark' | 'hotel' | 'town';

/** A bundled place: real coordinates (WGS84, ~4 decimals), the address shown, words people also type. */
export interface BundledPlace {
  placeId: string;
  kind: PlaceKind;
  name: string;
  address: string;
  lat: number;
  lng: number;
  aliases: readonly string[];
  /** Ranking among equally good matches: the Prague airport before Brno's, a big town before a small one. */
  weight: number;
}

/** `[name, lat, lng, address, aliases?, weight?]` — one line a place keeps the data files readable. */
export type PlaceRow = readonly [string, number, number, string, (readonly string[])?, number?];

/**
 * The slug is the name without diacritics, lower case, words joined by '-'. It is stored in fixed prices
 * and rides as `builtin:<slug>`: never rename a bundled place, add a new one instead.
 */
export function slugOf(name: string): string {
  return normalizePlaceText(name).replace(/ /g, '-');
}

export function places(kind: PlaceKind, defaultWeight: number, rows: readonly PlaceRow[]): BundledPlace[] {
  return rows.map(([name, lat, lng, address, aliases = [], weight = defaultWeight]) => ({
    placeId: builtinPlaceId(slugOf(name)),
    kind,
    name,
    address,
    lat,
    lng,
    aliases,
    weight,
  }));
}
