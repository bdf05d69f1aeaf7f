import { sql } from 'drizzle-orm';
import { operatingStateOf, type DriverPin } from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { onlineDrivers, type DriverOnMap } from './pins.repository.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';
import { compareCzech } from '../../shared/czech-order.ts';

export function toDriverPin(d: DriverOnMap, now: Date): DriverPin {
  const operating = operatingStateOf(d.rideStatus, d.recordedAt, now);
  return {
    idDriver: d.driverId,
    name: d.name,
    ident: d.ident,
    center: { latitude: d.latitude, longitude: d.longitude, heading: d.heading },
    operating: operating === 'OFFLINE' ? 'AVAILABLE' : operating,
    speed: d.speed,
    updatedAt: d.recordedAt.toISOString(),
    currentRideId: d.rideId,
    fleetManagerId: d.fleetManagerId,
  };
}

/** `GET /api/dispatch-map/drivers`: ADMIN every online driver, a fleet manager its fleet's (spec §3 pins). */
export function createMapService(deps: { database: Database; clock?: Clock }) {
  const { db } = deps.database;
  const now = nowOf(deps.clock);
  return {
    async drivers(caller: UserRow): Promise<DriverPin[]> {
      const at = now();
      const scope = caller.roles.includes('ADMIN') ? sql`true` : sql`u.fleet_manager_id = ${caller.id}`;
      const drivers = await onlineDrivers(db, at, scope);
      return drivers.map((d) => toDriverPin(d, at)).sort((a, b) => compareCzech(a.name, b.name) || a.idDriver - b.idDriver);
    },
  };
}
