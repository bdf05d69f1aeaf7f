import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rides } from '../../db/schema/index.ts';
import type { Clock } from '../../shared/clock.ts';

/** Prague's centre and a point ~2 km / ~10 km from it. */
export const PRAGUE = { lat: 50.0875, lng: 14.4213 };

/** Stores a driver's position straight in the database (fresh unless `at` says otherwise). */
export async function placeDriver(
  { database, clock }: { database: Database; clock: Clock },
  driverId: number,
  p: { lat?: number; lng?: number; heading?: number; at?: Date } = {},
) {
  // Seen "now" by the app's clock, so the map counts the driver online whatever the real date.
  const at = (p.at ?? clock.now()).toISOString();
  await database.db.execute(sql`
    insert into driver_positions (driver_id, latitude, longitude, heading, speed, recorded_at)
    values (${driverId}, ${p.lat ?? PRAGUE.lat}, ${p.lng ?? PRAGUE.lng}, ${p.heading ?? 90}, 30, ${at})
    on conflict (driver_id) do update set latitude = excluded.latitude, longitude = excluded.longitude,
      heading = excluded.heading, recorded_at = excluded.recorded_at`);
}

export async function slugOf(database: Database, rideId: number): Promise<string> {
  const [row] = await database.db.select({ slug: rides.trackingSlug }).from(rides).where(eq(rides.id, rideId));
  return row!.slug;
}
