import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { openPostgres, type Database } from '../db/client.ts';
import { deliveries } from '../db/schema/index.ts';
import { smtpMailer, type Mailer } from '../adapters/mail/mailer.ts';
import { openTestDatabase, useTestDatabase } from './test-database.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { PUBLIC_URL } from './test-app.ts';
import { waitUntil } from './wait-until.ts';
import { freePort } from './private-postgres.ts';
import type { JobQueueOptions } from '../adapters/jobs/queue.ts';
import { ERASED } from '../adapters/outbox/deliver-job.ts';
import { queueMessages, requeueDeliveries, type Outgoing } from '../adapters/outbox/outbox.ts';

/**
 * The outbox end to end (issue 14 §1): deliveries queued in a transaction, sent by the queue's workers to a
 * real SMTP server on loopback — nothing from a rolled-back write, everything from a committed one, once,
 * even while the mail server refuses connections for a while or two instances share the queue.
 */

interface QueueApp {
  app: FastifyInstance;
  mailer: Mailer;
  close(): Promise<void>;
}

async function startQueueApp(database: Database, smtpPort: number, jobs: JobQueueOptions): Promise<QueueApp> {
  const mailer = smtpMailer({ url: `smtp://127.0.0.1:${smtpPort}`, from: 'Vozka <noreply@vozka.test>' });
  const app = await buildApp({
    config: { publicUrl: PUBLIC_URL, logLevel: 'silent', webDist: '/nonexistent', trustProxy: false },
    database,
    mailer,
    events: { streamLifetimeMs: 0 },
    jobs: { pollingSeconds: 0.5, retryDelaySeconds: 1, maintenance: false, ...jobs },
  });
  await app.ready();
  return {
    app,
    mailer,
    close: async () => {
      await app.close();
      mailer.close();
    },
  };
}

const mail = (n: number, extra: Partial<Outgoing> = {}): Outgoing => ({
  channel: 'EMAIL',
  recipient: `person${n}@example.test`,
  kind: 'MESSAGE',
  language: 'en',
  subject: `Message ${n}`,
  text: `Body ${n}`,
  html: `<p>Body ${n}</p>`,
  ...extra,
});

const rowsOf = (database: Database, ids: number[]) => database.db.select().from(deliveries).where(inArray(deliveries.id, ids));

describe('the outbox on one instance', () => {
  let database: Database;
  let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
  let q: QueueApp;

  beforeAll(async () => {
    database = await openTestDatabase();
    catcher = await startMailCatcher();
    q = await startQueueApp(database, catcher.port, { workers: false, retryLimit: 0 });
  });
  afterAll(async () => {
    await q.close();
    await catcher.close();
    await database.close();
  });

  it('sends what a committed transaction queued, and nothing of a rolled-back one', async () => {
    const now = new Date();
    await expect(
      database.db.transaction(async (tx) => {
        await queueMessages(tx, q.app.jobs, [mail(1, { subject: 'Rolled back' })], now);
        throw new Error('the write fails after queueing');
      }),
    ).rejects.toThrow('the write fails');
    const ids = await database.db.transaction((tx) => queueMessages(tx, q.app.jobs, [mail(2, { subject: 'Committed' })], now));
    expect(await q.app.jobs.drain()).toBe(1);
    const got = await catcher.waitFor((m) => m.subject === 'Committed');
    expect(got.to).toEqual(['person2@example.test']);
    expect(got.text).toBe('Body 2');
    expect(got.html).toBe('<p>Body 2</p>');
    expect(catcher.messages.some((m) => m.subject === 'Rolled back')).toBe(false);
    const [row] = await rowsOf(database, ids);
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
    // Run again: a delivery is sent once.
    expect(await q.app.jobs.drain()).toBe(0);
    expect(catcher.messages.filter((m) => m.subject === 'Committed')).toHaveLength(1);
  });

  it('a fan-out run twice writes each delivery once (dedupe key)', async () => {
    const now = new Date();
    const first = await database.db.transaction((tx) => queueMessages(tx, q.app.jobs, [mail(3, { dedupeKey: 'job-1:3' })], now));
    const second = await database.db.transaction((tx) => queueMessages(tx, q.app.jobs, [mail(3, { dedupeKey: 'job-1:3' })], now));
    expect(first).toHaveLength(1);
    expect(second).toEqual([]);
    await q.app.jobs.drain();
    expect(catcher.messages.filter((m) => m.subject === 'Message 3')).toHaveLength(1);
  });

  it('erases a sign-in link once it is sent', async () => {
    const ids = await database.db.transaction((tx) =>
      queueMessages(tx, q.app.jobs, [mail(4, { sensitive: true, text: 'Your link: http://x/secret' })], new Date()),
    );
    await q.app.jobs.drain();
    await catcher.waitFor((m) => m.subject === 'Message 4');
    const [row] = await rowsOf(database, ids);
    expect(row).toMatchObject({ status: 'SENT', text: ERASED, html: null });
  });
});

