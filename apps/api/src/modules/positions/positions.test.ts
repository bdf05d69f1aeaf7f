import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { driverPositions, rideNotifications, users } from '../../db/schema/index.ts';
import { useRideApp, buildRide, type RidePeople, type TestApp } from '../rides/test-support.ts';
import { buildUser } from '../../test/test-app.ts';
import { storePositions, type Fix } from './positions.repository.ts';
import {
  DEFAULT_POSITIONS_RETENTION_DAYS,
  POSITIONS_RETENTION_JOB,
  positionsRetentionDays,
  positionsRetentionJob,
} from './positions-retention.job.ts';

let t: TestApp;
let p: RidePeople;

useRideApp((app, people) => ((t = app), (p = people)));

const at = (lat: number, lng: number, extra: object = {}) => ({ latitude: lat, longitude: lng, heading: 45, speed: 32.5, ...extra });
const stored = async (driverId: number) =>
  (await t.database.db.select().from(driverPositions).where(eq(driverPositions.driverId, driverId)))[0];

describe('POST /api/drivers/me/position', () => {
  it('stores the latest position per driver (204) and stamps last_seen_at', async () => {
    const res = await p.driver.api.post('/api/drivers/me/position', at(50.08, 14.42, { accuracy: 8 }));
    expect(res.statusCode, res.body).toBe(204);
    expect(await stored(p.driver.id)).toMatchObject({ latitude: 50.08, longitude: 14.42, heading: 45, speed: 32.5, accuracy: 8 });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, p.driver.id));
    expect(user!.lastSeenAt).not.toBeNull();
    expect((await p.driver.api.post('/api/drivers/me/position', at(50.09, 14.43, { heading: 359.6 }))).statusCode).toBe(204);
    const rows = await t.database.db.select().from(driverPositions).where(eq(driverPositions.driverId, p.driver.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ latitude: 50.09, heading: 0 });
  });

  it('keeps a newer stored position when an older one arrives late, and ignores a time far in the future', async () => {
    const driver = p.driver2;
    await driver.api.post('/api/drivers/me/position', at(50.1, 14.5));
    const old = new Date(t.clock.now().getTime() - 60_000).toISOString();
    expect((await driver.api.post('/api/drivers/me/position', at(49, 15, { recordedAt: old }))).statusCode).toBe(204);
    expect(await stored(driver.id)).toMatchObject({ latitude: 50.1 });
    const future = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    expect((await driver.api.post('/api/drivers/me/position', at(48, 16, { recordedAt: future }))).statusCode).toBe(204);
    expect(await stored(driver.id)).toMatchObject({ latitude: 50.1 });
  });

  it('stores a fix with subnormal numbers (found by the fuzz step) rounded to what a phone measures', async () => {
    const res = await p.poolDriver.api.post('/api/drivers/me/position', {
      latitude: -6e-202,
      longitude: -179.99999999999997,
      heading: 6e-323,
      speed: 7e-323,
      accuracy: 4.4e-323,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await stored(p.poolDriver.id)).toMatchObject({ latitude: 0, longitude: -180, heading: 0, speed: 0, accuracy: 0 });
  });

  it('refuses bad input with 400 and its fields, never 500', async () => {
    for (const body of [
      at(91, 14),
      at(50, 181),
      at(50, 14, { heading: -1 }),
      at(50, 14, { speed: -5 }),
      { latitude: 50 },
      at(50, 14, { recordedAt: 'yesterday' }),
      at(50, 14, { heading: 'north' }),
    ]) {
      const res = await p.poolDriver.api.post('/api/drivers/me/position', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
    }
  });

  it('allows at most 5 posts in 5 s per driver (429 TOO_MANY_ATTEMPTS), counted per driver', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await p.otherDriver.api.post('/api/drivers/me/position', at(50, 14))).statusCode);
    expect(codes).toEqual([204, 204, 204, 204, 204, 429]);
    const limited = await p.otherDriver.api.post('/api/drivers/me/position', at(50, 14));
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    // another driver is not limited by it
    expect((await p.poolDriver.api.post('/api/drivers/me/position', at(50, 14))).statusCode).toBe(204);
  });

  it('DELETE forgets the position (off duty)', async () => {
    await p.poolDriver.api.post('/api/drivers/me/position', at(50.2, 14.2));
    expect((await p.poolDriver.api.del('/api/drivers/me/position')).statusCode).toBe(204);
    expect(await stored(p.poolDriver.id)).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('documents the position calls under the dispatch tag', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.paths['/api/drivers/me/position'].post).toMatchObject({ tags: ['dispatch'] });
    expect(doc.paths['/api/drivers/me/position'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('heading');
    expect(doc.paths['/api/drivers/me/position'].delete).toBeDefined();
  });
});

