import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZFlightTrackingSettings, ZRideFlight } from '@vozka/domain';
import { deliveries, rideFlights, rideHistory, rides, users, vehicleOffers } from '../../db/schema/index.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { startFakeAeroDataBox, type FakeAeroDataBox, type FakeFlight } from '../../test/fake-aerodatabox.ts';
import { buildOwnRide, ridePeople, type RidePeople } from '../rides/test-support.ts';
import { FLIGHT_CHECK_JOB } from './flight-check.job.ts';

const MINUTE = 60_000;
let fake: FakeAeroDataBox;
let t: TestApp;
let p: RidePeople;
let flightSeq = 100;

// The fake provider is up before the app is built: the app reads FLIGHT_API_URL when it starts.
beforeAll(async () => {
  fake = await startFakeAeroDataBox();
  process.env.FLIGHT_API_URL = fake.url;
  process.env.FLIGHT_TIMEOUT_MS = '1000';
});
afterAll(async () => {
  delete process.env.FLIGHT_API_URL;
  delete process.env.FLIGHT_TIMEOUT_MS;
  await fake.close();
});
useTestApp(
  async (app) => {
    t = app;
    p = await ridePeople(t);
    const res = await p.admin.api.put('/api/settings/flight-tracking', {
      provider: 'aerodatabox',
      apiKey: fake.apiKey,
      bufferMinutes: 20,
      maxEarlierMinutes: 60,
      maxLaterMinutes: 240,
    });
    expect(res.statusCode, res.body).toBe(200);
  },
  { jobs: { workers: false } },
);

/** An UNCONFIRMED ride of the first fleet, its flight landing `inMinutes` from now, its pickup 20 min after. */
async function airportRide(
  inMinutes: number,
  flight: Omit<FakeFlight, 'scheduled'> | null,
  overrides: Parameters<typeof buildOwnRide>[2] = {},
) {
  const arrival = new Date(t.clock.now().getTime() + inMinutes * MINUTE);
  const number = `OK ${flightSeq++}`;
  if (flight) fake.set(number, { ...flight, scheduled: arrival });
  // No driver unless asked for: the tests' rides share their times, one driver would overlap itself.
  const ride = await buildOwnRide(t, p, {
    status: 'UNCONFIRMED',
    driverId: null,
    flightNumber: number,
    flightArrival: arrival,
    date: new Date(arrival.getTime() + 20 * MINUTE),
    ...overrides,
  });
  return { ride, arrival, number };
}

const rideRow = async (id: number) => (await t.database.db.select().from(rides).where(eq(rides.id, id)))[0]!;
const flightRow = async (id: number) => (await t.database.db.select().from(rideFlights).where(eq(rideFlights.rideId, id)))[0];
const checkNow = (id: number) => p.admin.api.post(`/api/orders/${id}/flight/check`);
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MINUTE).toISOString();

async function jobsFor(name: string, rideId: number): Promise<number> {
  const r = await t.database.executor.executeSql("select count(*)::int as n from pgboss.job where name = $1 and data->>'rideId' = $2", [
    name,
    String(rideId),
  ]);
  return (r.rows[0] as { n: number }).n;
}
const alerts = async (rideId: number) =>
  (
    await t.database.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.rideId, rideId), eq(deliveries.kind, 'FLIGHT_ALERT')))
  ).length;

/** How many live events (ride changes for the boards) were published. */
async function liveEvents(): Promise<number> {
  const r = await t.database.executor.executeSql('select count(*)::int as n from live_events', []);
  return (r.rows[0] as { n: number }).n;
}

/** One run of the scheduled job, as pg-boss starts it. */
async function runJob() {
  await t.app.jobs.send(t.database.db, FLIGHT_CHECK_JOB, {});
  await t.app.jobs.drain([FLIGHT_CHECK_JOB]);
}

