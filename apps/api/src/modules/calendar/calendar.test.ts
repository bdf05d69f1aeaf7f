import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rides, users, vehicles } from '../../db/schema/index.ts';
import { insertId } from '../../db/by-id.ts';
import { PUBLIC_URL } from '../../test/test-app.ts';
import { buildOwnRide, buildRide, useRideApp, type RidePeople, type TestApp } from '../rides/test-support.ts';
import { fetchFeed, parseFeed, pathOf } from './test-support.ts';

let t: TestApp;
let p: RidePeople;

useRideApp((app, people) => ((t = app), (p = people)));

const DAY = 86_400_000;
const HOST = new URL(PUBLIC_URL).host;

/** A new feed URL of a user (POST /api/profile/calendar-feed). */
async function newFeed(api: RidePeople['driver']['api']): Promise<string> {
  const res = await api.post('/api/profile/calendar-feed');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url;
}

async function feedEvents(url: string) {
  const res = await fetchFeed(t, url);
  expect(res.statusCode, res.body).toBe(200);
  return parseFeed(res.body).events;
}

describe('the profile calendar feed', () => {
  it('has no URL at first; a new one is a capability URL of 256 random bits, answered again on reading', async () => {
    const empty = await p.driver2.api.get('/api/profile/calendar-feed');
    expect(empty.json()).toEqual({ url: null, createdAt: null });
    const url = await newFeed(p.driver2.api);
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const again = await p.driver2.api.get('/api/profile/calendar-feed');
    expect(again.json()).toEqual({ url, createdAt: t.clock.now().toISOString() });
  });

  it('a new link replaces the old one (old URL 404); revoking makes the URL answer 404', async () => {
    const first = await newFeed(p.poolDriver.api);
    const second = await newFeed(p.poolDriver.api);
    expect(second).not.toBe(first);
    const old = await fetchFeed(t, first);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ code: 'CALENDAR_FEED_MISSING' });
    expect((await fetchFeed(t, second)).statusCode).toBe(200);

    expect((await p.poolDriver.api.del('/api/profile/calendar-feed')).statusCode).toBe(204);
    expect((await fetchFeed(t, second)).statusCode).toBe(404);
    expect((await p.poolDriver.api.get('/api/profile/calendar-feed')).json()).toEqual({ url: null, createdAt: null });
    // Revoking again is no error.
    expect((await p.poolDriver.api.del('/api/profile/calendar-feed')).statusCode).toBe(204);
  });

  it('answers 404 for a malformed or unknown token, and for a blocked, deleted or no longer driver owner', async () => {
    expect((await t.app.inject({ url: '/api/calendar/nothing.ics' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/calendar/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
    const url = await newFeed(p.otherDriver.api);
    expect((await fetchFeed(t, url)).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, p.otherDriver.id));
    expect((await fetchFeed(t, url)).statusCode).toBe(404);
    await t.database.db.update(users).set({ status: 'ACTIVE', deletedAt: t.clock.now() }).where(eq(users.id, p.otherDriver.id));
    expect((await fetchFeed(t, url)).statusCode).toBe(404);
    await t.database.db.update(users).set({ deletedAt: null }).where(eq(users.id, p.otherDriver.id));
    expect((await fetchFeed(t, url)).statusCode).toBe(200);
    // No longer a driver (nor a customer): its old URL answers 404 too.
    await t.database.db
      .update(users)
      .set({ roles: ['PASSENGER'] })
      .where(eq(users.id, p.otherDriver.id));
    expect((await fetchFeed(t, url)).statusCode).toBe(404);
    await t.database.db
      .update(users)
      .set({ roles: ['DRIVER'] })
      .where(eq(users.id, p.otherDriver.id));
  });
});

describe('GET /api/calendar/{token}.ics', () => {
  it("a driver's feed: its own rides of the last 7 days and upcoming, in Europe/Prague, with the passenger's name and phone", async () => {
    const now = t.clock.now().getTime();
    // 2031-07-01 08:00 UTC is 10:00 summer time in Prague; the factory's January days are 09:00 winter time.
    const summer = await buildOwnRide(t, p, { date: new Date(Date.UTC(2031, 6, 1, 8)) });
    const winter = await buildOwnRide(t, p, { flightNumber: 'OK 123' });
    const lastWeek = await buildOwnRide(t, p, { status: 'DONE', date: new Date(now - 6 * DAY) });
    const tooOld = await buildOwnRide(t, p, { status: 'DONE', date: new Date(now - 8 * DAY) });
    const cancelled = await buildOwnRide(t, p, { status: 'CANCELED_BY_CLIENT' });
    const deleted = await buildOwnRide(t, p, { status: 'DELETED' });
    const colleagues = await buildOwnRide(t, p, { driverId: p.driver2.id });
    const pool = await buildRide(t.database, { status: 'FREE', customerId: p.otherCustomer.id });

    const res = await fetchFeed(t, await newFeed(p.driver.api));
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { calendar, events } = parseFeed(res.body);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Prague');
    const uids = events.map((e) => e.uid);
    for (const ride of [summer, winter, lastWeek, cancelled]) expect(uids).toContain(`ride-${ride.id}@${HOST}`);
    for (const ride of [tooOld, deleted, colleagues, pool]) expect(uids).not.toContain(`ride-${ride.id}@${HOST}`);

    const event = (id: number) => events.find((e) => e.uid === `ride-${id}@${HOST}`)!;
    const s = event(summer.id);
    expect(s.startZone).toBe('Europe/Prague');
    expect(s.startWall).toEqual({ hour: 10, minute: 0 });
    expect(s.start.toISOString()).toBe(summer.date.toISOString());
    expect(s.end.toISOString()).toBe(summer.busyUntil.toISOString());
    expect(event(winter.id).startWall).toEqual({ hour: 9, minute: 0 });
    expect(event(winter.id).start.toISOString()).toBe(winter.date.toISOString());

    expect(s.summary).toBe(`Ride ${summer.id}: Letiště Václava Havla, Terminál 1 → Václavské náměstí 1, Praha 1`);
    expect(s.location).toBe('Letiště Václava Havla, Terminál 1');
    expect(s.url).toBe(`${PUBLIC_URL}/manage/drives/${summer.id}`);
    expect(s.sequence).toBe(summer.version);
    expect(s.lastModified?.toISOString()).toBe(new Date(Math.floor(summer.updatedAt.getTime() / 1000) * 1000).toISOString());
    expect(s.description).toContain('1. Letiště Václava Havla, Terminál 1\n2. Václavské náměstí 1, Praha 1');
    expect(s.description).toContain('Passenger: Petr Cestující, +420 601 000 005');
    expect(s.description).not.toContain('Driver:');
    expect(event(winter.id).description).toContain('Flight: OK 123');
    expect(event(cancelled.id).status).toBe('CANCELLED');
    expect(event(cancelled.id).summary).toMatch(/^CANCELLED: Ride /);
    expect(s.status).toBe('CONFIRMED');
  });

  it("a customer's feed (in Czech): its rides as customer with the driver and the vehicle, never another customer's", async () => {
    await t.database.db.update(users).set({ language: 'cs' }).where(eq(users.id, p.customer.id));
    const vehicleId = await insertId(t.database.db, vehicles, {
      brand: 'Škoda',
      model: 'Superb',
      color: 'černá',
      registrationPlate: '1AB2345',
      fleetManagerId: p.fm.id,
    });
    const own = await buildOwnRide(t, p, { vehicleId });
    const unassigned = await buildRide(t.database, { status: 'NEW', customerId: p.customer.id });
    const others = await buildRide(t.database, { status: 'PLANNED', customerId: p.otherCustomer.id, driverId: p.driver.id });

    const events = await feedEvents(await newFeed(p.customer.api));
    const uids = events.map((e) => e.uid);
    expect(uids).toContain(`ride-${own.id}@${HOST}`);
    expect(uids).toContain(`ride-${unassigned.id}@${HOST}`);
    expect(uids).not.toContain(`ride-${others.id}@${HOST}`);
    const event = events.find((e) => e.uid === `ride-${own.id}@${HOST}`)!;
    expect(event.summary).toMatch(new RegExp(`^Jízda ${own.id}: `));
    expect(event.description).toContain('Řidič: David Řidič, +420 601 000 003');
    expect(event.description).toContain('Vozidlo: Škoda Superb černá 1AB2345');
    expect(event.description).not.toContain('Cestující');
    const none = events.find((e) => e.uid === `ride-${unassigned.id}@${HOST}`)!;
    expect(none.description).toContain('Řidič: Řidič zatím nebyl přidělen');
  });

  it("follows the ride: a change shows in the next fetch with a higher SEQUENCE; a ride given to another driver leaves the first one's feed", async () => {
    const ride = await buildOwnRide(t, p);
    const url = await newFeed(p.driver.api);
    const uid = `ride-${ride.id}@${HOST}`;
    const before = (await feedEvents(url)).find((e) => e.uid === uid)!;
    const later = new Date(ride.date.getTime() + 2 * 3_600_000);
    await t.database.db
      .update(rides)
      .set({
        date: later,
        busyUntil: new Date(later.getTime() + 3_600_000),
        version: ride.version + 1,
        updatedAt: new Date(ride.updatedAt.getTime() + 60_000),
      })
      .where(eq(rides.id, ride.id));
    const after = (await feedEvents(url)).find((e) => e.uid === uid)!;
    expect(after.sequence).toBe(before.sequence + 1);
    expect(after.start.toISOString()).toBe(later.toISOString());
    expect(after.lastModified!.getTime()).toBeGreaterThan(before.lastModified!.getTime());

    await t.database.db.update(rides).set({ driverId: p.driver2.id }).where(eq(rides.id, ride.id));
    expect((await feedEvents(url)).map((e) => e.uid)).not.toContain(uid);
    expect((await feedEvents(await newFeed(p.driver2.api))).map((e) => e.uid)).toContain(uid);
  });

  it('limits 60 fetches a minute per token: another token still answers; a minute later the first again', async () => {
    const busy = await newFeed(p.otherCustomer.api);
    const calm = await newFeed(p.customer.api);
    for (let i = 0; i < 60; i += 1) expect((await fetchFeed(t, busy)).statusCode).toBe(200);
    const limited = await fetchFeed(t, busy);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toHaveProperty('message');
    expect((await fetchFeed(t, calm)).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await fetchFeed(t, busy)).statusCode).toBe(200);
  });

  it('the feed path is /api/calendar/{token}.ics under the public URL', async () => {
    const url = await newFeed(p.driver.api);
    expect(pathOf(url)).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  });
});
