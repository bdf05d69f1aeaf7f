import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A counting window: `count` hits until `resetAt` (epoch ms); a hit at or after `resetAt` starts again at 1. */
export interface CountWindow {
  count: number;
  resetAt: number;
}

/** One hit on the window `key`. */
export interface WindowHit {
  key: string;
  windowMs: number;
  /** Each hit moves the window's end to `now + windowMs` (a back-off that fades after the last hit). */
  sliding?: boolean;
}

/**
 * Where counting windows live (docs/decisions/0037): `throttle_windows` in the database, so every
 * instance on it spends one budget. The rate limits (rate-limit-store.ts) and the sign-in throttle
 * (modules/auth/login-throttle.ts) count here; `now` is the app's clock, never SQL `now()`.
 */
export interface ThrottleStore {
  /** Counts one hit atomically (one statement): the window after it. */
  hit(hit: WindowHit, now: number): Promise<CountWindow>;
  /** The windows of these keys that are still open at `now` (a key without one is left out). */
  read(keys: readonly string[], now: number): Promise<Map<string, CountWindow>>;
  remove(key: string): Promise<void>;
}

/** The window after a hit: the rule the SQL below follows, and the in-memory stores with it. */
export function nextWindow(w: CountWindow | undefined, hit: WindowHit, now: number): CountWindow {
  if (!w || w.resetAt <= now) return { count: 1, resetAt: now + hit.windowMs };
  return { count: w.count + 1, resetAt: hit.sliding ? now + hit.windowMs : w.resetAt };
}

/** `throttle_windows.key` holds 300 characters: a longer key keeps its head and a hash of the whole. */
export function storedKey(key: string): string {
  if (key.length <= 300) return key;
  return `${key.slice(0, 200)}#${createHash('sha256').update(key).digest('hex')}`;
}

interface WindowRow {
  key: string;
  count: number;
  reset_ms: number;
}

const rowsOf = async <T>(result: Promise<unknown>): Promise<T[]> => ((await result) as { rows: T[] }).rows;
const windowOf = (r: WindowRow): CountWindow => ({ count: r.count, resetAt: Math.round(r.reset_ms) });

/** The store on the app's database (PostgreSQL or PGlite alike). */
export function databaseThrottleStore(db: Db): ThrottleStore {
  return {
    async hit(hit, now) {
      const at = new Date(now).toISOString();
      const resetAt = new Date(now + hit.windowMs).toISOString();
      const [row] = await rowsOf<WindowRow>(
        db.execute(sql`
          insert into throttle_windows as w (key, count, reset_at) values (${storedKey(hit.key)}, 1, ${resetAt}::timestamptz)
          on conflict (key) do update set
            count = case when w.reset_at <= ${at}::timestamptz then 1 else w.count + 1 end,
            reset_at = case when w.reset_at <= ${at}::timestamptz or ${hit.sliding === true} then excluded.reset_at else w.reset_at end
          returning key, count, (extract(epoch from reset_at) * 1000)::float8 as reset_ms`),
      );
      return windowOf(row!);
    },
    async read(keys, now) {
      const windows = new Map<string, CountWindow>();
      if (keys.length === 0) return windows;
      const stored = new Map(keys.map((k) => [storedKey(k), k]));
      const rows = await rowsOf<WindowRow>(
        db.execute(sql`
          select key, count, (extract(epoch from reset_at) * 1000)::float8 as reset_ms from throttle_windows
          where key in (${sql.join(
            [...stored.keys()].map((k) => sql`${k}`),
            sql`, `,
          )}) and reset_at > ${new Date(now).toISOString()}::timestamptz`),
      );
      for (const r of rows) windows.set(stored.get(r.key) ?? r.key, windowOf(r));
      return windows;
    },
    async remove(key) {
      await db.execute(sql`delete from throttle_windows where key = ${storedKey(key)}`);
    },
  };
}

/** Forgets the windows that ended before `now` (the prune job): answers how many. */
export async function pruneThrottleWindows(db: Db, now: Date): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db.execute(sql`
      with gone as (delete from throttle_windows where reset_at <= ${now.toISOString()}::timestamptz returning 1)
      select count(*)::int as n from gone`),
  );
  return row?.n ?? 0;
}