describe('flight settings', () => {
  it('answer the key only as its last 4 characters; a provider without a key is 400', async () => {
    const res = await p.admin.api.get('/api/settings/flight-tracking');
    const body = ZFlightTrackingSettings.parse(res.json());
    expect(body).toMatchObject({ provider: 'aerodatabox', apiKeySet: true, apiKeyHint: `••••${fake.apiKey.slice(-4)}`, bufferMinutes: 20 });
    expect(res.body).not.toContain(fake.apiKey);
    // Left out: the stored key stays.
    const kept = await p.admin.api.put('/api/settings/flight-tracking', { ...body, apiKeySet: undefined, apiKeyHint: undefined });
    expect(kept.json()).toMatchObject({ apiKeySet: true });
    const bad = await p.admin.api.put('/api/settings/flight-tracking', {
      provider: 'aerodatabox',
      apiKey: null,
      bufferMinutes: 20,
      maxEarlierMinutes: 60,
      maxLaterMinutes: 240,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'FLIGHT_API_KEY_REQUIRED', fields: { apiKey: "Enter the provider's API key." } });
    const negative = await p.admin.api.put('/api/settings/flight-tracking', {
      provider: 'none',
      bufferMinutes: -5,
      maxEarlierMinutes: 0,
      maxLaterMinutes: 0,
    });
    expect(negative.statusCode).toBe(400);
  });
});

