import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rides } from '../../db/schema/index.ts';
import { useRideApp, apiAs, buildOwnRide, type Api, type RidePeople, type TestApp } from './test-support.ts';

let t: TestApp;
let p: RidePeople;

useRideApp((app, people) => ((t = app), (p = people)));

const MIN = 60_000;

/** An accepted ride of the first fleet's driver, picked up `minutes` from now, 3 hours after the last test's rides. */
async function acceptedRide(minutes: number, driverId = p.driver.id) {
  t.clock.advance(3 * 60 * MIN);
  return buildOwnRide(t, p, { status: 'ACCEPTED_BY_DRIVER', driverId, date: new Date(t.clock.now().getTime() + minutes * MIN) });
}

async function step(api: Api, id: number, status: string) {
  const res = await api.put(`/api/orders/${id}`, { status });
  return { status: res.statusCode, body: res.json() };
}

const statusHistory = async (id: number) =>
  (await p.driver.api.get(`/api/orders/${id}/history`))
    .json<{ field: string; oldValue: string; newValue: string }[]>()
    .filter((h) => h.field === 'status')
    .map((h) => `${h.oldValue}→${h.newValue}`);

describe('setting off follows the clock', () => {
  it('refuses "on the way" before the lead time with the reason in en and cs, and allows it from then on', async () => {
    // 2026-11-20 13:00 Prague + 2 h: pick-up at 15:00, the driver may set off from 13:30.
    const ride = await acceptedRide(120);
    const early = await step(p.driver.api, ride.id, 'ON_THE_WAY');
    expect(early).toMatchObject({
      status: 409,
      body: { code: 'RIDE_STEP_TOO_EARLY', message: 'You can set off at the earliest 90 minutes before pick-up (from 13:30).' },
    });
    const cs = await apiAs(t, p.driver.token, { 'accept-language': 'cs' }).put(`/api/orders/${ride.id}`, { status: 'ON_THE_WAY' });
    expect(cs.json().message).toBe('Vyrazit můžete nejdříve 90 minut před vyzvednutím (od 13:30).');

    t.clock.advance(30 * MIN);
    expect(await step(p.driver.api, ride.id, 'ON_THE_WAY')).toMatchObject({ status: 200, body: { status: 'ON_THE_WAY' } });
    await t.database.db.update(rides).set({ status: 'DONE' }).where(eq(rides.id, ride.id));
  });

  it('takes the lead time from the settings (ADMIN sets it, the driver reads it); ADMIN moves a ride at any time', async () => {
    expect((await p.driver.api.get('/api/settings/driver-steps')).json()).toEqual({ leadMinutes: 90 });
    expect((await p.driver.api.put('/api/settings/driver-steps', { leadMinutes: 200 })).statusCode).toBe(403);
    expect((await p.admin.api.put('/api/settings/driver-steps', { leadMinutes: 0 })).statusCode).toBe(400);
    expect((await p.admin.api.put('/api/settings/driver-steps', { leadMinutes: 180 })).json()).toEqual({ leadMinutes: 180 });
    const ride = await acceptedRide(150);
    expect(await step(p.driver.api, ride.id, 'ON_THE_WAY')).toMatchObject({ status: 200 });
    await t.database.db.update(rides).set({ status: 'DONE' }).where(eq(rides.id, ride.id));
    await p.admin.api.put('/api/settings/driver-steps', { leadMinutes: 90 });

    const far = await acceptedRide(600);
    expect(await step(p.admin.api, far.id, 'ON_THE_WAY')).toMatchObject({ status: 200 });
    await t.database.db.update(rides).set({ status: 'DONE' }).where(eq(rides.id, far.id));
  });
});

describe('one ride at a time, DONE only at the place', () => {
  it('refuses a second ride on the way, and DONE before the driver is at the pick-up', async () => {
    // The first is late (its pick-up was 10 minutes ago), the second within its lead time.
    const first = await acceptedRide(-10);
    const second = await buildOwnRide(t, p, { status: 'ACCEPTED_BY_DRIVER', date: new Date(t.clock.now().getTime() + 85 * MIN) });
    expect(await step(p.driver.api, first.id, 'ON_THE_WAY')).toMatchObject({ status: 200 });
    expect(await step(p.driver.api, second.id, 'ON_THE_WAY')).toMatchObject({
      status: 409,
      body: { code: 'RIDE_OTHER_ACTIVE', message: `Finish ride ${first.id} first: you are on one ride at a time.` },
    });
    expect(await step(p.driver.api, first.id, 'DONE')).toMatchObject({
      status: 409,
      body: { code: 'RIDE_DONE_BEFORE_ON_THE_PLACE', message: 'The ride can be finished only after you are at the pick-up place.' },
    });
    for (const status of ['ON_THE_PLACE', 'OCCUPIED', 'DONE']) expect((await step(p.driver.api, first.id, status)).status).toBe(200);
    expect(await step(p.driver.api, second.id, 'ON_THE_WAY')).toMatchObject({ status: 200 });
    await t.database.db.update(rides).set({ status: 'DONE' }).where(eq(rides.id, second.id));
  });
});

describe('undoing the last step', () => {
  it('takes back DONE within 2 minutes, clears the done time, writes it to the history; then DONE again', async () => {
    const ride = await acceptedRide(60);
    for (const status of ['ON_THE_WAY', 'ON_THE_PLACE', 'OCCUPIED', 'DONE'])
      expect((await step(p.driver.api, ride.id, status)).status).toBe(200);
    t.clock.advance(119_000);
    expect((await p.admin.api.put(`/api/orders/${ride.id}/undo-step`)).statusCode).toBe(403);
    const undo = await p.driver.api.put(`/api/orders/${ride.id}/undo-step`);
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ status: 'OCCUPIED', previousStatus: 'ON_THE_PLACE', doneTime: null });
    expect(await statusHistory(ride.id)).toEqual(
      [
        'PLANNED→ACCEPTED_BY_DRIVER',
        'ACCEPTED_BY_DRIVER→ON_THE_WAY',
        'ON_THE_WAY→ON_THE_PLACE',
        'ON_THE_PLACE→OCCUPIED',
        'OCCUPIED→DONE',
        'DONE→OCCUPIED',
      ].slice(1),
    );
    // An undo is not undone again (it would skip the rules).
    expect((await p.driver.api.put(`/api/orders/${ride.id}/undo-step`)).json()).toMatchObject({ code: 'RIDE_UNDO_UNAVAILABLE' });
    expect(await step(p.driver.api, ride.id, 'DONE')).toMatchObject({ status: 200, body: { status: 'DONE' } });
  });

  it('refuses after 2 minutes, with the reason', async () => {
    const ride = await acceptedRide(60);
    expect((await step(p.driver.api, ride.id, 'ON_THE_WAY')).status).toBe(200);
    t.clock.advance(2 * MIN);
    const late = await p.driver.api.put(`/api/orders/${ride.id}/undo-step`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'RIDE_UNDO_UNAVAILABLE',
      message: 'Only your last step of the last 2 minutes can be undone.',
    });
    const cs = await apiAs(t, p.driver.token, { 'accept-language': 'cs' }).put(`/api/orders/${ride.id}/undo-step`);
    expect(cs.json().message).toBe('Vrátit lze jen váš poslední krok z posledních 2 minut.');
    await t.database.db.update(rides).set({ status: 'DONE' }).where(eq(rides.id, ride.id));
  });
});
