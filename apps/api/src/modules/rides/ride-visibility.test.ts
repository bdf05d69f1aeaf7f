import { beforeAll, describe, expect, it } from 'vitest';
import { useRideApp, buildOwnRide, buildRide, type RidePeople, type TestApp } from './test-support.ts';

// Which rides each role sees (the list and one ride), which of their fields, and the abilities sent with them.
let t: TestApp;
let p: RidePeople;

useRideApp((app, people) => ((t = app), (p = people)));

describe('who sees which ride', () => {
  let own: number, other: number, free: number, freeInFleet: number, deleted: number, pooled: number;
  const ids = (body: { objects: { id: number }[] }) => body.objects.map((r) => r.id).sort((a, b) => a - b);
  const window = 'dateFrom=2035-01-01_00:00:00&dateTo=2035-12-31_23:59:59&size=200';

  beforeAll(async () => {
    const at = (day: number) => new Date(Date.UTC(2035, 0, day, 9));
    own = (
      await buildOwnRide(t, p, {
        date: at(1),
        clientPrice: 100000,
        driverPrice: 80000,
        dispatchingNote: 'secret',
      })
    ).id;
    other = (
      await buildRide(t.database, {
        date: at(2),
        status: 'PLANNED',
        fleetManagerId: p.otherFm.id,
        driverId: p.otherDriver.id,
        customerId: p.otherCustomer.id,
        passengerId: p.otherPassenger.id,
      })
    ).id;
    free = (await buildRide(t.database, { date: at(3), status: 'FREE', customerId: p.otherCustomer.id })).id;
    freeInFleet = (await buildRide(t.database, { date: at(4), status: 'FREE', fleetManagerId: p.otherFm.id })).id;
    deleted = (
      await buildRide(t.database, {
        date: at(5),
        status: 'DELETED',
        previousStatus: 'NEW',
        fleetManagerId: p.fm.id,
        customerId: p.customer.id,
      })
    ).id;
    pooled = (await buildRide(t.database, { date: at(6), status: 'PLANNED', driverId: p.poolDriver.id, customerId: p.otherCustomer.id }))
      .id;
  });

  it('lists by role: ADMIN all, fleet + pool, own, own + pool for a pool driver, own as customer and passenger', async () => {
    const expected: [keyof RidePeople, number[]][] = [
      ['admin', [own, other, free, freeInFleet, pooled]],
      ['fm', [own, free, freeInFleet]],
      ['otherFm', [other, free, freeInFleet]],
      ['driver', [own]],
      ['poolDriver', [free, freeInFleet, pooled]],
      ['customer', [own]],
      ['passenger', [own]],
      ['otherCustomer', [other, free, pooled]],
      ['otherPassenger', [other]],
    ];
    for (const [who, list] of expected) {
      const res = await p[who].api.get(`/api/orders?${window}`);
      expect([who, res.statusCode, ids(res.json())]).toEqual([who, 200, [...list].sort((a, b) => a - b)]);
    }
    // Deleted rides leave the list unless asked for: ADMIN only.
    expect(ids((await p.admin.api.get(`/api/orders?${window}&status=DELETED`)).json())).toEqual([deleted]);
    expect(ids((await p.admin.api.get(`/api/orders?${window}&status=DELETED,PLANNED`)).json())).toEqual(
      [own, other, deleted, pooled].sort((a, b) => a - b),
    );
    expect(ids((await p.fm.api.get(`/api/orders?${window}&status=DELETED`)).json())).toEqual([]);
  });

  it("answers 404 for another customer's or another fleet's ride on every call, never its data", async () => {
    const calls = (id: number) =>
      [
        ['get', `/api/orders/${id}`],
        ['get', `/api/orders/${id}/history`],
        ['put', `/api/orders/${id}`],
        ['put', `/api/orders/${id}/mark-as-seen`],
        ['put', `/api/orders/${id}/set-waiting-time?time=5`],
        ['get', `/api/orders/${id}/duplicate`],
      ] as const;
    for (const who of ['fm', 'driver', 'customer', 'passenger'] as const) {
      for (const [method, url] of calls(other)) {
        const res = await p[who].api[method](url, ...(method === 'put' ? [{ clientNote: 'x' }] : []));
        // Duplicating is no call of a driver or a passenger at all (the role check answers first).
        const expected = url.endsWith('/duplicate') && (who === 'driver' || who === 'passenger') ? 403 : 404;
        expect([who, url, res.statusCode]).toEqual([who, url, expected]);
        expect(res.body).not.toContain('Other Customer');
      }
    }
    expect((await p.driver.api.get(`/api/orders/${free}`)).statusCode).toBe(404);
    expect((await p.fm.api.get(`/api/orders/${deleted}`)).statusCode).toBe(404);
    expect((await p.admin.api.get(`/api/orders/${deleted}`)).statusCode).toBe(200);
    expect((await p.admin.api.get('/api/orders/999999')).statusCode).toBe(404);
    expect((await p.admin.api.get('/api/orders/abc')).statusCode).toBe(400);
  });

  it('leaves out the fields a role may not see', async () => {
    const keys = async (who: keyof RidePeople) => {
      const ride = (await p[who].api.get(`/api/orders/${own}`)).json();
      return ['driverPrice', 'priceForClient', 'dispatchingNote'].filter((k) => k in ride);
    };
    expect(await keys('admin')).toEqual(['driverPrice', 'priceForClient', 'dispatchingNote']);
    expect(await keys('fm')).toEqual(['driverPrice', 'priceForClient', 'dispatchingNote']);
    expect(await keys('driver')).toEqual(['driverPrice']);
    expect(await keys('customer')).toEqual(['priceForClient']);
    expect(await keys('passenger')).toEqual(['priceForClient']);
    const listed = (await p.driver.api.get(`/api/orders?${window}`)).json().objects[0];
    expect(listed).not.toHaveProperty('priceForClient');
    expect((await p.admin.api.get(`/api/orders/${own}`)).json()).toMatchObject({
      priceForClient: 1000,
      driverPrice: 800,
      dispatchingNote: 'secret',
    });
  });

  it('sends abilities from the same rules', async () => {
    const abilities = async (who: keyof RidePeople, id = own) => (await p[who].api.get(`/api/orders/${id}`)).json().abilities;
    // Each role's abilities as what it gets beyond none.
    const none = { edit: false, nextStatuses: [], clearFleet: false, setWaiting: false, duplicate: false, delete: false };
    const noMore = { history: false, markSeen: false, notifications: false };
    const payments = { view: true, manage: false, addCash: false, copyLinks: false };
    expect(await abilities('driver')).toEqual({
      ...none,
      ...noMore,
      nextStatuses: ['UNCONFIRMED', 'ACCEPTED_BY_DRIVER', 'CANCELED_BY_DRIVER'],
      setWaiting: true,
      history: true,
      payments: { ...payments, addCash: true },
    });
    expect(await abilities('customer')).toEqual({
      ...none,
      ...noMore,
      edit: true,
      nextStatuses: ['CANCELED_BY_CLIENT'],
      duplicate: true,
      history: true,
      payments: { ...payments, copyLinks: true },
    });
    expect(await abilities('passenger')).toEqual({ ...none, ...noMore, payments });
    expect(await abilities('fm')).toMatchObject({ edit: true, clearFleet: true, setWaiting: true, duplicate: true, delete: false });
    expect(await abilities('fm')).toMatchObject({
      history: true,
      markSeen: true,
      notifications: true,
      payments: { view: true, manage: false, addCash: false, copyLinks: true },
    });
    // A fleet manager looking at a FREE ride of the pool: neither its payments nor its "seen" mark.
    expect(await abilities('fm', free)).toMatchObject({
      markSeen: false,
      payments: { view: false, manage: false, addCash: false, copyLinks: false },
    });
    expect((await abilities('poolDriver', free)).nextStatuses).toEqual(['PLANNED']);
    expect((await abilities('admin', deleted)).nextStatuses).toEqual(['NEW']);
  });
});
