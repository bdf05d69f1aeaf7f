import type { GeoPoint, RouteResult } from './geo-provider.ts';

/** Roads are about this much longer than the straight line (Czech towns and motorways alike). */
export const ROAD_FACTOR = 1.3;
/** The first km of each leg go through town at this speed, the rest at the open-road speed. */
export const TOWN_KM = 10;
export const TOWN_SPEED_KMH = 30;
export const ROAD_SPEED_KMH = 90;

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km. */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The offline estimate of a route (docs/api/pricing.md): each leg the straight line × ROAD_FACTOR, the
 * first TOWN_KM of it at TOWN_SPEED_KMH and the rest at ROAD_SPEED_KMH; km to 0.1, minutes rounded up.
 */
export function estimateRoute(points: readonly GeoPoint[]): RouteResult {
  let km = 0;
  let hours = 0;
  for (let i = 1; i < points.length; i++) {
    const leg = haversineKm(points[i - 1]!, points[i]!) * ROAD_FACTOR;
    km += leg;
    hours += Math.min(leg, TOWN_KM) / TOWN_SPEED_KMH + Math.max(leg - TOWN_KM, 0) / ROAD_SPEED_KMH;
  }
  return { distanceKm: Math.round(km * 10) / 10, durationMin: Math.ceil(hours * 60), estimate: true };
}
