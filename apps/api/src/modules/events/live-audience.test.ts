import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { RideStatus } from '@vozka/domain';
import { rides } from '../../db/schema/index.ts';
import { useRideApp, buildRide, type RidePeople, type TestApp } from '../rides/test-support.ts';
import { visibleRides } from '../rides/ride-access.ts';
import type { RideMessage } from '../../adapters/events/messages.ts';
import { eventFor, seesRide } from './live-audience.ts';

let t: TestApp;
let p: RidePeople;

useRideApp((app, people) => ((t = app), (p = people)));

describe('who receives which live event', () => {
  it('seesRide agrees with the SQL visibility of the rides module for every role and status', async () => {
    const people = [p.admin, p.fm, p.otherFm, p.driver, p.otherDriver, p.poolDriver, p.customer, p.otherCustomer, p.passenger];
    const statuses: RideStatus[] = ['NEW', 'FREE', 'UNCONFIRMED', 'PLANNED', 'ON_THE_WAY', 'DONE', 'DELETED'];
    const shapes = [
      { driverId: p.driver.id, fleetManagerId: p.fm.id, customerId: p.customer.id, passengerId: p.passenger.id },
      { driverId: null, fleetManagerId: null, customerId: p.otherCustomer.id, passengerId: null },
      { driverId: p.poolDriver.id, fleetManagerId: null, customerId: null, passengerId: null },
    ];
    let checked = 0;
    for (const shape of shapes) {
      for (const status of statuses) {
        // the pool driver's ride must not overlap its others: a day each
        const ride = await buildRide(t.database, { ...shape, status });
        for (const who of people) {
          const [row] = await t.database.db
            .select({ id: rides.id })
            .from(rides)
            .where(and(eq(rides.id, ride.id), visibleRides(who)));
          expect(seesRide(who, { ...shape, status }), `${who.name} ${status} ${JSON.stringify(shape)}`).toBe(row !== undefined);
          checked++;
        }
      }
    }
    expect(checked).toBe(people.length * statuses.length * shapes.length);
  });

  it('turns a ride leaving sight into ride.deleted, positions only for ADMIN and the fleet, the count for the pool', () => {
    const before = { status: 'PLANNED' as const, driverId: p.driver.id, fleetManagerId: p.fm.id, customerId: null, passengerId: null };
    const unassigned: RideMessage = { t: 'ride', id: 7, version: 3, now: { ...before, status: 'UNCONFIRMED', driverId: null }, before };
    expect(eventFor(p.driver, unassigned)).toEqual({ name: 'ride.deleted', data: { id: 7 } });
    expect(eventFor(p.fm, unassigned)).toEqual({
      name: 'ride.changed',
      data: { id: 7, status: 'UNCONFIRMED', driverId: null, fleetManagerId: p.fm.id, version: 3 },
    });
    expect(eventFor(p.otherFm, unassigned)).toBeNull();
    expect(eventFor(p.admin, { ...unassigned, now: { ...before, status: 'DELETED' } })).toEqual({ name: 'ride.deleted', data: { id: 7 } });
    const pos = {
      t: 'pos' as const,
      driverId: p.driver.id,
      fleetManagerId: p.fm.id,
      latitude: 50,
      longitude: 14,
      heading: 1,
      speed: 2,
      operating: 'AVAILABLE' as const,
      at: 'x',
    };
    expect(eventFor(p.admin, pos)?.name).toBe('driver.position');
    expect(eventFor(p.fm, pos)?.data).toEqual({
      idDriver: p.driver.id,
      latitude: 50,
      longitude: 14,
      heading: 1,
      speed: 2,
      operating: 'AVAILABLE',
      updatedAt: 'x',
    });
    for (const who of [p.otherFm, p.driver, p.poolDriver, p.customer, p.passenger]) expect(eventFor(who, pos)).toBeNull();
    const free = { t: 'free' as const, count: 4 };
    expect(eventFor(p.fm, free)).toEqual({ name: 'free-rides.count', data: { count: 4 } });
    expect(eventFor(p.poolDriver, free)).toEqual({ name: 'free-rides.count', data: { count: 4 } });
    for (const who of [p.driver, p.customer, p.passenger, p.admin]) expect(eventFor(who, free)).toBeNull();
  });
});
