import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/test-app.ts';
import { rideBody } from '../rides/test-support.ts';
import { caller, person, type Person } from './test-support.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof caller>;
let admin: Person;
let offerId: number;

const PRAGUE_AREA = [
  { lat: 49.94, lng: 14.22 },
  { lat: 49.94, lng: 14.71 },
  { lat: 50.18, lng: 14.71 },
  { lat: 50.18, lng: 14.22 },
];

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t.app);
  admin = await person(t.app, t.database, 'ADMIN');
  offerId = (await call(admin, 'POST', '/api/vehicle-offers', { name: 'Sedan', persons: 4, transfer: true })).json().id;
  // Waiting 6 Kč/min up to 30 km, 9 Kč/min beyond: the airport → Wenceslas Square ride (~17 km) is in the first.
  await call(admin, 'PUT', `/api/distance-prices/${offerId}`, {
    intervals: [
      { fromKm: 0, toKm: 30, pricePerKm: 35, minimumFare: 500, waitingPerMinute: 6 },
      { fromKm: 30, toKm: null, pricePerKm: 30, minimumFare: 500, waitingPerMinute: 9 },
    ],
  });
  await call(admin, 'PUT', '/api/settings/operation-area', { points: PRAGUE_AREA });
});
afterAll(async () => {
  await t.close();
});

const waiting = async (id: number, minutes: number) => {
  const res = await call(admin, 'PUT', `/api/orders/${id}/set-waiting-time?time=${minutes}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('a ride priced by the calculator', () => {
  it('keeps its price when the prices change; waiting adds the per-minute rate of the moment it was priced', async () => {
    const created = await call(admin, 'POST', '/api/orders', rideBody({ vehicleOfferId: offerId, priceForClient: 890 }));
    expect(created.statusCode, created.body).toBe(201);
    const ride = created.json();
    expect(ride).toMatchObject({ priceForClient: 890, outsideArea: false });
    // A later price list does not touch the ride.
    await call(admin, 'PUT', `/api/distance-prices/${offerId}`, {
      intervals: [{ fromKm: 0, pricePerKm: 50, minimumFare: 900, waitingPerMinute: 20 }],
    });
    expect(await waiting(ride.id, 10)).toMatchObject({ waiting: 10, priceForClient: 950 });
    expect(await waiting(ride.id, 25)).toMatchObject({ priceForClient: 1040 });
    expect(await waiting(ride.id, 0)).toMatchObject({ priceForClient: 890 });
    const history = (await call(admin, 'GET', `/api/orders/${ride.id}/history`)).json();
    expect(history.filter((h: { field: string }) => h.field === 'priceForClient').map((h: { newValue: string }) => h.newValue)).toEqual([
      '950',
      '1040',
      '890',
    ]);
  });

  it('takes a new price as including the waiting already on the ride', async () => {
    await call(admin, 'PUT', `/api/distance-prices/${offerId}`, {
      intervals: [{ fromKm: 0, pricePerKm: 35, minimumFare: 500, waitingPerMinute: 8 }],
    });
    const ride = (
      await call(admin, 'POST', '/api/orders', rideBody({ vehicleOfferId: offerId, priceForClient: 1000, waiting: 10 }))
    ).json();
    expect(ride.priceForClient).toBe(1000);
    expect(await waiting(ride.id, 20)).toMatchObject({ priceForClient: 1080 });
    const edited = await call(admin, 'PUT', `/api/orders/${ride.id}`, { version: 2, priceForClient: 1200 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await waiting(ride.id, 0)).toMatchObject({ priceForClient: 1040 });
  });

  it('a duplicate starts from the price before waiting, with no waiting', async () => {
    const ride = (await call(admin, 'POST', '/api/orders', rideBody({ vehicleOfferId: offerId, priceForClient: 700 }))).json();
    const waited = await waiting(ride.id, 10);
    expect(waited.priceForClient).toBeGreaterThan(700);
    const copy = await call(admin, 'GET', `/api/orders/${ride.id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({ waiting: 0, priceForClient: 700 });
  });

  it('leaves a price without a vehicle offer alone', async () => {
    const ride = (await call(admin, 'POST', '/api/orders', rideBody({ priceForClient: 700 }))).json();
    expect(await waiting(ride.id, 15)).toMatchObject({ waiting: 15, priceForClient: 700 });
  });

  it('flags a pick-up outside the operation area, and clears the flag when the route moves inside', async () => {
    const brno = [
      { address: 'Brno, hlavní nádraží', lat: 49.1906, lng: 16.6129 },
      { address: 'Praha 1', lat: 50.087, lng: 14.421 },
    ];
    const ride = (await call(admin, 'POST', '/api/orders', rideBody({ route: brno }))).json();
    expect(ride.outsideArea).toBe(true);
    expect((await call(admin, 'GET', `/api/orders/${ride.id}`)).json().outsideArea).toBe(true);
    const moved = await call(admin, 'PUT', `/api/orders/${ride.id}`, { version: ride.version, route: [...brno].reverse() });
    expect(moved.json().outsideArea).toBe(false);
    const unknown = (await call(admin, 'POST', '/api/orders', rideBody({ route: [{ address: 'Někde' }, { address: 'Jinde' }] }))).json();
    expect(unknown.outsideArea).toBe(false);
  });
});
