import { sql, type SQL } from 'drizzle-orm';
import { DRIVER_ONLINE_WINDOW_MS } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../positions/positions.repository.ts';

/** An online driver with its position, current ride and what identifies it on the map. */
export interface DriverOnMap {
  driverId: number;
  name: string;
  fleetManagerId: number | null;
  latitude: number;
  longitude: number;
  heading: number;
  speed: number;
  recordedAt: Date;
  rideId: number | null;
  rideStatus: string | null;
  ident: string;
}

interface Raw {
  driver_id: number;
  name: string;
  fleet_manager_id: number | null;
  internal_number: string | null;
  latitude: number;
  longitude: number;
  heading: number;
  speed: number;
  recorded_at: Date | string;
  ride_id: number | null;
  ride_status: string | null;
  ride_plate: string | null;
  paired_plate: string | null;
}

/** The pin's identifier: the plate of the ride's vehicle, else of its first active paired vehicle, else its internal number, else `#id`. */
function identOf(r: Raw): string {
  return r.ride_plate ?? r.paired_plate ?? (r.internal_number?.trim() || `#${r.driver_id}`);
}

/**
 * Drivers with a fresh position (DRIVER_ONLINE_WINDOW_MS), narrowed by `where` (on `u` users / `p`
 * positions), with their current ride in an operating status (the earliest by pick-up time).
 */
export async function onlineDrivers(db: Db, now: Date, where: SQL = sql`true`): Promise<DriverOnMap[]> {
  const since = new Date(now.getTime() - DRIVER_ONLINE_WINDOW_MS).toISOString();
  const rows = await rowsOf<Raw>(
    db,
    sql`
    select p.driver_id, u.name, u.fleet_manager_id, u.internal_number, p.latitude, p.longitude, p.heading, p.speed,
      p.recorded_at, cr.id as ride_id, cr.status as ride_status, cv.registration_plate as ride_plate,
      (select v.registration_plate from vehicle_drivers vd join vehicles v on v.id = vd.vehicle_id
        where vd.driver_id = p.driver_id and v.active order by v.id limit 1) as paired_plate
    from driver_positions p
    join users u on u.id = p.driver_id and u.deleted_at is null and u.status = 'ACTIVE' and 'DRIVER' = any(u.roles)
    left join lateral (
      select r.id, r.status, r.vehicle_id from rides r
      where r.driver_id = p.driver_id and r.status in ('ON_THE_WAY', 'ON_THE_PLACE', 'OCCUPIED')
      order by r.date limit 1
    ) cr on true
    left join vehicles cv on cv.id = cr.vehicle_id
    where p.recorded_at > ${since} and ${where}`,
  );
  return rows.map((r) => ({
    driverId: r.driver_id,
    name: r.name,
    fleetManagerId: r.fleet_manager_id,
    latitude: r.latitude,
    longitude: r.longitude,
    heading: r.heading,
    speed: r.speed,
    recordedAt: new Date(r.recorded_at),
    rideId: r.ride_id,
    rideStatus: r.ride_status,
    ident: identOf(r),
  }));
}
