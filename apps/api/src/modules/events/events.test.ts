import { beforeAll, describe, expect, it } from 'vitest';
import { buildOwnRide, buildRide, type RidePeople, type TestApp } from '../rides/test-support.ts';
import { slugOf } from '../dispatch/test-support.ts';
import { listen, type Listening, type ReceivedEvent } from './test-support.ts';
import { useLiveApp } from '../../test/live-app.ts';

const { live, stream, open } = useLiveApp();
let t: TestApp;
let p: RidePeople;
beforeAll(() => {
  ({ t, p } = live);
});

/**
 * For "nothing else came" checks, a barrier instead of a fixed wait: a later ride of `customerId` put into
 * the free pool, which that customer and every fleet manager see. The bus delivers in order, so once a
 * watcher got it, whatever an earlier write raised for it has arrived too. Answers each watcher's events
 * from before the barrier.
 */
async function eventsBefore(customerId: number, ...watchers: Listening[]): Promise<ReceivedEvent[][]> {
  const ride = await buildRide(t.database, { status: 'UNCONFIRMED', customerId });
  expect((await p.admin.api.put(`/api/orders/${ride.id}`, { status: 'FREE' })).statusCode).toBe(200);
  return Promise.all(
    watchers.map(async (w) => {
      const mark = await w.waitFor((e) => e.event === 'ride.changed' && (e.data as { id: number }).id === ride.id);
      return w.events.slice(0, w.events.indexOf(mark));
    }),
  );
}
const position = { latitude: 50.08, longitude: 14.42, heading: 10, speed: 20 };

describe('GET /api/events', () => {
  it('needs a session (401) and answers an event stream with retry and the free-rides count for pool viewers', async () => {
    const anonymous = await stream(null);
    expect(anonymous.status).toBe(401);
    const fm = await stream(p.fm.token, 'cookie');
    expect(fm.status).toBe(200);
    expect(fm.headers['content-type']).toMatch(/^text\/event-stream/);
    await fm.waitFor((e) => e.event === 'free-rides.count');
  });

  it("delivers a driver's position to ADMIN and its fleet manager only", async () => {
    const [admin, fm, otherFm, customer] = await Promise.all([
      stream(p.admin.token),
      stream(p.fm.token),
      stream(p.otherFm.token),
      stream(p.customer.token),
    ]);
    expect((await p.driver.api.post('/api/drivers/me/position', position)).statusCode).toBe(204);
    const seen = await fm.waitFor((e) => e.event === 'driver.position');
    expect(seen.data).toMatchObject({
      idDriver: p.driver.id,
      latitude: 50.08,
      longitude: 14.42,
      heading: 10,
      speed: 20,
      operating: 'AVAILABLE',
    });
    await admin.waitFor((e) => e.event === 'driver.position' && (e.data as { idDriver: number }).idDriver === p.driver.id);
    const [otherFmSaw, customerSaw] = await eventsBefore(p.customer.id, otherFm, customer);
    expect(otherFmSaw!.filter((e) => e.event === 'driver.position')).toEqual([]);
    expect(customerSaw).toEqual([]);
  });

  it('delivers ride changes to who sees the ride, ride.deleted to who no longer does, and the pool count', async () => {
    const ride = await buildOwnRide(t, p);
    const [driver, fm, customer, otherFm, otherCustomer] = await Promise.all([
      stream(p.driver.token),
      stream(p.fm.token),
      stream(p.customer.token),
      stream(p.otherFm.token),
      stream(p.otherCustomer.token),
    ]);
    await Promise.all([fm.waitFor((e) => e.event === 'free-rides.count'), otherFm.waitFor((e) => e.event === 'free-rides.count')]);
    const res = await p.admin.api.put(`/api/orders/${ride.id}`, { status: 'UNCONFIRMED', driverId: null });
    expect(res.statusCode, res.body).toBe(200);
    const version = res.json().version as number;
    const changed = { id: ride.id, status: 'UNCONFIRMED', driverId: null, fleetManagerId: p.fm.id, version };
    expect((await fm.waitFor((e) => e.event === 'ride.changed')).data).toEqual(changed);
    expect((await customer.waitFor((e) => e.event === 'ride.changed')).data).toEqual(changed);
    expect((await driver.waitFor((e) => e.event === 'ride.deleted')).data).toEqual({ id: ride.id });
    // into the pool: every fleet manager sees it now, with the new count
    expect((await p.admin.api.put(`/api/orders/${ride.id}`, { status: 'FREE' })).statusCode).toBe(200);
    await otherFm.waitFor((e) => e.event === 'ride.changed' && (e.data as { status: string }).status === 'FREE');
    const count = (
      await otherFm.waitFor(
        (e) => e.event === 'free-rides.count' && otherFm.events.filter((x) => x.event === 'free-rides.count').length > 1,
      )
    ).data;
    expect(count).toEqual({ count: expect.any(Number) });
    const [otherCustomerSaw] = await eventsBefore(p.otherCustomer.id, otherCustomer);
    expect(otherCustomerSaw).toEqual([]);
  });

  it('raises nothing for a write that rolls back', async () => {
    const ride = await buildRide(t.database, { status: 'UNCONFIRMED', fleetManagerId: p.fm.id });
    const fm = await stream(p.fm.token);
    await fm.waitFor((e) => e.event === 'free-rides.count');
    const stale = await p.admin.api.put(`/api/orders/${ride.id}`, { version: 99, clientNote: 'lost' });
    expect(stale.statusCode).toBe(409);
    const [fmSaw] = await eventsBefore(p.customer.id, fm);
    expect(fmSaw!.filter((e) => e.event.startsWith('ride.'))).toEqual([]);
  });
});

