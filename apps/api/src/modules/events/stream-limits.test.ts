import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rideHistory } from '../../db/schema/index.ts';
import { startTestApp } from '../../test/test-app.ts';
import { buildRide, ridePeople, type RidePeople, type TestApp } from '../rides/test-support.ts';
import { placeDriver, slugOf } from '../dispatch/test-support.ts';
import { createStreamGate } from '../../shared/stream-gate.ts';
import { listen, type Listening } from './test-support.ts';

let t: TestApp;
let p: RidePeople;
let base: string;
const gate = createStreamGate({ perAddress: 3, anonymousTotal: 100, perUser: 2 });
const open: Listening[] = [];

beforeAll(async () => {
  t = await startTestApp({ eventStreamMs: 60_000, streams: gate });
  p = await ridePeople(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const l of open) l.close();
  await t.close();
});

async function stream(path: string, headers: Record<string, string> = {}) {
  const l = await listen(`${base}${path}`, headers);
  open.push(l);
  return l;
}
const ended = (l: Listening) =>
  new Promise<void>((resolve) => {
    l.onEnd(resolve);
  });
/** Waits until the gate's counts say so (streams are freed when the server sees the socket close). */
async function until(check: () => boolean, timeout = 5000) {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error(`not yet: ${JSON.stringify(gate.counts())}`);
    },
    { timeout, interval: 10 },
  );
}
async function trackedRide(status: 'ON_THE_WAY' | 'OCCUPIED', driverId: number) {
  const ride = await buildRide(t.database, {
    status,
    driverId,
    fleetManagerId: p.fm.id,
    customerId: p.customer.id,
    date: new Date(t.clock.now().getTime() + 3_600_000),
  });
  await placeDriver(t, driverId);
  return { ride, path: `/api/dispatch-map/pin/${await slugOf(t.database, ride.id)}/events` };
}

describe('open event streams are capped (issue 12 §11)', () => {
  it('one address holds at most N tracking streams: the next is 429 with Retry-After and a cs/en message; closing one frees its slot', async () => {
    const { path } = await trackedRide('ON_THE_WAY', p.driver.id);
    const held = [await stream(path), await stream(path), await stream(path)];
    expect(held.map((l) => l.status)).toEqual([200, 200, 200]);
    await Promise.all(held.map((l) => l.waitFor((e) => e.event === 'pin')));
    const refused = await stream(path);
    expect([refused.status, refused.headers['retry-after']]).toEqual([429, '60']);
    for (const [lang, message] of [
      ['en', 'Too many live connections are open. Close some windows or try again in 60 seconds.'],
      ['cs', 'Je otevřeno příliš mnoho živých spojení. Zavřete některá okna nebo to zkuste znovu za 60 sekund.'],
    ]) {
      const res = await t.app.inject({ url: path, headers: { 'accept-language': lang! } });
      expect([res.statusCode, res.json()]).toEqual([429, { code: 'TOO_MANY_STREAMS', message }]);
    }
    expect(gate.counts().anonymous).toBe(3);

    held[0]!.close();
    await until(() => gate.counts().anonymous === 2);
    expect((await stream(path)).status).toBe(200);
    for (const l of open) l.close();
    await until(() => gate.counts().anonymous === 0);
    expect(gate.counts().addresses).toBe(0);
  });

  it('an unknown link answers 404 and keeps no slot', async () => {
    const res = await t.app.inject({ url: `/api/dispatch-map/pin/${'c'.repeat(64)}/events` });
    expect(res.json()).toMatchObject({ code: 'TRACKING_CODE_MISSING' });
    expect(gate.counts().anonymous).toBe(0);
  });

  it('a user holds at most N /api/events streams; another user is not affected; a closed one frees its slot', async () => {
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const tabs = [await stream('/api/events', bearer(p.admin.token)), await stream('/api/events', bearer(p.admin.token))];
    expect(tabs.map((l) => l.status)).toEqual([200, 200]);
    const third = await stream('/api/events', bearer(p.admin.token));
    expect([third.status, third.headers['retry-after']]).toEqual([429, '60']);
    expect((await stream('/api/events', bearer(p.fm.token))).status).toBe(200);
    tabs[0]!.close();
    await until(() => gate.counts().users === 2);
    expect((await stream('/api/events', bearer(p.admin.token))).status).toBe(200);
    for (const l of open) l.close();
    await until(() => gate.counts().users === 0);
  });

  it('a ride turning DONE ends its open tracking stream (last state, then `end`) and frees the slot', async () => {
    const { ride, path } = await trackedRide('OCCUPIED', p.driver2.id);
    const watcher = await stream(path);
    await watcher.waitFor((e) => e.event === 'pin');
    const done = ended(watcher);
    const res = await p.driver2.api.put(`/api/orders/${ride.id}`, { status: 'DONE' });
    expect(res.statusCode, res.body).toBe(200);
    await watcher.waitFor((e) => e.event === 'end');
    await done;
    expect(watcher.events.map((e) => e.event)).toEqual(['pin', 'unavailable', 'end']);
    expect(watcher.events[1]!.data).toMatchObject({ code: 'TRACKING_RIDE_FINISHED' });
    await until(() => gate.counts().anonymous === 0);
  });

  it('a finished ride whose link is still valid gets its last state and `end`, and no stream stays open', async () => {
    const ride = await buildRide(t.database, { status: 'DONE', driverId: p.otherDriver.id, fleetManagerId: p.otherFm.id });
    await t.database.db.insert(rideHistory).values({
      rideId: ride.id,
      field: 'status',
      oldValue: 'OCCUPIED',
      newValue: 'DONE',
      at: new Date(t.clock.now().getTime() - 3_600_000),
    });
    const watcher = await stream(`/api/dispatch-map/pin/${await slugOf(t.database, ride.id)}/events`);
    expect(watcher.status).toBe(200);
    await watcher.waitFor((e) => e.event === 'end');
    await ended(watcher);
    expect(watcher.events.map((e) => e.event)).toEqual(['unavailable', 'end']);
    expect(watcher.events[0]!.data).toMatchObject({ code: 'TRACKING_RIDE_FINISHED' });
    await until(() => gate.counts().anonymous === 0);
  });
});
