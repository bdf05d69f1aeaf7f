import { describe, expect, it, vi } from 'vitest';
import { useLiveApp } from '../../test/live-app.ts';
import { apiAs, buildRide } from '../rides/test-support.ts';

/**
 * The LISTEN connection of the bus dies (a failover, a restarted server; here its backend is terminated):
 * open streams end, so their browsers reconnect and replay what they missed, and the bus LISTENs again
 * on a new connection. PostgreSQL only: PGlite has no connection to lose.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the event bus losing its LISTEN connection', () => {
  const { live, stream } = useLiveApp();

  /** The backends of this database that LISTEN: the bus's connection. */
  async function listeners(): Promise<number[]> {
    const { rows } = await live.t.database.executor.executeSql(
      "select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()",
      [],
    );
    return (rows as { pid: number }[]).map((r) => r.pid);
  }

  it('ends open streams, LISTENs anew, and a new stream then gets what is published', async () => {
    const { p } = live;
    const before = await stream(p.fm.token);
    await before.waitFor((e) => e.event === 'free-rides.count');
    const [pid, ...others] = await listeners();
    expect(pid).toBeDefined();
    expect(others).toEqual([]);

    const ended = new Promise<void>((resolve) => {
      before.onEnd(resolve);
    });
    await live.t.database.executor.executeSql('select pg_terminate_backend($1)', [pid]);
    await ended;

    // The bus reconnects after its first back-off (1 s).
    await vi.waitFor(
      async () => {
        const now = await listeners();
        expect(now.length).toBe(1);
        expect(now[0]).not.toBe(pid);
      },
      { timeout: 10_000, interval: 100 },
    );

    const after = await stream(p.fm.token);
    await after.waitFor((e) => e.event === 'free-rides.count');
    const ride = await buildRide(live.t.database, { status: 'PLANNED', driverId: p.driver.id, fleetManagerId: p.fm.id });
    const res = await apiAs(live.t, p.admin.token).put(`/api/orders/${ride.id}`, { status: 'ACCEPTED_BY_DRIVER' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await after.waitFor((e) => e.event === 'ride.changed')).data).toMatchObject({ id: ride.id, status: 'ACCEPTED_BY_DRIVER' });
  });
});
