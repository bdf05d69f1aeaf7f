import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Role } from '@vozka/domain';
import { users } from '../db/schema/index.ts';
import { buildUser, openTestSession, startTestApp } from './test-app.ts';
import { CALLERS, routeOf, type MatrixContext, type MatrixEntry } from './matrix.ts';
import { MATRIX_MODULES } from './matrix-modules.ts';

/** Every row of every module: the route list check runs against all of them. */
const ALL_ROWS: Record<string, MatrixEntry> = Object.assign({}, ...MATRIX_MODULES.map((m) => m.rows));

async function household(database: MatrixContext['database']) {
  const fleetManager = await buildUser(database, { role: 'FLEET_MANAGER' });
  const driver = await buildUser(database, { role: 'DRIVER', fleetManagerId: fleetManager.id });
  const customer = await buildUser(database, { role: 'CUSTOMER', type: 'CUSTOMER_RECURRING' });
  const passenger = await buildUser(database, { role: 'PASSENGER', clientId: customer.id });
  return { fleetManager, driver, customer, passenger };
}

/**
 * The authorization matrix, shard `shard` of `shards` (each a test file of its own, so Vitest runs them on
 * different cores): every shard prepares all modules (a module's rows may use another's records) and runs the
 * rows of every `shards`-th module from `shard`. Shard 0 also checks that the rows list every API route.
 */
export function runAuthorizationMatrix(shard: number, shards: number): void {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ctx: MatrixContext;
  const rows: Record<string, MatrixEntry> = Object.assign({}, ...MATRIX_MODULES.filter((_, i) => i % shards === shard).map((m) => m.rows));

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await buildUser(t.database, { role: 'ADMIN' });
    const own = await household(t.database);
    const other = await household(t.database);
    ctx = {
      app: t.app,
      database: t.database,
      users: { ADMIN: admin, FLEET_MANAGER: own.fleetManager, DRIVER: own.driver, CUSTOMER: own.customer, PASSENGER: own.passenger },
      other,
      ids: {},
      clock: t.clock,
    };
    for (const m of MATRIX_MODULES) await m.prepare?.(ctx);
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * A fresh session per call: logout rows must not end the session of the next row. Opened without a sign-in
   * (its password check is a thousand argon2 hashes a run): the matrix is about what a session may do.
   */
  async function tokenFor(role: Role): Promise<string> {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, ctx.users[role].id));
    if (!row || row.status !== 'ACTIVE' || row.deletedAt) throw new Error(`matrix user ${role} was changed by a row`);
    return openTestSession(t, row.id);
  }

  describe(`authorization matrix (part ${shard + 1} of ${shards})`, () => {
    if (shard === 0) {
      it('lists every API route', () => {
        const covered = new Set(Object.keys(ALL_ROWS).map(routeOf));
        expect(t.app.apiRoutes.filter((r) => !covered.has(r))).toEqual([]);
        expect([...covered].filter((r) => !t.app.apiRoutes.includes(r))).toEqual([]);
      });
    }

    for (const [route, entry] of Object.entries(rows)) {
      it(route, async () => {
        const [method, path] = route.split(' ') as [string, string];
        const actual: number[] = [];
        for (const caller of CALLERS) {
          const token = caller === 'anonymous' ? undefined : await tokenFor(caller);
          const custom = (await entry.request?.(ctx, caller)) ?? {};
          const payload = custom.payload ?? entry.payload;
          const res = await t.app.inject({
            method: method as 'GET',
            url: custom.url ?? entry.url ?? path,
            headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...custom.headers },
            ...(payload !== undefined ? { payload } : {}),
          });
          actual.push(res.statusCode);
          if (res.statusCode >= 400) expect(res.json()).toHaveProperty('message');
          entry.check?.(res, caller, ctx);
        }
        expect(actual).toEqual(entry.expect);
      });
    }
  });
}