describe('a mail server that refuses connections', () => {
  let database: Database;
  useTestDatabase((db) => (database = db));

  it('delays the e-mails while it is down and delivers each once when it is back', async () => {
    const port = await freePort();
    const q = await startQueueApp(database, port, {});
    try {
      const ids = await database.db.transaction((tx) =>
        queueMessages(
          tx,
          q.app.jobs,
          [mail(10, { subject: 'Down 1' }), mail(11, { subject: 'Down 2' }), mail(12, { subject: 'Down 3' })],
          new Date(),
        ),
      );
      // Every one was tried and refused, and waits for its retry.
      const failed = await waitUntil(async () => {
        const rows = await rowsOf(database, ids);
        return rows.every((r) => r.attempts >= 1 && r.status === 'PENDING') && rows;
      }, 'a refused first attempt of each e-mail');
      expect(failed.every((r) => (r.lastError ?? '').length > 0)).toBe(true);
      // The server comes back on the same port.
      const catcher = await startMailCatcher(port);
      try {
        await waitUntil(async () => (await rowsOf(database, ids)).every((r) => r.status === 'SENT'), 'all three sent');
        for (const subject of ['Down 1', 'Down 2', 'Down 3']) expect(catcher.messages.filter((m) => m.subject === subject)).toHaveLength(1);
        expect(catcher.messages).toHaveLength(3);
      } finally {
        await catcher.close();
      }
    } finally {
      await q.close();
    }
  });

  it('a delivery that keeps failing ends FAILED with its error; a retry sends it', async () => {
    const port = await freePort();
    const q = await startQueueApp(database, port, { workers: false, retryLimit: 0 });
    try {
      const ids = await database.db.transaction((tx) => queueMessages(tx, q.app.jobs, [mail(20, { subject: 'Given up' })], new Date()));
      await q.app.jobs.drain();
      const [failed] = await rowsOf(database, ids);
      expect(failed).toMatchObject({ status: 'FAILED', attempts: 1 });
      expect(failed!.lastError).toMatch(/ECONNREFUSED|connect/i);
      const catcher = await startMailCatcher(port);
      try {
        await database.db.transaction((tx) => requeueDeliveries(tx, q.app.jobs, ids));
        await q.app.jobs.drain();
        await catcher.waitFor((m) => m.subject === 'Given up');
        const [sent] = await rowsOf(database, ids);
        expect(sent).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
      } finally {
        await catcher.close();
      }
    } finally {
      await q.close();
    }
  });
});

/** Two API processes' queues on one PostgreSQL database: each job runs once, on one of them. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on PostgreSQL', () => {
  it('send 40 e-mails through two instances: each arrives once', async () => {
    const first = await openTestDatabase();
    const url = (first.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    // The second instance: its own pool on the same database.
    const other = await openPostgres(url, { max: 4 });
    const catcher = await startMailCatcher();
    const a = await startQueueApp(first, catcher.port, {});
    const b = await startQueueApp(other, catcher.port, {});
    try {
      const messages = Array.from({ length: 40 }, (_, i) => mail(100 + i, { subject: `Shared ${i}` }));
      // Half queued through each instance.
      const ids = [
        ...(await first.db.transaction((tx) => queueMessages(tx, a.app.jobs, messages.slice(0, 20), new Date()))),
        ...(await other.db.transaction((tx) => queueMessages(tx, b.app.jobs, messages.slice(20), new Date()))),
      ];
      await waitUntil(async () => (await rowsOf(first, ids)).every((r) => r.status === 'SENT'), 'all 40 sent');
      expect(catcher.messages).toHaveLength(40);
      expect(new Set(catcher.messages.map((m) => m.subject)).size).toBe(40);
      const rows = await first.db.select({ attempts: deliveries.attempts }).from(deliveries).where(eq(deliveries.status, 'SENT'));
      expect(rows.filter((r) => r.attempts !== 1)).toEqual([]);
    } finally {
      await a.close();
      await b.close();
      await catcher.close();
      await other.close();
      await first.close();
    }
  });
});
