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

/** A fix to store, with the time it arrived (`last_seen_at`). */
export interface Fix extends StoredPosition {
  at: Date;
  /** Counted against the limit but not stored (a fix from a phone whose clock is ahead). */
  countOnly?: boolean;
}

export interface FixStored {
  /** False: a newer position of the driver was stored already (this one is older), or the post is over its limit. */
  stored: boolean;
  ride: CurrentRide | null;
  /** With a limit: the driver's window after this post's hit. */
  window?: { count: number; resetAt: number };
}

/**
 * The per-driver limit counted in the batch's statement: each fix is one hit on the window
 * `${key}${driverId}` of `throttle_windows` (the shared store of docs/decisions/0037, the same rule as
 * `nextWindow`: a fixed window of `windowMs` from the first hit, `at` the fix's arrival); a fix whose hit
 * counts past `max` is not stored.
 */
export interface FixLimit {
  key: string;
  windowMs: number;
  max: number;
}

/** A PostgreSQL array literal of numbers, timestamps, booleans or nulls (one text parameter, the same on PGlite). */
const arrayOf = (values: (number | Date | boolean | null | undefined)[]) =>
  `{${values.map((v) => (v === null || v === undefined ? 'NULL' : v instanceof Date ? v.toISOString() : String(v))).join(',')}}`;

/**
 * Stores a batch of fixes, each driver at most once (the batcher's promise) — one round trip: with `limit`,
 * each driver's hit on its rate window first; each position (unless over the limit, `countOnly`, or a newer
 * one of its driver is stored already), the user's `last_seen_at` (at most every 30 s) and each driver's
 * current ride in an operating status (the earliest by pick-up time) with its pick-up. Answers per fix, in
 * order. The rows go in driver order, so two API instances' batches lock the same rows in the same order and
 * cannot deadlock on each other.
 */
export async function storePositions(db: Db, fixes: Fix[], limit?: FixLimit): Promise<FixStored[]> {
  if (fixes.length === 0) return [];
  const order = fixes.map((_, i) => i).sort((a, b) => fixes[a]!.driverId - fixes[b]!.driverId);
  const column = (key: keyof Fix) => arrayOf(order.map((i) => fixes[i]![key]));
  const window = limit ? sql`${limit.windowMs}::int * interval '1 millisecond'` : sql``;
  const counted = limit
    ? sql`hits as (
      insert into throttle_windows as w (key, count, reset_at)
      select ${limit.key}::text || driver_id::text, 1, seen_at + ${window} from input order by n
      on conflict (key) do update set
        count = case when w.reset_at <= excluded.reset_at - ${window} then 1 else w.count + 1 end,
        reset_at = case when w.reset_at <= excluded.reset_at - ${window} then excluded.reset_at else w.reset_at end
      returning key, count, (extract(epoch from reset_at) * 1000)::float8 as reset_ms
    ), allowed as (
      select i.* from input i join hits h on h.key = ${limit.key}::text || i.driver_id::text where h.count <= ${limit.max}::int and not i.count_only
    ),`
    : sql`allowed as (select * from input where not count_only),`;
  const rows = await rowsOf<{
    n: number;
    stored: boolean;
    id: number | null;
    status: string | null;
    lat: number | null;
    lng: number | null;
    count: number | null;
    reset_ms: number | null;
  }>(
    db,
    sql`
    with input as (
      select * from unnest(${column('driverId')}::int[], ${column('latitude')}::float8[], ${column('longitude')}::float8[],
        ${column('heading')}::int2[], ${column('speed')}::real[], ${column('accuracy')}::real[],
        ${column('recordedAt')}::timestamptz[], ${column('at')}::timestamptz[], ${arrayOf(order.map((i) => fixes[i]!.countOnly === true))}::bool[])
        with ordinality as i(driver_id, latitude, longitude, heading, speed, accuracy, recorded_at, seen_at, count_only, n)
    ), ${counted} up as (
      insert into driver_positions (driver_id, latitude, longitude, heading, speed, accuracy, recorded_at)
      select driver_id, latitude, longitude, heading, speed, accuracy, recorded_at from allowed order by n
      on conflict (driver_id) do update set latitude = excluded.latitude, longitude = excluded.longitude,
        heading = excluded.heading, speed = excluded.speed, accuracy = excluded.accuracy, recorded_at = excluded.recorded_at
      where driver_positions.recorded_at <= excluded.recorded_at
      returning driver_id
    ), seen as (
      update users u set last_seen_at = i.seen_at
      from input i
      where u.id = i.driver_id and i.driver_id in (select driver_id from up)
        and (u.last_seen_at is null or u.last_seen_at < i.seen_at - interval '30 seconds')
      returning u.id
    )
    select i.n::int as n, up.driver_id is not null as stored, cur.id, cur.status, cur.lat, cur.lng,
      ${limit ? sql`h.count, h.reset_ms` : sql`null::int as count, null::float8 as reset_ms`}
    from input i
    left join up on up.driver_id = i.driver_id
    ${limit ? sql`left join hits h on h.key = ${limit.key}::text || i.driver_id::text` : sql``}
    left join lateral (
      select r.id, r.status, s.lat, s.lng from rides r
      left join ride_stops s on s.ride_id = r.id and s.position = 0
      where r.driver_id = i.driver_id and r.status in ('ON_THE_WAY', 'ON_THE_PLACE', 'OCCUPIED')
      order by r.date limit 1
    ) cur on true
    order by i.n`,
  );
  const results: FixStored[] = new Array<FixStored>(fixes.length);
  for (const row of rows) {
    const result: FixStored = {
      stored: row.stored,
      ride: row.id === null ? null : { id: row.id, status: row.status!, pickupLat: row.lat, pickupLng: row.lng },
    };
    if (row.count !== null && row.reset_ms !== null) result.window = { count: row.count, resetAt: Math.round(row.reset_ms) };
    results[order[row.n - 1]!] = result;
  }
  return results;
}

/** Positions older than `before` (drivers long off the map), at most `limit` of them: answers how many went. */
export async function deletePositionsBefore(db: Db, before: Date, limit: number): Promise<number> {
  const rows = await rowsOf<{ driver_id: number }>(
    db,
    sql`delete from driver_positions where driver_id in (
      select driver_id from driver_positions where recorded_at < ${before.toISOString()} order by recorded_at limit ${limit}
    ) and recorded_at < ${before.toISOString()} returning driver_id`,
  );
  return rows.length;
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
