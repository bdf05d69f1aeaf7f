import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deliveries } from '../../db/schema/index.ts';
import type { JobDefinition } from '../jobs/queue.ts';
import type { Language } from '@vozka/domain';
import type { MailAttachment, Mailer } from '../mail/mailer.ts';
import type { SmsSender } from '../sms/sms.ts';
import { DELIVER_JOB, type AttachmentRef } from './outbox.ts';

/** What a sent sensitive body is replaced with. */
export const ERASED = '(erased after sending: it held a sign-in link)';

/** Renders one kind of attached file when its e-mail is sent (a report's PDF …), in the e-mail's language. */
export type AttachmentResolver = (id: number, language: Language) => Promise<MailAttachment>;

/**
 * The port through which modules render attachments (adapters do not import modules): app.ts registers each
 * kind's resolver. An unknown kind, or a resolver that throws (the record is gone), fails the delivery like an
 * unreachable mail server: retried, then FAILED.
 */
export function createAttachmentResolvers() {
  const resolvers = new Map<string, AttachmentResolver>();
  return {
    register(kind: string, resolver: AttachmentResolver): void {
      resolvers.set(kind, resolver);
    },
    async resolve(ref: AttachmentRef, language: Language): Promise<MailAttachment> {
      const resolver = resolvers.get(ref.kind);
      if (!resolver) throw new Error(`no resolver for attachments of kind ${ref.kind}`);
      return resolver(ref.id, language);
    },
  };
}
export type AttachmentResolvers = ReturnType<typeof createAttachmentResolvers>;

const isAttachmentRef = (value: unknown): value is AttachmentRef =>
  typeof value === 'object' &&
  value !== null &&
  'kind' in value &&
  'id' in value &&
  typeof value.kind === 'string' &&
  typeof value.id === 'number';

/**
 * Sends one delivery. Sent once: a delivery no longer PENDING is skipped (an admin retry and an old job
 * racing). A failure is recorded and thrown, so the queue retries it with backoff; the last failure marks
 * it FAILED, where ADMIN sees and retries it.
 */
export function deliverJob(deps: {
  database: Database;
  mailer: Mailer;
  sms: SmsSender;
  now: () => Date;
  attachments?: AttachmentResolvers;
}): JobDefinition<{ id: number }> {
  const { db } = deps.database;
  return {
    name: DELIVER_JOB,
    concurrency: 4,
    async handle({ id }, job) {
      const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id));
      if (row?.status !== 'PENDING') return;
      try {
        if (row.channel === 'SMS') await deps.sms.send({ to: row.recipient, text: row.text });
        else {
          const ref = isAttachmentRef(row.attachment) ? row.attachment : null;
          if (ref && !deps.attachments) throw new Error(`no attachment resolvers for ${ref.kind}`);
          const attachment = ref && deps.attachments ? await deps.attachments.resolve(ref, row.language === 'cs' ? 'cs' : 'en') : null;
          await deps.mailer.send({
            to: row.recipient,
            subject: row.subject ?? '',
            text: row.text,
            ...(row.html ? { html: row.html } : {}),
            ...(attachment ? { attachments: [attachment] } : {}),
          });
        }
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
