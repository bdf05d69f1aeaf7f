import type { TPositionInput } from '@vozka/domain';

/** The phone posts at most this often while moving, and at least this often while standing still. */
export const POST_MIN_GAP_MS = 5_000;
export const POST_HEARTBEAT_MS = 15_000;

export interface Fix {
  latitude: number;
  longitude: number;
  /** Degrees, null/NaN while standing (browsers give no heading then). */
  heading: number | null;
  /** m/s, null when unknown. */
  speed: number | null;
  accuracy: number | null;
}

const toRad = (d: number) => (d * Math.PI) / 180;

/** Straight-line distance in metres. */
export function distanceM(a: Fix, b: Fix): number {
  const dLat = toRad(b.latitude - a.latitude);
  const dLng = toRad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** The compass bearing from a to b (0 = north, clockwise). */
export function bearing(a: Fix, b: Fix): number {
  const y = Math.sin(toRad(b.longitude - a.longitude)) * Math.cos(toRad(b.latitude));
  const x =
    Math.cos(toRad(a.latitude)) * Math.sin(toRad(b.latitude)) -
    Math.sin(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.cos(toRad(b.longitude - a.longitude));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

const finite = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * What to post for a fix: the phone's heading and speed when it gives them, else the heading from the
 * previous fix when the car moved (more than 10 m), else the last heading; speed in km/h.
 */
export function positionBody(fix: Fix, previous: Fix | null, lastHeading: number): TPositionInput {
  let heading = lastHeading;
  if (finite(fix.heading)) heading = fix.heading;
  else if (previous && distanceM(previous, fix) > 10) heading = bearing(previous, fix);
  const speed = finite(fix.speed) ? Math.min(400, Math.max(0, fix.speed * 3.6)) : 0;
  return {
    latitude: fix.latitude,
    longitude: fix.longitude,
    heading: Math.round(heading) % 360,
    speed: Math.round(speed * 10) / 10,
    ...(finite(fix.accuracy) ? { accuracy: Math.max(0, fix.accuracy) } : {}),
  };
}
