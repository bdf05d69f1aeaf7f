import { sql } from 'drizzle-orm';
import {
  etaMinutes,
  isFinal,
  isOperatingRideStatus,
  operatingStateOf,
  TRACKING_GRACE_MS,
  type PublicPin,
  type RideStatus,
} from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { haversineKm } from '../../adapters/geo/route-estimate.ts';
import { rowsOf } from '../positions/positions.repository.ts';
import { onlineDrivers } from './pins.repository.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';

/** A tracking slug is 64 lowercase hex characters (docs/api/dispatch.md §3); anything else is unknown. */
const SLUG = /^[0-9a-f]{64}$/;

/** The ride behind a tracking link, as far as the public pin needs it. */
export interface TrackedRide {
  id: number;
  status: RideStatus;
  driverId: number | null;
  pickupLat: number | null;
  pickupLng: number | null;
}

const missing = () => new AppError(404, 'TRACKING_CODE_MISSING');
const finished = () => new AppError(404, 'TRACKING_RIDE_FINISHED');
const unknownLocation = () => new AppError(404, 'DRIVER_LOCATION_UNKNOWN');

/** The public track-your-driver pin (docs/api/dispatch.md §3). */
export function createTrackingService(deps: { database: Database; clock?: Clock }) {
  const { db } = deps.database;
  const now = nowOf(deps.clock);

  /**
   * The ride of a slug, or TRACKING_CODE_MISSING: unknown, malformed or DELETED — answered alike; a ride
   * that ended more than 24 h ago (its last status change) TRACKING_RIDE_FINISHED (issue 17 §11).
   */
  async function rideOf(slug: string): Promise<TrackedRide> {
    if (!SLUG.test(slug)) throw missing();
    const [row] = await rowsOf<{
      id: number;
      status: string;
      driver_id: number | null;
      lat: number | null;
      lng: number | null;
      ended: Date | string | null;
    }>(
      db,
      sql`
      select r.id, r.status, r.driver_id, s.lat, s.lng,
        (select max(h.at) from ride_history h where h.ride_id = r.id and h.field = 'status') as ended
      from rides r left join ride_stops s on s.ride_id = r.id and s.position = 0
      where r.tracking_slug = ${slug}`,
    );
    if (!row || row.status === 'DELETED') throw missing();
    const status = row.status as RideStatus;
    if (isFinal(status)) {
      const ended = row.ended === null ? null : new Date(row.ended);
      if (!ended || now().getTime() - ended.getTime() > TRACKING_GRACE_MS) throw finished();
    }
    return {
      id: row.id,
      status,
      driverId: row.driver_id,
      pickupLat: row.lat,
      pickupLng: row.lng,
    };
  }

  /**
   * The pin of a tracked ride; TRACKING_RIDE_FINISHED once it has ended; DRIVER_LOCATION_UNKNOWN without a
   * driver, before it sets off, or without a fresh position.
   */
  async function pinOf(ride: TrackedRide): Promise<PublicPin> {
    if (isFinal(ride.status)) throw finished();
    if (ride.driverId === null || !isOperatingRideStatus(ride.status)) throw unknownLocation();
    const at = now();
    const [driver] = await onlineDrivers(db, at, sql`p.driver_id = ${ride.driverId}`);
    if (!driver) throw unknownLocation();
    // The pin shows this ride's state (the driver's other rides are none of this passenger's business).
    const operating = operatingStateOf(ride.status, driver.recordedAt, at);
    const eta =
      ride.status === 'ON_THE_WAY' && ride.pickupLat !== null && ride.pickupLng !== null
        ? etaMinutes(haversineKm({ lat: driver.latitude, lng: driver.longitude }, { lat: ride.pickupLat, lng: ride.pickupLng }))
        : null;
    return {
      operating: operating === 'OFFLINE' ? 'AVAILABLE' : operating,
      driverName: driver.name,
      userId: driver.driverId,
      ident: driver.ident,
      latitude: driver.latitude,
      longitude: driver.longitude,
      heading: driver.heading,
      etaMinutes: eta,
    };
  }

  return {
    rideOf,
    pinOf,
    async pin(slug: string): Promise<PublicPin> {
      return pinOf(await rideOf(slug));
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
