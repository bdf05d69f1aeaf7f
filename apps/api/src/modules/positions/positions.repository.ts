import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rideNotifications } from '../../db/schema/index.ts';

/** Raw rows of `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

export interface StoredPosition {
  driverId: number;
  latitude: number;
  longitude: number;
  heading: number;
  speed: number;
  accuracy: number | null;
  recordedAt: Date;
}

/** The driver's current ride in an operating status (the earliest by pick-up time) and its pick-up. */
export interface CurrentRide {
  id: number;
  status: string;
  pickupLat: number | null;
  pickupLng: number | null;
}

/**
 * Stores the position unless a newer one is stored already, stamps the user's `last_seen_at` (at most
 * every 30 s) and reads the driver's current ride — one round trip. `stored` false = an older position.
 */
export async function storePosition(db: Db, p: StoredPosition, now: Date): Promise<{ stored: boolean; ride: CurrentRide | null }> {
  const rows = await rowsOf<{ stored: number; id: number | null; status: string | null; lat: number | null; lng: number | null }>(
    db,
    sql`
    with up as (
      insert into driver_positions (driver_id, latitude, longitude, heading, speed, accuracy, recorded_at)
      values (${p.driverId}, ${p.latitude}, ${p.longitude}, ${p.heading}, ${p.speed}, ${p.accuracy}, ${p.recordedAt.toISOString()})
      on conflict (driver_id) do update set latitude = excluded.latitude, longitude = excluded.longitude,
        heading = excluded.heading, speed = excluded.speed, accuracy = excluded.accuracy, recorded_at = excluded.recorded_at
      where driver_positions.recorded_at <= excluded.recorded_at
      returning driver_id
    ), seen as (
      update users set last_seen_at = ${now.toISOString()}
      where id = ${p.driverId} and exists (select 1 from up)
        and (last_seen_at is null or last_seen_at < ${new Date(now.getTime() - 30_000).toISOString()})
      returning id
    ), cur as (
      select r.id, r.status, s.lat, s.lng from rides r
      left join ride_stops s on s.ride_id = r.id and s.position = 0
      where r.driver_id = ${p.driverId} and r.status in ('ON_THE_WAY', 'ON_THE_PLACE', 'OCCUPIED')
      order by r.date limit 1
    )
    select (select count(*)::int from up) as stored, cur.id, cur.status, cur.lat, cur.lng
    from (select 1) one left join cur on true`,
  );
  const row = rows[0]!;
  return {
    stored: row.stored > 0,
    ride:
      row.id === null
        ? null
        : {
            id: row.id,
            status: row.status!,
            pickupLat: row.lat,
            pickupLng: row.lng,
          },
  };
}

export async function deletePosition(db: Db, driverId: number): Promise<void> {
  await db.execute(sql`delete from driver_positions where driver_id = ${driverId}`);
}

/**
 * APPROACHING, once per ride (a unique partial index; a racing second insert does nothing). Answers whether
 * this call recorded it.
 */
export async function recordApproaching(db: Db, rideId: number, payload: object): Promise<boolean> {
  const rows = await db
    .insert(rideNotifications)
    .values({ rideId, kind: 'APPROACHING', payload })
    .onConflictDoNothing({ target: rideNotifications.rideId, where: sql`kind = 'APPROACHING'` })
    .returning({ id: rideNotifications.id });
  return rows.length > 0;
}
