import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, type Database } from '../../apps/api/src/db/client.ts';
import { openScratchPostgres } from '../../apps/api/src/test/test-database.ts';

/** A database of its own for one bench run, dropped again at the end (unless `keep`). */
export interface Fresh {
  database: Database;
  label: string;
  /** A kept database of an earlier run (BENCH_DATABASE): its rides are there already. */
  reused: boolean;
  /** Its connection string (PostgreSQL): the bare baseline opens a pool of its own on it. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server of `url` (or the kept one named `reuse`, already loaded), else PGlite
 * in a temporary directory. No statement timeout: making the indexes of a million rides takes longer than 30 s.
 */
export async function freshDatabase(url: string | undefined, keep: boolean, reuse?: string): Promise<Fresh> {
  if (url && reuse) {
    const target = new URL(url);
    target.pathname = `/${reuse}`;
    const database = await openPostgres(target.toString(), { max: 12, statementTimeoutMs: 0, queryTimeoutMs: 0 });
    return { database, label: `PostgreSQL (${reuse}, kept)`, reused: true, url: target.toString(), drop: () => database.close() };
  }
  if (url) {
    // The scratch pool stays unused (it has no timeouts to lift); it closes with the database.
    const scratch = await openScratchPostgres(url, 'vozka_bench', 1);
    const kept = await freshDatabase(url, keep, scratch.name);
    return {
      database: kept.database,
      label: `PostgreSQL (${scratch.name})`,
      reused: false,
      url: kept.url,
      async drop() {
        await kept.database.close();
        if (!keep) return scratch.drop();
        await scratch.database.close();
        console.log(`kept database ${scratch.name}: BENCH_DATABASE=${scratch.name} runs on it again without loading`);
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-bench-rides-'));
  const database = await openPglite({ dataDir: path.join(dir, 'pglite') });
  return {
    database,
    label: 'PGlite',
    reused: false,
    async drop() {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Statement {
  text: string;
  params: unknown[];
}
interface QueryClient {
  query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}

/** The driver's query function: the bench runs SQL through it and captures what the app runs. */
export function driverOf(database: Database) {
  const client = (database.db as unknown as { $client: QueryClient }).$client;
  const original = client.query.bind(client);
  let captured: Statement[] | null = null;
  let pending = 0;
  client.query = async (...args: unknown[]) => {
    if (captured) {
      const [first, params] = args as [string | { text: string }, unknown[] | undefined];
      captured.push({ text: typeof first === 'string' ? first : first.text, params: params ?? [] });
    }
    pending += 1;
    try {
      return await original(...args);
    } finally {
      pending -= 1;
    }
  };
  return {
    run: (text: string, params: unknown[] = []) => original(text, params),
    /** Waits until the app has no query running (autocannon stops before the server has answered everything). */
    async idle(): Promise<void> {
      for (let quiet = 0; quiet < 3;) {
        await new Promise((r) => setTimeout(r, 50));
        quiet = pending === 0 ? quiet + 1 : 0;
      }
    },
    /** The statements `work` makes the app run. */
    async capture(work: () => Promise<void>): Promise<Statement[]> {
      captured = [];
      try {
        await work();
        return captured;
      } finally {
        captured = null;
      }
    },
  };
}
export type Driver = ReturnType<typeof driverOf>;
