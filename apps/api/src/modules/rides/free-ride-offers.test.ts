import { describe, expect, it } from 'vitest';
import { useRideApp, buildRide, type Api, type RidePeople, type TestApp } from './test-support.ts';

let t: TestApp;
let p: RidePeople;

useRideApp((app, people) => ((t = app), (p = people)));

const WHO_RIDES = ['customerId', 'customerName', 'passengerId', 'passengerName', 'passengerPhone', 'passengerEmail', 'meetingBoard'];

/** A FREE ride of the customer's passenger, with a name board and the driver's price. */
function offer() {
  return buildRide(t.database, {
    status: 'FREE',
    customerId: p.customer.id,
    passengerId: p.passenger.id,
    meetingBoard: 'Petr Cestující',
    driverPrice: 85_000,
    vehicleCategory: 'STANDARD',
  });
}

async function asListed(api: Api, id: number) {
  const list = await api.get('/api/orders?status=FREE&size=200');
  expect(list.statusCode, list.body).toBe(200);
  return (list.json().objects as { id: number }[]).find((r) => r.id === id);
}

describe('free-ride offers (issue 17 §4)', () => {
  it('show a pool driver and a pool fleet manager what they decide by, never who rides, until taken', async () => {
    const ride = await offer();
    for (const api of [p.poolDriver.api, p.fm.api]) {
      const listed = await asListed(api, ride.id);
      const one = (await api.get(`/api/orders/${ride.id}`)).json();
      for (const shown of [listed, one]) {
        expect(shown).toMatchObject({ id: ride.id, date: ride.date.toISOString(), driverPrice: 850, vehicleCategory: 'STANDARD' });
        expect(shown).toHaveProperty('route.0.address');
        for (const field of WHO_RIDES) expect(shown).not.toHaveProperty(field);
        expect(JSON.stringify(shown)).not.toMatch(/Cestující|Zákaznice|601 000 005/);
      }
    }
    // ADMIN and the customer see the ride whole.
    expect((await p.admin.api.get(`/api/orders/${ride.id}`)).json()).toMatchObject({
      passengerName: 'Petr Cestující',
      customerName: 'Klára Zákaznice',
    });
    expect((await p.customer.api.get(`/api/orders/${ride.id}`)).json()).toMatchObject({ passengerName: 'Petr Cestující' });

    const taken = await p.poolDriver.api.put(`/api/orders/${ride.id}`, { status: 'PLANNED', version: ride.version });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({
      passengerName: 'Petr Cestující',
      passengerPhone: '+420 601 000 005',
      meetingBoard: 'Petr Cestující',
    });
  });
});
