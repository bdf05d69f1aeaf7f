import type { Database } from '../../db/client.ts';

/**
 * Counts the statements whose text contains `marker` (e.g. `"sessions"`) that go through the database
 * driver while `run` runs: the driver's `query`, wrapped for that time and put back (no timing involved).
 */
export async function countStatements(database: Database, marker: string, run: () => Promise<unknown>): Promise<number> {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  let n = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    if (text?.includes(marker)) n++;
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return n;
}