describe('check flight now', () => {
  it('a delayed flight moves the pickup to landing + buffer: history row without author, ride-event job, live event', async () => {
    const { ride, arrival } = await airportRide(180, { kind: 'delayed', minutes: 40 }, { status: 'PLANNED', driverId: p.driver.id });
    const eventsBefore = await liveEvents();
    const res = await checkNow(ride.id);
    expect(res.statusCode, res.body).toBe(200);
    const flight = ZRideFlight.parse(res.json());
    expect(flight).toMatchObject({ tracking: true, status: 'DELAYED', delayMinutes: 40, expectedArrival: at(arrival, 40) });
    const after = await rideRow(ride.id);
    expect(after.date.toISOString()).toBe(at(arrival, 60));
    const history = await t.database.db
      .select()
      .from(rideHistory)
      .where(and(eq(rideHistory.rideId, ride.id), eq(rideHistory.field, 'date')));
    expect(history).toHaveLength(1);
    expect(history[0]!.userId).toBeNull();
    expect(await jobsFor('ride-event', ride.id)).toBe(1);
    expect(await liveEvents()).toBeGreaterThan(eventsBefore);
    // The notifications handle a change without an author (the flight job): the job completes.
    await t.app.jobs.drain(['ride-event']);
    const states = await t.database.executor.executeSql("select state from pgboss.job where name = 'ride-event' and data->>'rideId' = $1", [
      String(ride.id),
    ]);
    expect(states.rows).toEqual([{ state: 'completed' }]);
    // The ride's answer carries the flight (ride detail, board, driver).
    const detail = await p.driver.api.get(`/api/orders/${ride.id}`);
    expect(detail.json().flight).toMatchObject({ status: 'DELAYED', delayMinutes: 40, scheduledArrival: arrival.toISOString() });
    // Asked again with the same answer: nothing moves, nothing more is sent.
    await checkNow(ride.id);
    expect((await rideRow(ride.id)).date.toISOString()).toBe(at(arrival, 60));
    expect(await jobsFor('ride-event', ride.id)).toBe(1);
  });

  it('a long delay moves the pickup only as far as ADMIN allows (240 min later)', async () => {
    const { ride, arrival } = await airportRide(180, { kind: 'delayed', minutes: 600 });
    await checkNow(ride.id);
    expect((await rideRow(ride.id)).date.toISOString()).toBe(at(arrival, 20 + 240));
  });

  it('a flight landed early: the pickup is landing + buffer, and the flight is asked no more', async () => {
    const { ride, arrival } = await airportRide(30, { kind: 'landed', minutes: -15 });
    const res = await checkNow(ride.id);
    expect(res.json()).toMatchObject({ status: 'LANDED', delayMinutes: -15, expectedArrival: at(arrival, -15) });
    expect((await rideRow(ride.id)).date.toISOString()).toBe(at(arrival, 5));
    expect((await flightRow(ride.id))!.nextCheckAt).toBeNull();
  });

  it('the buffers are set in the offer dialog and the client form (their APIs), null = the default', async () => {
    const offer = await p.admin.api.post('/api/vehicle-offers', {
      name: 'Letištní sedan',
      persons: 3,
      transfer: true,
      flightBufferMinutes: 35,
    });
    expect(offer.statusCode, offer.body).toBe(201);
    expect(offer.json()).toMatchObject({ flightBufferMinutes: 35 });
    const kept = await p.admin.api.put(`/api/vehicle-offers/${offer.json().id}`, { name: 'Letištní sedan', persons: 3, transfer: true });
    expect(kept.json()).toMatchObject({ flightBufferMinutes: 35 });
    const tooLong = await p.admin.api.put(`/api/vehicle-offers/${offer.json().id}`, { name: 'X', persons: 3, flightBufferMinutes: 999 });
    expect(tooLong.statusCode).toBe(400);
    const client = (await p.admin.api.get(`/api/users/${p.otherCustomer.id}`)).json();
    const body = { name: client.name, email: client.email, roles: client.roles, status: client.status, type: client.type, language: 'en' };
    const saved = await p.admin.api.put(`/api/users/${p.otherCustomer.id}`, { ...body, flightBufferMinutes: 50 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await p.admin.api.get(`/api/users/${p.otherCustomer.id}`)).json()).toMatchObject({ flightBufferMinutes: 50 });
    await p.admin.api.put(`/api/users/${p.otherCustomer.id}`, { ...body, flightBufferMinutes: null });
    expect((await p.admin.api.get(`/api/users/${p.otherCustomer.id}`)).json()).toMatchObject({ flightBufferMinutes: null });
  });

  it("the client's buffer wins over the vehicle offer's, the offer's over the default", async () => {
    const [offer] = await t.database.db
      .insert(vehicleOffers)
      .values({ name: 'Airport Van', persons: 7, flightBufferMinutes: 30 })
      .returning();
    const viaOffer = await airportRide(180, { kind: 'delayed', minutes: 10 }, { vehicleOfferId: offer!.id });
    await checkNow(viaOffer.ride.id);
    expect((await rideRow(viaOffer.ride.id)).date.toISOString()).toBe(at(viaOffer.arrival, 10 + 30));
    await t.database.db.update(users).set({ flightBufferMinutes: 45 }).where(eq(users.id, p.customer.id));
    try {
      const viaClient = await airportRide(180, { kind: 'delayed', minutes: 10 }, { vehicleOfferId: offer!.id });
      await checkNow(viaClient.ride.id);
      expect((await rideRow(viaClient.ride.id)).date.toISOString()).toBe(at(viaClient.arrival, 10 + 45));
    } finally {
      await t.database.db.update(users).set({ flightBufferMinutes: null }).where(eq(users.id, p.customer.id));
    }
  });

  it('a diverted flight never moves the ride and alerts the ADMINs once', async () => {
    const { ride } = await airportRide(120, { kind: 'diverted' });
    const eventsBefore = await liveEvents();
    const res = await checkNow(ride.id);
    // Not moved, but the boards hear of it (a live `ride` event: they read the ride's flight again).
    expect(await liveEvents()).toBe(eventsBefore + 1);
    expect(res.json()).toMatchObject({ status: 'DIVERTED', divertedTo: 'BRQ' });
    expect((await rideRow(ride.id)).date.getTime()).toBe(ride.date.getTime());
    expect(await alerts(ride.id)).toBe(1);
    await checkNow(ride.id);
    expect(await alerts(ride.id)).toBe(1);
  });

  it('a cancelled flight never moves the ride and alerts the ADMINs once', async () => {
    const { ride } = await airportRide(120, { kind: 'cancelled' });
    expect((await checkNow(ride.id)).json()).toMatchObject({ status: 'CANCELLED', expectedArrival: null });
    expect((await rideRow(ride.id)).date.getTime()).toBe(ride.date.getTime());
    expect(await alerts(ride.id)).toBe(1);
    await checkNow(ride.id);
    expect(await alerts(ride.id)).toBe(1);
    const [mail] = await t.database.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.rideId, ride.id), eq(deliveries.kind, 'FLIGHT_ALERT')));
    expect(mail!.subject).toContain('cancelled');
  });

  it('the provider down (5xx) or too slow: the ride keeps its time, the status is UNKNOWN', async () => {
    const down = await airportRide(120, { kind: 'down' });
    expect((await checkNow(down.ride.id)).json()).toMatchObject({ status: 'UNKNOWN' });
    expect((await rideRow(down.ride.id)).date.getTime()).toBe(down.ride.date.getTime());
    expect((await flightRow(down.ride.id))!.lastError).toContain('HTTP 503');
    const slow = await airportRide(120, { kind: 'delayed', minutes: 30 });
    fake.delayNext(2_500);
    expect((await checkNow(slow.ride.id)).json()).toMatchObject({ status: 'UNKNOWN' });
    expect((await rideRow(slow.ride.id)).date.getTime()).toBe(slow.ride.date.getTime());
    expect((await p.admin.api.get(`/api/orders/${slow.ride.id}`)).json().flight).toMatchObject({ status: 'UNKNOWN', tracking: true });
  });

  it('a ride without a flight is 409 FLIGHT_NOT_TRACKED; another ride id 404', async () => {
    const ride = await buildOwnRide(t, p);
    expect((await checkNow(ride.id)).json()).toMatchObject({ code: 'FLIGHT_NOT_TRACKED' });
    expect((await checkNow(999_999)).statusCode).toBe(404);
  });
});

