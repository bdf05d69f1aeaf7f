import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { deliveries } from '../db/schema/index.ts';
import { openTestDatabase } from './test-database.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { buildUser } from './test-app.ts';
import { waitUntil } from './wait-until.ts';
import { freePort } from './private-postgres.ts';
import { JOBS_SCHEMA } from '../adapters/jobs/queue.ts';
import { DELIVER_JOB } from '../adapters/outbox/outbox.ts';

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));

/**
 * The real server (`server.ts`) as its own process on `databaseUrl`, e-mailing to `smtpPort`; a failed send
 * is retried after `retryDelaySeconds` (doubled, with jitter, on each further try).
 */
function startServer(databaseUrl: string, port: number, smtpPort: number, retryDelaySeconds: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://vozka.test',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      DEMO_SEED: '0',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      JOBS_RETRY_DELAY_SECONDS: String(retryDelaySeconds),
      JOBS_POLL_SECONDS: '0.5',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else
      child.once('exit', () => {
        resolve();
      });
  });

/**
 * A process killed between the commit of a change and the sending of its e-mail (issue 14 §1): the e-mail
 * is a job committed with the change, so the next process sends it. The mail server is down while the first
 * process runs (its attempt is refused: it is provably past the commit and before the send), then the first
 * process dies by SIGKILL — no shutdown, no cleanup. PostgreSQL: two real processes on one database.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a process killed between commit and send', () => {
  let database: Database;
  let url: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    url = (database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await Promise.all(children.map(exited));
    await database.close();
  });

  it('the next process sends the e-mail, once', async () => {
    const user = await buildUser(database, { email: 'crash@example.test', language: 'en' });
    const smtpPort = await freePort();
    const port = await freePort();
    // Its retry waits at least 5 s: the kill below lands while the job waits, not while a try runs (a job
    // killed mid-try waits out its expiry, minutes: that is the queue's business, not this test's).
    const first = startServer(url, port, smtpPort, 5);
    children.push(first);
    await waitUntil(
      async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.ok,
      'the first server to answer',
      60_000,
      100,
    );
    const res = await fetch(`http://127.0.0.1:${port}/api/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email }),
    });
    expect(res.status).toBe(200);
    // Committed, tried once and refused (the mail server is down), its job waiting for the retry: between
    // commit and send.
    const [queued] = await waitUntil(async () => {
      const rows = await database.db.select().from(deliveries).where(eq(deliveries.recipient, user.email!));
      if (rows.length !== 1 || rows[0]!.attempts < 1) return false;
      const { rows: jobs } = await database.executor.executeSql(
        `select state from ${JOBS_SCHEMA}.job where name = $1 and data->>'id' = $2`,
        [DELIVER_JOB, String(rows[0]!.id)],
      );
      return jobs.length === 1 && (jobs[0] as { state: string }).state === 'retry' && rows;
    }, 'the reset e-mail to be committed, tried, and waiting for its retry');
    expect(queued!.status).toBe('PENDING');
    first.kill('SIGKILL');
    await exited(first);

    const catcher = await startMailCatcher(smtpPort);
    try {
      const second = startServer(url, port, smtpPort, 1);
      children.push(second);
      const mail = await catcher.waitFor((m) => m.to.includes(user.email!), 90_000);
      expect(mail.subject).toBe('Set a new Vozka password');
      expect(mail.text).toMatch(/http:\/\/vozka\.test\/auth\/password-recovery\/\S+/);
      await waitUntil(async () => {
        const [row] = await database.db.select().from(deliveries).where(eq(deliveries.id, queued!.id));
        return row?.status === 'SENT';
      }, 'the delivery to be SENT');
      expect(catcher.messages.filter((m) => m.to.includes(user.email!))).toHaveLength(1);
      second.kill('SIGTERM');
      await exited(second);
    } finally {
      await catcher.close();
    }
    // Two server starts (a tsx process each) on a loaded machine.
  }, 180_000);
});
