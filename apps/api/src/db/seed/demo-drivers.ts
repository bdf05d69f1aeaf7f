import { DRIVER_ONLINE_WINDOW_MS } from '@vozka/domain';
import { and, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { driverPositions, users } from '../schema/index.ts';
import { createPositionsService } from '../../modules/positions/positions.service.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import { systemClock, type Clock } from '../../shared/clock.ts';

/** Where the demo drivers circle (Prague: Václavské náměstí, Karlín, Smíchov, Vinohrady, Dejvice). */
const BASES = [
  { lat: 50.0813, lng: 14.4281 },
  { lat: 50.0925, lng: 14.4513 },
  { lat: 50.0705, lng: 14.4036 },
  { lat: 50.0755, lng: 14.4465 },
  { lat: 50.1007, lng: 14.3925 },
];
const RADIUS_KM = 0.8;
const PERIOD_MS = 10 * 60_000;
const STEP_MS = 5000;

/** A point on the driver's circle at `now`, heading along it (degrees from north, clockwise). */
export function demoPosition(index: number, now: number) {
  const base = BASES[index % BASES.length]!;
  const angle = ((now % PERIOD_MS) / PERIOD_MS) * 2 * Math.PI + index;
  const dLat = (RADIUS_KM / 111.32) * Math.cos(angle);
  const dLng = (RADIUS_KM / (111.32 * Math.cos((base.lat * Math.PI) / 180))) * Math.sin(angle);
  // moving counter-clockwise on the map: the tangent points 90° left of the radius
  const heading = Math.round(((((angle * 180) / Math.PI + 270) % 360) + 360) % 360);
  return {
    latitude: base.lat + dLat,
    longitude: base.lng + dLng,
    heading,
    speed: Math.round((2 * Math.PI * RADIUS_KM * 3_600_000) / PERIOD_MS),
  };
}

/**
 * The demo drivers' phones (docs/decisions/0011): with DEMO_SEED on, the server moves every demo driver
 * (`@demo.vozka.cz`) around a point in Prague every 5 s, through the positions service — so `npm start`
 * shows live pins and events. A driver whose real phone reported (a position the simulator did not write)
 * is left alone. Steps on real intervals, stamped with `clock`'s time. Answers a stop function.
 */
export function startDemoDrivers(
  database: Database,
  jobs: Pick<JobQueue, 'send'>,
  log: { warn(obj: object, msg: string): void },
  { stepMs = STEP_MS, clock = systemClock }: { stepMs?: number; clock?: Clock } = {},
): () => void {
  const positions = createPositionsService({ database, jobs, clock });
  const written = new Map<number, number>();
  let running = false;
  const step = async () => {
    if (running) return;
    running = true;
    // The step's time, taken before it reads the positions: a phone's report stamped later that arrives
    // while the step runs is newer than the step's writes, so the positions keep it (they keep the newest).
    const now = clock.now().getTime();
    try {
      const drivers = await database.db
        .select()
        .from(users)
        .where(and(sql`'DRIVER' = any(${users.roles})`, like(users.email, '%@demo.vozka.cz'), sql`${users.deletedAt} is null`))
        .orderBy(users.id);
      const stored =
        drivers.length === 0
          ? []
          : await database.db
              .select()
              .from(driverPositions)
              .where(
                inArray(
                  driverPositions.driverId,
                  drivers.map((d) => d.id),
                ),
              );
      for (const [i, driver] of drivers.entries()) {
        const current = stored.find((s) => s.driverId === driver.id);
        // a real phone reported since our last write: leave this driver to it
        if (
          current &&
          written.has(driver.id) &&
          current.recordedAt.getTime() !== written.get(driver.id) &&
          now - current.recordedAt.getTime() < DRIVER_ONLINE_WINDOW_MS
        )
          continue;
        const at = new Date(now);
        await positions.report(driver, { ...demoPosition(i, now), recordedAt: at.toISOString() });
        written.set(driver.id, at.getTime());
      }
    } catch (err) {
      log.warn({ err }, 'demo drivers: a step failed');
    } finally {
      running = false;
    }
  };
  void step();
  const timer = setInterval(() => void step(), stepMs);
  return () => {
    clearInterval(timer);
  };
}
