import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp } from '../../test/test-app.ts';
import { buildRide, ridePeople, type RidePeople, type TestApp } from '../rides/test-support.ts';
import { logAndNotify, LIVE_EVENTS_KEPT_MS } from '../../adapters/events/live-log.ts';
import { databaseThrottleStore } from '../../adapters/throttle/throttle-store.ts';
import { lastEventId } from './replay.ts';
import { sharedStatePruneJob } from './prune.job.ts';
import { listen, startSecondInstance, type Listening } from './test-support.ts';

/**
 * Replay from `Last-Event-ID` (docs/decisions/0037): a screen whose stream to instance A dropped
 * reconnects to instance B (one database: PostgreSQL with two pools, or the one PGlite) and gets what it
 * missed — only what it may see — then the live events, none twice.
 */
let a: TestApp;
let b: Awaited<ReturnType<typeof startSecondInstance>>;
let p: RidePeople;
let baseA: string;
const open: Listening[] = [];

beforeAll(async () => {
  a = await startTestApp({ eventStreamMs: 60_000 });
  p = await ridePeople(a);
  baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
  b = await startSecondInstance(a, { eventStreamMs: 60_000 });
});
afterAll(async () => {
  for (const l of open) l.close();
  await b.close();
  await a.close();
});

async function stream(base: string, headers: Record<string, string>) {
  const l = await listen(`${base}/api/events`, { authorization: `Bearer ${p.fm.token}`, ...headers });
  open.push(l);
  expect(l.status).toBe(200);
  return l;
}

const ownRide = () => buildRide(a.database, { status: 'PLANNED', driverId: p.driver.id, fleetManagerId: p.fm.id });
async function accept(rideId: number) {
  expect((await p.admin.api.put(`/api/orders/${rideId}`, { status: 'ACCEPTED_BY_DRIVER' })).statusCode).toBe(200);
}
const changedOf = (id: number) => (e: { event: string; data: unknown }) =>
  e.event === 'ride.changed' && (e.data as { id: number }).id === id;

describe('GET /api/events with Last-Event-ID', () => {
  it('reconnecting to the other instance gets the missed events the user may see, then live ones, none twice', async () => {
    const [seenRide, missed1, missed2, later] = [await ownRide(), await ownRide(), await ownRide(), await ownRide()];
    const others = await buildRide(a.database, { status: 'PLANNED', driverId: p.otherDriver.id, fleetManagerId: p.otherFm.id });

    const first = await stream(baseA, {});
    await first.waitFor((e) => e.event === 'free-rides.count');
    await accept(seenRide.id);
    const seen = await first.waitFor(changedOf(seenRide.id));
    expect(seen.id).toEqual(expect.any(Number));
    first.close();

    // While the screen is away: two of its rides change, and another fleet's ride it must not see.
    await accept(missed1.id);
    await accept(others.id);
    await accept(missed2.id);

    const again = await stream(b.base, { 'last-event-id': String(seen.id) });
    await again.waitFor((e) => e.event === 'free-rides.count');
    await accept(later.id);
    await again.waitFor(changedOf(later.id));

    const rides = again.events.filter((e) => e.event === 'ride.changed');
    expect(rides.map((e) => (e.data as { id: number }).id)).toEqual([missed1.id, missed2.id, later.id]);
    const ids = rides.map((e) => e.id!);
    expect(ids.every((id) => id > seen.id!)).toBe(true);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    // The replayed events come before the stream's first count; the live one after it.
    expect(again.events.map((e) => e.event)).toEqual(['ride.changed', 'ride.changed', 'free-rides.count', 'ride.changed']);
  });

  it('a stream without Last-Event-ID (or with a wrong one) starts with the live events only', async () => {
    expect(lastEventId(undefined)).toBeNull();
    expect(lastEventId('abc')).toBeNull();
    expect(lastEventId('0')).toBeNull();
    expect(lastEventId(' 42 ')).toBe(42);
    const fresh = await stream(b.base, { 'last-event-id': 'not-an-id' });
    await fresh.waitFor((e) => e.event === 'free-rides.count');
    const ride = await ownRide();
    await accept(ride.id);
    await fresh.waitFor(changedOf(ride.id));
    expect(fresh.events.map((e) => e.event)).toEqual(['free-rides.count', 'ride.changed']);
  });
});

describe('the shared-state prune job', () => {
  it('deletes the live events older than 10 minutes, the ended counting windows and uploads cut off an hour ago, nothing else', async () => {
    const db = a.database.db;
    // Two staged uploads: one a dropped client left two hours ago, one still arriving.
    await db.execute(sql`insert into upload_chunks (upload_id, seq, data, created_at) values
      ('00000000-0000-4000-8000-000000000001', 0, '\\x01', now() - interval '2 hours'),
      ('00000000-0000-4000-8000-000000000002', 0, '\\x02', now())`);
    const maxId = async () =>
      (await db.execute(sql`select coalesce(max(id), 0)::float8 as id from live_events`)) as { rows: { id: number }[] };
    await logAndNotify(db, [{ t: 'free', count: 1 }], a.clock.now());
    const oldId = (await maxId()).rows[0]!.id;
    const store = databaseThrottleStore(db);
    await store.hit({ key: 'test:short', windowMs: 60_000 }, a.clock.now().getTime());
    await store.hit({ key: 'test:long', windowMs: 60 * 60_000 }, a.clock.now().getTime());

    a.clock.advance(LIVE_EVENTS_KEPT_MS - 60_000);
    await logAndNotify(db, [{ t: 'free', count: 2 }], a.clock.now());
    const recentId = (await maxId()).rows[0]!.id;
    a.clock.advance(2 * 60_000);

    await sharedStatePruneJob({ database: a.database, clock: a.clock }).handle(
      {},
      { id: 'test', retryCount: 0, retryLimit: 0, lastTry: true },
    );
    const left = (await db.execute(sql`select id::float8 as id from live_events where id in (${oldId}, ${recentId})`)) as {
      rows: { id: number }[];
    };
    expect(left.rows.map((r) => r.id)).toEqual([recentId]);
    const windows = await store.read(['test:short', 'test:long'], a.clock.now().getTime());
    expect([...windows.keys()]).toEqual(['test:long']);
    const rows = (await db.execute(sql`select key from throttle_windows where key like 'test:%'`)) as { rows: { key: string }[] };
    expect(rows.rows.map((r) => r.key)).toEqual(['test:long']);
    const staged = (await db.execute(sql`select upload_id from upload_chunks`)) as { rows: { upload_id: string }[] };
    expect(staged.rows.map((r) => r.upload_id)).toEqual(['00000000-0000-4000-8000-000000000002']);
  });
});