describe('GET /api/dispatch-map/pin/{slug}/events', () => {
  it('sends unavailable until the driver sets off, then the pin, and the pin again when the driver moves', async () => {
    const ride = await buildOwnRide(t, p, {
      status: 'ACCEPTED_BY_DRIVER',
      driverId: p.driver2.id,
      date: new Date(t.clock.now().getTime() + 3_600_000),
    });
    const page = await listen(`${live.base}/api/dispatch-map/pin/${await slugOf(t.database, ride.id)}/events`);
    open.push(page);
    expect((await page.waitFor((e) => e.event === 'unavailable')).data).toEqual({
      code: 'DRIVER_LOCATION_UNKNOWN',
      message: 'Driver location is not yet known; try again later.',
    });
    expect(
      (await p.driver2.api.post('/api/drivers/me/position', { latitude: 50.05, longitude: 14.3, heading: 90, speed: 40 })).statusCode,
    ).toBe(204);
    expect((await p.driver2.api.put(`/api/orders/${ride.id}`, { status: 'ON_THE_WAY' })).statusCode).toBe(200);
    const first = await page.waitFor((e) => e.event === 'pin');
    expect(first.data).toMatchObject({ operating: 'ON_THE_WAY', driverName: 'Tomáš Král', latitude: 50.05, longitude: 14.3, heading: 90 });
    expect(
      (await p.driver2.api.post('/api/drivers/me/position', { latitude: 50.06, longitude: 14.31, heading: 45, speed: 40 })).statusCode,
    ).toBe(204);
    await page.waitFor((e) => e.event === 'pin' && (e.data as { latitude: number }).latitude === 50.06);
  });
});

describe('notifications raised by ride writes', () => {
  it('FLEET_ASSIGNED when a fleet is set, DRIVEWAY_CHANGE when the route changes; listed for the dispatch side', async () => {
    const created = await p.admin.api.post('/api/orders', {
      date: new Date(Date.UTC(2032, 5, 1, 9)).toISOString(),
      route: [
        { address: 'Letiště Václava Havla, Terminál 1', lat: 50.1079, lng: 14.266 },
        { address: 'Václavské náměstí 1, Praha 1', lat: 50.0815, lng: 14.4266 },
      ],
      status: 'UNCONFIRMED',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect((await p.admin.api.put(`/api/orders/${id}`, { fleetManagerId: p.fm.id })).statusCode).toBe(200);
    const reroute = await p.admin.api.put(`/api/orders/${id}`, {
      route: [{ address: 'Hlavní nádraží, Praha' }, { address: 'Václavské náměstí 1, Praha 1' }],
    });
    expect(reroute.statusCode, reroute.body).toBe(200);
    const list = await p.fm.api.get(`/api/orders/${id}/notifications`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject([
      { rideId: id, kind: 'FLEET_ASSIGNED', payload: { fleetManagerId: p.fm.id }, deliveredAt: null },
      {
        rideId: id,
        kind: 'DRIVEWAY_CHANGE',
        payload: {
          from: ['Letiště Václava Havla, Terminál 1', 'Václavské náměstí 1, Praha 1'],
          to: ['Hlavní nádraží, Praha', 'Václavské náměstí 1, Praha 1'],
        },
      },
    ]);
    expect((await p.otherFm.api.get(`/api/orders/${id}/notifications`)).statusCode).toBe(404);
    expect((await p.driver.api.get(`/api/orders/${id}/notifications`)).statusCode).toBe(403);
  });

  it('the ride JSON carries trackingSlug for the dispatch side and the customer only', async () => {
    const ride = await buildOwnRide(t, p);
    for (const who of [p.admin, p.fm, p.customer])
      expect((await who.api.get(`/api/orders/${ride.id}`)).json().trackingSlug).toMatch(/^[0-9a-f]{64}$/);
    for (const who of [p.driver, p.passenger])
      expect((await who.api.get(`/api/orders/${ride.id}`)).json()).not.toHaveProperty('trackingSlug');
  });
});
