import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { DRIVER_ONLINE_WINDOW_MS } from '@vozka/domain';
import type { Database } from '../client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { driverPositions, users } from '../schema/index.ts';
import { seedDemo } from './demo.ts';
import { demoPosition, startDemoDrivers } from './demo-drivers.ts';
import { createTestClock } from '../../test/test-clock.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db);
});
afterAll(async () => {
  await database.close();
});

/** Waits until the simulator's writes say so (fails after 10 s instead of going on silently). */
const until = (check: () => Promise<boolean>) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('not yet');
    },
    { timeout: 10_000, interval: 50 },
  );

describe('demo drivers', () => {
  it('circle within about a kilometre of Prague points, heading 0–359', () => {
    for (let t = 0; t < 600_000; t += 37_000) {
      const p = demoPosition(1, t);
      expect(Math.abs(p.latitude - 50.0925)).toBeLessThan(0.01);
      expect(Math.abs(p.longitude - 14.4513)).toBeLessThan(0.015);
      expect(p.heading).toBeGreaterThanOrEqual(0);
      expect(p.heading).toBeLessThan(360);
    }
  });

  it('put every demo driver on the map at once, and leave a driver whose real phone reports alone', async () => {
    const [driver] = await database.db.select().from(users).where(eq(users.email, 'driver@demo.vozka.cz'));
    const stored = async () => (await database.db.select().from(driverPositions).where(eq(driverPositions.driverId, driver!.id)))[0];
    // No demo ride is near its pickup here: nothing is queued (approach e-mails: positions tests).
    const clock = createTestClock();
    const stop = startDemoDrivers(database, { send: () => Promise.resolve(null) }, { warn: () => undefined }, { stepMs: 50, clock });
    try {
      await until(async () => (await database.db.select().from(driverPositions)).length >= 3);
      // Stamped with the clock's time: online now.
      for (const p of await database.db.select().from(driverPositions)) {
        expect(p.recordedAt.getTime()).toBe(clock.now().getTime());
        expect(clock.now().getTime() - p.recordedAt.getTime()).toBeLessThan(DRIVER_ONLINE_WINDOW_MS);
      }
      // the driver's phone reports (a second later): the simulator's next steps keep its position. Its time is
      // past the simulator's clock, so a step already under way (it read the positions before this report)
      // writes an older position, which the positions keep out; at an equal time the step's write won (it did
      // once, on PostgreSQL).
      clock.advance(1000);
      const phone = new Date(clock.now().getTime() + 500);
      await database.db.update(driverPositions).set({ latitude: 49.5, recordedAt: phone }).where(eq(driverPositions.driverId, driver!.id));
      const before = (await database.db.select().from(driverPositions))
        .filter((p) => p.driverId !== driver!.id)
        .map((p) => p.recordedAt.getTime());
      clock.advance(5000);
      await until(async () =>
        (await database.db.select().from(driverPositions)).some(
          (p) => p.driverId !== driver!.id && !before.includes(p.recordedAt.getTime()),
        ),
      );
      expect(await stored()).toMatchObject({ latitude: 49.5, recordedAt: phone });
    } finally {
      stop();
    }
  });
});