describe('the flight job', () => {
  it('asks from 6 h before the arrival every 15 min, every 5 min in the last hour, and stops after the landing', async () => {
    const { ride, arrival, number } = await airportRide(7 * 60, { kind: 'scheduled' });
    const asked = () => fake.requests.filter((r) => r.path.includes(number.replace(' ', ''))).length;
    await runJob();
    expect(asked()).toBe(0);
    t.clock.set(new Date(arrival.getTime() - 6 * 60 * MINUTE));
    await runJob();
    expect(asked()).toBe(1);
    expect((await flightRow(ride.id))!.nextCheckAt!.toISOString()).toBe(at(arrival, -6 * 60 + 15));
    // A second run in the same minute asks nobody (idempotent).
    await runJob();
    expect(asked()).toBe(1);
    t.clock.advance(15 * MINUTE);
    await runJob();
    expect(asked()).toBe(2);
    // In the last hour: every 5 minutes.
    t.clock.set(new Date(arrival.getTime() - 50 * MINUTE));
    await runJob();
    expect(asked()).toBe(3);
    expect((await flightRow(ride.id))!.nextCheckAt!.toISOString()).toBe(at(arrival, -45));
    fake.set(number, { kind: 'landed', minutes: 0, scheduled: arrival });
    t.clock.advance(5 * MINUTE);
    await runJob();
    expect(asked()).toBe(4);
    expect((await flightRow(ride.id))!.status).toBe('LANDED');
    t.clock.advance(30 * MINUTE);
    await runJob();
    expect(asked()).toBe(4);
  });

  it('with the provider `none` the ride says "tracking off" and nothing is asked', async () => {
    const { ride } = await airportRide(60, { kind: 'delayed', minutes: 40 });
    await p.admin.api.put('/api/settings/flight-tracking', {
      provider: 'none',
      bufferMinutes: 20,
      maxEarlierMinutes: 60,
      maxLaterMinutes: 240,
    });
    try {
      const before = fake.requests.length;
      await runJob();
      expect(fake.requests.length).toBe(before);
      expect((await p.admin.api.get(`/api/orders/${ride.id}`)).json().flight).toMatchObject({ tracking: false, status: 'SCHEDULED' });
      expect((await checkNow(ride.id)).json()).toMatchObject({ code: 'FLIGHT_TRACKING_OFF' });
    } finally {
      await p.admin.api.put('/api/settings/flight-tracking', {
        provider: 'aerodatabox',
        bufferMinutes: 20,
        maxEarlierMinutes: 60,
        maxLaterMinutes: 240,
      });
    }
  });
});
