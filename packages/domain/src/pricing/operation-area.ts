/** A point on the map (WGS 84 degrees). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The operation area needs at least this many points (spec §2 Settings: a polygon). */
export const OPERATION_AREA_MIN_POINTS = 3;

/**
 * Whether a point lies inside a polygon (even–odd ray casting on lat/lng, fine for a region the size of a
 * country). A point exactly on an edge or a corner counts as inside. A polygon of fewer than 3 points
 * has no inside: then every point is "inside" (no area set = nothing is outside).
 */
export function insidePolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  if (polygon.length < OPERATION_AREA_MIN_POINTS) return true;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (onSegment(point, a, b)) return true;
    const crosses = a.lat > point.lat !== b.lat > point.lat;
    if (crosses && point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng) inside = !inside;
  }
  return inside;
}

const EPSILON = 1e-12;

function onSegment(p: LatLng, a: LatLng, b: LatLng): boolean {
  const cross = (b.lng - a.lng) * (p.lat - a.lat) - (b.lat - a.lat) * (p.lng - a.lng);
  if (Math.abs(cross) > EPSILON) return false;
  return (
    Math.min(a.lat, b.lat) - EPSILON <= p.lat &&
    p.lat <= Math.max(a.lat, b.lat) + EPSILON &&
    Math.min(a.lng, b.lng) - EPSILON <= p.lng &&
    p.lng <= Math.max(a.lng, b.lng) + EPSILON
  );
}

/**
 * Whether a ride's pick-up lies outside the operation area (the dispatcher sees a flag): false when the
 * pick-up has no coordinates or no area is set.
 */
export function outsideOperationArea(
  pickup: { lat: number | null; lng: number | null } | null | undefined,
  area: readonly LatLng[],
): boolean {
  if (!pickup || pickup.lat === null || pickup.lng === null) return false;
  return !insidePolygon({ lat: pickup.lat, lng: pickup.lng }, area);
}