describe('APPROACHING', () => {
  it('is raised once when the driver on the way comes within 1 km / 5 min of the pick-up', async () => {
    const ride = await buildRide(t.database, { status: 'ON_THE_WAY', driverId: p.driver.id, fleetManagerId: p.fm.id, date: t.clock.now() });
    const notes = async () => t.database.db.select().from(rideNotifications).where(eq(rideNotifications.rideId, ride.id));
    // the pick-up is the airport (50.1079, 14.266); ~20 km away first
    await p.driver.api.post('/api/drivers/me/position', at(50.0815, 14.4266));
    expect(await notes()).toHaveLength(0);
    await p.driver.api.post('/api/drivers/me/position', at(50.104, 14.27));
    await p.driver.api.post('/api/drivers/me/position', at(50.106, 14.268));
    const raised = await notes();
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ kind: 'APPROACHING', deliveredAt: null, payload: { driverId: p.driver.id } });
  });
});

describe('storePositions (a batch)', () => {
  it('answers each fix its own result whatever the order of the drivers in the batch', async () => {
    const now = t.clock.now();
    const [a, b, c] = [
      await buildUser(t.database, { role: 'DRIVER' }),
      await buildUser(t.database, { role: 'DRIVER' }),
      await buildUser(t.database, { role: 'DRIVER' }),
    ];
    const ride = await buildRide(t.database, { status: 'ON_THE_WAY', driverId: b.id, date: now });
    const fix = (driverId: number, recordedAt: Date): Fix => ({
      driverId,
      latitude: 50,
      longitude: 14,
      heading: 0,
      speed: 0,
      accuracy: null,
      recordedAt,
      at: now,
    });
    // c has a newer position already: its fix in the batch is older and not stored
    await storePositions(t.database.db, [fix(c.id, now)]);
    const results = await storePositions(t.database.db, [fix(c.id, new Date(now.getTime() - 1000)), fix(b.id, now), fix(a.id, now)]);
    expect(results).toEqual([
      { stored: false, ride: null },
      { stored: true, ride: { id: ride.id, status: 'ON_THE_WAY', pickupLat: expect.any(Number), pickupLng: expect.any(Number) } },
      { stored: true, ride: null },
    ]);
  });
});

describe('positions retention', () => {
  const DAY = 86_400_000;

  it('deletes the positions older than the retention window (the app clock), in chunks, and only those', async () => {
    const now = t.clock.now().getTime();
    const ages = [31 * DAY, 45 * DAY, 400 * DAY, 30 * DAY + 1, 30 * DAY - 60_000, DAY, 0];
    const drivers = [];
    for (const age of ages) {
      const driver = await buildUser(t.database, { role: 'DRIVER' });
      drivers.push(driver);
      await t.database.db
        .insert(driverPositions)
        .values({ driverId: driver.id, latitude: 50, longitude: 14, heading: 0, speed: 0, recordedAt: new Date(now - age) });
    }
    const job = positionsRetentionJob({ database: t.database, clock: t.clock }, { days: 30, chunk: 2 });
    expect(job.name).toBe(POSITIONS_RETENTION_JOB);
    await job.handle({}, { id: 'test', retryCount: 0, retryLimit: 0, lastTry: true });
    const ids = drivers.map((d) => d.id);
    const left = await t.database.db
      .select({ driverId: driverPositions.driverId })
      .from(driverPositions)
      .where(inArray(driverPositions.driverId, ids));
    expect(left.map((r) => r.driverId).sort()).toEqual(ids.slice(4).sort());
    // a second run finds nothing more
    await job.handle({}, { id: 'test', retryCount: 0, retryLimit: 0, lastTry: true });
    expect(await stored(drivers[4]!.id)).toBeDefined();
  });

  it('is registered with the app and reads POSITIONS_RETENTION_DAYS (default 30, whole days from 1)', async () => {
    expect(await t.app.jobs.boss.getQueue(POSITIONS_RETENTION_JOB)).toBeTruthy();
    expect(positionsRetentionDays({})).toBe(DEFAULT_POSITIONS_RETENTION_DAYS);
    expect(positionsRetentionDays({ POSITIONS_RETENTION_DAYS: '' })).toBe(30);
    expect(positionsRetentionDays({ POSITIONS_RETENTION_DAYS: '7' })).toBe(7);
    for (const wrong of ['0', '-1', '2.5', 'month', '4000']) {
      expect(() => positionsRetentionDays({ POSITIONS_RETENTION_DAYS: wrong }), wrong).toThrow(/POSITIONS_RETENTION_DAYS/);
    }
  });
});
