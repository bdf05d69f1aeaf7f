import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/test-app.ts';
import { apiAs, buildRide, ridePeople, type RidePeople, type TestApp } from '../rides/test-support.ts';
import { listen, startSecondInstance, type Listening } from './test-support.ts';

/**
 * Two API instances on one PostgreSQL database, each with its own pool and LISTEN connection: a change
 * made through one reaches an SSE client of the other (docs/decisions/0011). PostgreSQL only.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('live events across two API instances', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof startSecondInstance>>;
  let p: RidePeople;
  const open: Listening[] = [];

  beforeAll(async () => {
    a = await startTestApp({ eventStreamMs: 60_000 });
    p = await ridePeople(a);
    // B: its own pool on A's database, no jobs (A's e-mails are A's test's to see), A's clock (sessions made
    // through A are valid on B).
    b = await startSecondInstance(a, { eventStreamMs: 60_000 });
  });
  afterAll(async () => {
    for (const l of open) l.close();
    await b.close();
    await a.close();
  });

  it('a ride update through instance A reaches a listener on instance B, and a position too', async () => {
    const ride = await buildRide(a.database, { status: 'PLANNED', driverId: p.driver.id, fleetManagerId: p.fm.id });
    const onB = await listen(`${b.base}/api/events`, { authorization: `Bearer ${p.fm.token}` });
    open.push(onB);
    expect(onB.status).toBe(200);
    await onB.waitFor((e) => e.event === 'free-rides.count');
    const res = await apiAs(a, p.admin.token).put(`/api/orders/${ride.id}`, { status: 'ACCEPTED_BY_DRIVER' });
    expect(res.statusCode, res.body).toBe(200);
    const changed = await onB.waitFor((e) => e.event === 'ride.changed');
    expect(changed.data).toEqual({
      id: ride.id,
      status: 'ACCEPTED_BY_DRIVER',
      driverId: p.driver.id,
      fleetManagerId: p.fm.id,
      version: res.json().version,
    });
    expect(
      (await p.driver.api.post('/api/drivers/me/position', { latitude: 50.1, longitude: 14.5, heading: 0, speed: 0 })).statusCode,
    ).toBe(204);
    expect((await onB.waitFor((e) => e.event === 'driver.position')).data).toMatchObject({ idDriver: p.driver.id, latitude: 50.1 });
  });
});
