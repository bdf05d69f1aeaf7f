import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import { waitUntil } from '../../test/wait-until.ts';
import { createJobQueue } from './queue.ts';

const silent = { error: () => undefined, warn: () => undefined };

let database: Database;
useTestDatabase((db) => (database = db));

/** A queue with one job kind whose handler runs until the test lets it go. */
async function queueWithHeldJob(name: string, stopTimeoutMs: number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started = false;
  let finished = false;
  const jobs = createJobQueue(database, silent, { pollingSeconds: 0.5, maintenance: false, stopTimeoutMs });
  jobs.define({
    name,
    concurrency: 1,
    handle: async () => {
      started = true;
      await released;
      finished = true;
    },
  });
  await jobs.start();
  const id = (await jobs.send(database.db, name, {}))!;
  await waitUntil(() => Promise.resolve(started), 'the handler to start');
  return {
    jobs,
    id,
    release,
    finished: () => Promise.resolve(finished),
    stateOf: async () => (await jobs.boss.getJobById(name, id)) as { state: string; output: unknown },
  };
}

describe('stopping the job queue (shutdown)', () => {
  it('lets a running handler finish within the stop timeout: the job completes', async () => {
    const q = await queueWithHeldJob('probe-finishes', 60_000);
    const stopped = q.jobs.stop();
    q.release();
    await stopped;
    expect((await q.stateOf()).state).toBe('completed');
    expect(await q.jobs.healthy()).toBe(false);
  });

  it('hands back a handler still running after the timeout: the job waits for a retry, not its 15-minute expiry', async () => {
    const q = await queueWithHeldJob('probe-held', 50);
    expect(await q.jobs.healthy()).toBe(true);
    await q.jobs.stop();
    const handedBack = await q.stateOf();
    expect(handedBack.state).toBe('retry');
    expect(handedBack.output).toMatchObject({ message: 'handed back: the instance shut down' });
    // The handler ending later does not complete the job another instance will run.
    q.release();
    await waitUntil(q.finished, 'the handler to end');
    expect((await q.stateOf()).state).toBe('retry');
  });
});
