import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, type Database } from '../../apps/api/src/db/client.ts';
import { openScratchPostgres } from '../../apps/api/src/test/test-database.ts';

/** A database of its own for one bench run, dropped again at the end (unless `keep`). */
export interface Fresh {
  database: Database;
  label: string;
  drop(): Promise<void>;
}

/** A new database on the PostgreSQL server of `url`, else PGlite in a temporary directory. */
export async function freshDatabase(url: string | undefined, keep: boolean): Promise<Fresh> {
  if (url) {
    const scratch = await openScratchPostgres(url, 'vozka_bench', 12);
    return {
      database: scratch.database,
      label: `PostgreSQL (${scratch.name})`,
      async drop() {
        if (!keep) return scratch.drop();
        await scratch.database.close();
        console.log(`kept database ${scratch.name}`);
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-bench-rides-'));
  const database = await openPglite({ dataDir: path.join(dir, 'pglite') });
  return {
    database,
    label: 'PGlite',
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
