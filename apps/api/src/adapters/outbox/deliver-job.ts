import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deliveries } from '../../db/schema/index.ts';
import type { JobDefinition } from '../jobs/queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SmsSender } from '../sms/sms.ts';
import { DELIVER_JOB } from './outbox.ts';

/** What a sent sensitive body is replaced with. */
export const ERASED = '(erased after sending: it held a sign-in link)';

/**
 * Sends one delivery. Sent once: a delivery no longer PENDING is skipped (an admin retry and an old job
 * racing). A failure is recorded and thrown, so the queue retries it with backoff; the last failure marks
 * it FAILED, where ADMIN sees and retries it.
 */
export function deliverJob(deps: { database: Database; mailer: Mailer; sms: SmsSender; now: () => Date }): JobDefinition<{ id: number }> {
  const { db } = deps.database;
  return {
    name: DELIVER_JOB,
    concurrency: 4,
    async handle({ id }, job) {
      const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id));
      if (row?.status !== 'PENDING') return;
      try {
        if (row.channel === 'SMS') await deps.sms.send({ to: row.recipient, text: row.text });
        else
          await deps.mailer.send({
            to: row.recipient,
            subject: row.subject ?? '',
            text: row.text,
            ...(row.html ? { html: row.html } : {}),
          });
      } catch (err) {
        const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
        await db
          .update(deliveries)
          .set({ attempts: sql`${deliveries.attempts} + 1`, lastError: message, ...(job.lastTry ? { status: 'FAILED' } : {}) })
          .where(eq(deliveries.id, id));
        throw err;
      }
      await db
        .update(deliveries)
        .set({
          status: 'SENT',
          sentAt: deps.now(),
          attempts: sql`${deliveries.attempts} + 1`,
          lastError: null,
          ...(row.sensitive ? { text: ERASED, html: null } : {}),
        })
        .where(eq(deliveries.id, id));
    },
  };
}
