import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { openPostgres } from '../db/client.ts';
import { frequentlyUsedAddresses } from '../db/schema/index.ts';
import { buildUser, login, startTestApp } from './test-app.ts';
import { hasPostgres15, startPrivatePostgres } from './private-postgres.ts';

/**
 * The database stopped under load (issue 12, "a fault test on PostgreSQL"): a private PostgreSQL 15
 * cluster is killed (`pg_ctl -m immediate`, like a crash) for OUTAGE_MS while workers read and write
 * through the API, then started again. Runs with TEST_DATABASE_URL (the PostgreSQL suite) and the
 * server programs at hand; PGlite runs embedded and cannot go down.
 */
const OUTAGE_MS = 4_000;
/** Every request is good again this long after the database accepts connections. */
const RECOVERY_MS = 5_000;
/** Load after the return: past RECOVERY_MS, long enough to show requests good. */
const AFTER_MS = RECOVERY_MS + 2_000;
/** Each worker's pace: a bounded load that a busy 2-core machine carries. */
const PACE_MS = 40;
const WORKERS = 4;

type Phase = 'up' | 'stopping' | 'down' | 'starting' | 'back';
interface Answer {
  kind: 'write' | 'read' | 'health';
  startedIn: Phase;
  endedIn: Phase;
  /** performance.now() when the request was sent. */
  startedAt: number;
  status: number;
  code?: string;
  retryAfter?: string;
  name?: string;
  body: string;
}

let cleanup: (() => Promise<void>) | undefined;
afterAll(async () => {
  await cleanup?.();
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !hasPostgres15())('PostgreSQL outage under load', () => {
  it('503 with Retry-After while down, never 500, no committed write lost, all good within 5 s of the return', async () => {
    const cluster = await startPrivatePostgres();
    const database = await openPostgres(cluster.url, { max: 4 });
    await database.migrate();
    const t = await startTestApp({ database });
    cleanup = async () => {
      await t.close().catch(() => undefined);
      await cluster.destroy();
    };
    const admin = await buildUser(t.database, { role: 'ADMIN' });
    const headers = { authorization: `Bearer ${await login(t.app, admin.email!)}` };

    let phase: Phase = 'up';
    let backAt = Number.POSITIVE_INFINITY;
    let running = true;
    let sequence = 0;
    const answers: Answer[] = [];

    const request = async (kind: Answer['kind']): Promise<void> => {
      const startedIn = phase;
      const startedAt = performance.now();
      const name = kind === 'write' ? `Outage address ${sequence++}` : undefined;
      const res = await t.app.inject(
        kind === 'write'
          ? { method: 'POST', url: '/api/frequently-used-addresses', headers, payload: { name, fullAddress: 'Václavské náměstí 1, Praha' } }
          : kind === 'read'
            ? { method: 'GET', url: '/api/frequently-used-addresses?size=5', headers }
            : { method: 'GET', url: '/api/health' },
      );
      const body = res.body;
      let code: string | undefined;
      try {
        code = (JSON.parse(body) as { code?: string }).code;
      } catch {
        code = undefined;
      }
      const retryAfter = res.headers['retry-after'];
      answers.push({ kind, startedIn, endedIn: phase, startedAt, status: res.statusCode, code, retryAfter, name, body });
    };
    const worker = async (w: number) => {
      for (let i = w; running; i++) {
        await request((['write', 'read', 'health'] as const)[i % 3]!);
        await delay(PACE_MS);
      }
    };
    const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));
    const until = async (condition: () => boolean) => {
      while (!condition()) await delay(PACE_MS);
    };

    await until(() => answers.filter((a) => a.status < 300).length >= 20);
    phase = 'stopping';
    await cluster.stop();
    phase = 'down';
    await delay(OUTAGE_MS);
    phase = 'starting';
    await cluster.start();
    backAt = performance.now();
    phase = 'back';
    await until(() => performance.now() - backAt >= AFTER_MS);
    running = false;
    await Promise.all(workers);

    // Never a 500 (nor anything else but success and 503), at any moment.
    const statuses = [...new Set(answers.map((a) => a.status))].sort();
    expect(answers.filter((a) => a.status >= 500 && a.status !== 503).map((a) => `${a.kind} ${a.status} ${a.body}`)).toEqual([]);
    expect(statuses.every((s) => s === 200 || s === 201 || s === 503)).toBe(true);

    // While down: 503, Retry-After, the message; health names the database.
    const down = answers.filter((a) => a.startedIn === 'down' && a.endedIn === 'down');
    expect(down.length).toBeGreaterThan(50);
    expect(down.filter((a) => a.status !== 503 || a.retryAfter !== '5')).toEqual([]);
    expect(new Set(down.filter((a) => a.kind !== 'health').map((a) => a.code))).toEqual(new Set(['TEMPORARILY_UNAVAILABLE']));
    expect(new Set(down.filter((a) => a.kind === 'health').map((a) => a.body))).toEqual(
      new Set(['{"status":"degraded","database":"down"}']),
    );

    // Back: everything started RECOVERY_MS after the return succeeds.
    const recovered = answers.filter((a) => a.startedIn === 'back' && a.startedAt - backAt >= RECOVERY_MS);
    expect(recovered.length).toBeGreaterThan(20);
    expect(recovered.filter((a) => a.status >= 300).map((a) => `${a.kind} ${a.status} at +${Math.round(a.startedAt - backAt)} ms`)).toEqual(
      [],
    );
    const firstGood = answers.filter((a) => a.startedIn === 'back' && a.status < 300).at(0);
    expect(firstGood).toBeDefined();

    // No committed write lost: every write answered 2xx is in the database.
    const committed = answers.filter((a) => a.kind === 'write' && a.status === 201).map((a) => a.name!);
    expect(committed.length).toBeGreaterThan(10);
    const rows = await t.database.db
      .select({ name: frequentlyUsedAddresses.name })
      .from(frequentlyUsedAddresses)
      .where(inArray(frequentlyUsedAddresses.name, committed));
    expect(rows.map((r) => r.name).sort()).toEqual([...committed].sort());
  }, 120_000);
});
