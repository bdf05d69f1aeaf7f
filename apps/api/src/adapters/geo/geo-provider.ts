import type { Language } from '@vozka/domain';

/** Spec §3 Address suggestion, with the coordinates where the provider gives them at once. */
export interface AddressSuggestion {
  /** What the list shows and the field takes when it is chosen. */
  fullName: string;
  id: string;
  /** `builtin:<slug>`, `local:<kind>:<id>`, `mapy:<lon>,<lat>:<name>` or `google:<place_id>`. */
  placeId: string;
  address: string;
  lat: number | null;
  lng: number | null;
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface GeocodedPlace extends GeoPoint {
  address: string;
}

export interface RouteResult {
  /** The road distance through every point in order, km. */
  distanceKm: number;
  durationMin: number;
  /** Not from a routing service: the offline estimate (straight line × road factor). */
  estimate: boolean;
}

export const GEO_PROVIDERS = ['builtin', 'mapy', 'google'] as const;
export type GeoProviderName = (typeof GEO_PROVIDERS)[number];

/** Address search, geocoding and routing behind one interface (docs/api/pricing.md "Geo"). */
export interface GeoProvider {
  readonly name: GeoProviderName;
  suggest(term: string, opts: { limit: number; lang: Language }): Promise<AddressSuggestion[]>;
  /** Coordinates and address of a place id from `suggest`; null for an id it does not know. */
  geocode(placeId: string): Promise<GeocodedPlace | null>;
  /** The route through two or more points. */
  route(points: readonly GeoPoint[]): Promise<RouteResult>;
}

export type GeoErrorKind = 'TIMEOUT' | 'NETWORK' | 'HTTP' | 'QUOTA' | 'DENIED' | 'NO_ROUTE' | 'BAD_ANSWER' | 'INVALID_REQUEST' | 'UNKNOWN';

/**
 * A geo service failure, never a crash: the route answers `GEO_UNAVAILABLE` (503) for it, or falls back
 * (the calculator then prices by fixed prices only).
 */
export class GeoError extends Error {
  constructor(
    readonly provider: GeoProviderName,
    readonly kind: GeoErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${kind}: ${message}`);
    this.name = 'GeoError';
  }
}

export function isGeoError(e: unknown): e is GeoError {
  return e instanceof GeoError;
}

/** A route needs 2 to 16 points (start, up to 14 stops… the smallest provider limit is Mapy.com's 15 waypoints). */
export const MAX_ROUTE_POINTS = 16;

export function checkRoutePoints(provider: GeoProviderName, points: readonly GeoPoint[]): void {
  if (points.length < 2 || points.length > MAX_ROUTE_POINTS)
    throw new GeoError(provider, 'INVALID_REQUEST', `a route needs 2 to ${MAX_ROUTE_POINTS} points`);
  for (const p of points) {
    if (!(Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180)) throw new GeoError(provider, 'INVALID_REQUEST', 'coordinates out of range');
  }
}
