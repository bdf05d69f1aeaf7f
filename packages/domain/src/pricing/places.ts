/**
 * Place ids shared by the geo adapters and the price engine (docs/api/pricing.md "Place ids"):
 * `builtin:<slug>` for the bundled Czech places, `local:location:<id>` for the company's locations,
 * `local:address:<id>` for frequently used addresses; `mapy:` and `google:` ids come from those services.
 */
export const LOCAL_PLACE_KINDS = ['location', 'address'] as const;
export type LocalPlaceKind = (typeof LOCAL_PLACE_KINDS)[number];

export function builtinPlaceId(slug: string): string {
  return `builtin:${slug}`;
}

export function localPlaceId(kind: LocalPlaceKind, id: number): string {
  return `local:${kind}:${id}`;
}

/** `{ kind, id }` of a `local:<kind>:<id>` place id, else null. */
export function parseLocalPlaceId(placeId: string | null | undefined): { kind: LocalPlaceKind; id: number } | null {
  const m = /^local:(location|address):([1-9]\d{0,9})$/.exec(placeId ?? '');
  return m ? { kind: m[1] as LocalPlaceKind, id: Number(m[2]) } : null;
}

/**
 * Text for matching places: lower case, no diacritics ("Letiště" → "letiste"), punctuation as spaces,
 * whitespace collapsed. Fixed-price addresses and the built-in search compare in this form.
 */
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** One end of a priced route as the calculator sends it: a chosen suggestion's place id and its text. */
export interface PlaceRef {
  placeId: string | null;
  address: string | null;
}

/** One end of a fixed price: a company location, or an address (with its place id when one was chosen). */
export interface FixedPriceEnd {
  locationId?: number | null;
  address?: string | null;
  placeId?: string | null;
}

/**
 * Whether a route end is the end of a fixed price: the same location (a `local:location:<id>` place id);
 * for an address end, the same place id or the same address text (case, diacritics and punctuation aside),
 * so an address chosen once through another provider still matches.
 */
export function sameFixedPriceEnd(end: FixedPriceEnd, place: PlaceRef): boolean {
  if (end.locationId != null) {
    const local = parseLocalPlaceId(place.placeId);
    return local?.kind === 'location' && local.id === end.locationId;
  }
  if (end.placeId && end.placeId === place.placeId) return true;
  return !!end.address && !!place.address && normalizePlaceText(end.address) === normalizePlaceText(place.address);
}
