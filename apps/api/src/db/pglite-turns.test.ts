import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, type Database } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = await openPglite();
});
afterAll(async () => {
  await database.close();
});

/**
 * Runs `statements` one after another as `run` sends them, and answers how many had finished when a
 * callback queued on the event loop at the start got its turn (the chain's length if it never did).
 */
async function finishedWhenTheLoopTurned(statements: number, run: () => Promise<unknown>): Promise<number> {
  let finished = 0;
  let seenAfter: number | undefined;
  setImmediate(() => {
    seenAfter = finished;
  });
  for (let i = 0; i < statements; i++) {
    await run();
    finished++;
  }
  return seenAfter ?? statements;
}

describe('the embedded database takes turns with the event loop', () => {
  it('lets a waiting callback (a request being read) run between the statements of a chain', async () => {
    expect(await finishedWhenTheLoopTurned(20, () => database.db.execute(sql`select 1`))).toBeLessThan(2);
  });

  it('does so for batches (the job queue) and transactions too', async () => {
    expect(await finishedWhenTheLoopTurned(20, () => database.executor.executeSql('select 1; select 2'))).toBeLessThan(2);
    expect(await finishedWhenTheLoopTurned(20, () => database.db.transaction((tx) => tx.execute(sql`select 1`)))).toBeLessThan(2);
  });

  it('still answers each statement, in order', async () => {
    const answers = await Promise.all([1, 2, 3].map((n) => database.executor.executeSql('select $1::int as n', [n])));
    expect(answers.map((a) => (a.rows[0] as { n: number }).n)).toEqual([1, 2, 3]);
  });
});
