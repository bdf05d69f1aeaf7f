import { beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import type { PositionInput } from '@vozka/domain';
import { driverPositions, type UserRow } from '../../db/schema/index.ts';
import { buildUser } from '../../test/test-app.ts';
import { useLiveApp } from '../../test/live-app.ts';
import type { RidePeople, TestApp } from '../rides/test-support.ts';
import type { Listening } from '../events/test-support.ts';
import { createPositionsService } from './positions.service.ts';

const { live, stream } = useLiveApp();
let t: TestApp;
let p: RidePeople;
beforeAll(() => {
  ({ t, p } = live);
});

/** A service on the app's database whose batches start when the test says (`starts`). */
function manualService() {
  const starts: (() => void)[] = [];
  const service = createPositionsService({
    database: t.database,
    jobs: t.app.jobs,
    clock: t.clock,
    batching: { schedule: (start) => starts.push(start) },
  });
  return { service, starts };
}

const fixOf = (i: number): PositionInput => ({ latitude: 50 + i / 1000, longitude: 14 + i / 1000, heading: i % 360, speed: i });

/** `count` drivers in each of the two fleets. */
async function drivers(count: number): Promise<UserRow[]> {
  const made: UserRow[] = [];
  for (let i = 0; i < count; i++) {
    made.push(await buildUser(t.database, { role: 'DRIVER', fleetManagerId: p.fm.id }));
    made.push(await buildUser(t.database, { role: 'DRIVER', fleetManagerId: p.otherFm.id }));
  }
  return made;
}

/** Each stream's `driver.position` events by driver id, once it has the expected ones. */
async function positionsSeen(l: Listening, expected: number[]) {
  const ids = (e: { event: string; data: unknown }) => (e.event === 'driver.position' ? (e.data as { idDriver: number }).idDriver : null);
  for (const id of expected) await l.waitFor((e) => ids(e) === id);
  return new Map(l.events.filter((e) => ids(e) !== null).map((e) => [ids(e)!, e.data]));
}

describe('batched positions', () => {
  it('stores many concurrent posts in one batch, and each screen gets each fix it may see', async () => {
    const [admin, fm, otherFm] = await Promise.all([stream(p.admin.token), stream(p.fm.token), stream(p.otherFm.token)]);
    const cast = await drivers(10);
    const { service, starts } = manualService();
    const posts = cast.map((driver, i) => service.report(driver, fixOf(i)));
    // one batch was scheduled for all of them; starting it answers every post
    expect(starts).toHaveLength(1);
    starts[0]!();
    await Promise.all(posts);
    expect(starts).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(driverPositions)
      .where(
        inArray(
          driverPositions.driverId,
          cast.map((d) => d.id),
        ),
      );
    expect(rows).toHaveLength(cast.length);

    const ownFleet = cast.filter((d) => d.fleetManagerId === p.fm.id).map((d) => d.id);
    const otherFleet = cast.filter((d) => d.fleetManagerId === p.otherFm.id).map((d) => d.id);
    const adminSaw = await positionsSeen(admin, [...ownFleet, ...otherFleet]);
    cast.forEach((driver, i) => {
      expect(adminSaw.get(driver.id)).toMatchObject({
        idDriver: driver.id,
        latitude: 50 + i / 1000,
        longitude: 14 + i / 1000,
        heading: i,
        speed: i,
        operating: 'AVAILABLE',
        updatedAt: t.clock.now().toISOString(),
      });
    });
    expect([...(await positionsSeen(fm, ownFleet)).keys()].sort()).toEqual([...ownFleet].sort());
    expect([...(await positionsSeen(otherFm, otherFleet)).keys()].sort()).toEqual([...otherFleet].sort());
  });

  it('delivers every fix of concurrent posts through the API to the screens', async () => {
    const admin = await stream(p.admin.token);
    const cast = [p.driver, p.driver2, p.otherDriver, p.poolDriver];
    const answers = await Promise.all(cast.map((d, i) => d.api.post('/api/drivers/me/position', fixOf(100 + i))));
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204, 204, 204]);
    const seen = await positionsSeen(
      admin,
      cast.map((d) => d.id),
    );
    cast.forEach((d, i) => {
      expect(seen.get(d.id)).toMatchObject({ latitude: 50 + (100 + i) / 1000, speed: 100 + i });
    });
  });

  it('answers every post of a failed batch with the error of the batch (500 through the API), and stores the next batch', async () => {
    const cast = await drivers(3);
    const { service, starts } = manualService();
    await t.database.db.execute(sql`alter table driver_positions rename to driver_positions_away`);
    try {
      const posts = cast.map((driver, i) =>
        service.report(driver, fixOf(i)).then(
          () => null,
          (err: unknown) => err,
        ),
      );
      starts.shift()!();
      const errors = await Promise.all(posts);
      expect(errors[0]).toBeInstanceOf(Error);
      for (const err of errors) expect(err).toBe(errors[0]);
      // through the API: each post answers what a single failed insert answers
      const answers = await Promise.all([p.driver, p.driver2, p.otherDriver].map((d) => d.api.post('/api/drivers/me/position', fixOf(1))));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(500);
        expect(answer.json()).toMatchObject({ code: 'SERVER_ERROR' });
      }
    } finally {
      await t.database.db.execute(sql`alter table driver_positions_away rename to driver_positions`);
    }
    const again = service.report(cast[0]!, fixOf(7));
    starts.shift()!();
    await again;
    expect(
      (
        await t.database.db
          .select()
          .from(driverPositions)
          .where(inArray(driverPositions.driverId, [cast[0]!.id]))
      )[0],
    ).toMatchObject({
      latitude: 50.007,
    });
  });
});
