import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client.ts';
import { randomToken, sha256 } from '../../apps/api/src/shared/crypto.ts';

export interface Cast {
  /** Driver id → bearer token. */
  drivers: { id: number; token: string }[];
  /** Tokens of the listeners: ADMINs first, then fleet managers. */
  listeners: { role: 'ADMIN' | 'FLEET_MANAGER'; token: string; fleetId: number | null }[];
  /** Drivers per fleet manager id. */
  fleetSize: Map<number, number>;
}

/** Bulk-inserts users and sessions (no password hashing: sessions are written directly). */
export async function createCast(
  database: Database,
  counts: { drivers: number; fleets: number; admins: number; managers: number },
): Promise<Cast> {
  const db = database.db;
  const insertUsers = async (role: string, n: number, fleetOf: (i: number) => number | null) => {
    const ids: number[] = [];
    for (let start = 0; start < n; start += 500) {
      const values = Array.from({ length: Math.min(500, n - start) }, (_, k) => {
        const i = start + k;
        return sql`(${`Bench ${role} ${i}`}, ${`bench-${role.toLowerCase()}-${i}@bench.test`}, 'ACTIVE', ${`{${role}}`}::text[], ${fleetOf(i)})`;
      });
      const rows = (await db.execute(
        sql`insert into users (name, email, status, roles, fleet_manager_id) values ${sql.join(values, sql`, `)} returning id`,
      )) as unknown as { rows: { id: number }[] };
      ids.push(...rows.rows.map((r) => Number(r.id)));
    }
    return ids;
  };
  const fleets = await insertUsers('FLEET_MANAGER', counts.fleets, () => null);
  const drivers = await insertUsers('DRIVER', counts.drivers, (i) => fleets[i % fleets.length]!);
  const admins = await insertUsers('ADMIN', counts.admins, () => null);
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  const tokens = new Map<number, string>();
  const everyone = [...fleets, ...drivers, ...admins];
  for (let start = 0; start < everyone.length; start += 500) {
    const chunk = everyone.slice(start, start + 500);
    const values = chunk.map((id) => {
      const token = randomToken();
      tokens.set(id, token);
      return sql`(${id}, ${sha256(token)}, ${expires})`;
    });
    await db.execute(sql`insert into sessions (user_id, token_hash, expires_at) values ${sql.join(values, sql`, `)}`);
  }
  const fleetSize = new Map<number, number>();
  drivers.forEach((_, i) => fleetSize.set(fleets[i % fleets.length]!, (fleetSize.get(fleets[i % fleets.length]!) ?? 0) + 1));
  return {
    drivers: drivers.map((id) => ({ id, token: tokens.get(id)! })),
    listeners: [
      ...admins.map((id) => ({ role: 'ADMIN' as const, token: tokens.get(id)!, fleetId: null })),
      ...Array.from({ length: counts.managers }, (_, i) => {
        const id = fleets[i % fleets.length]!;
        return { role: 'FLEET_MANAGER' as const, token: tokens.get(id)!, fleetId: id };
      }),
    ],
    fleetSize,
  };
}
