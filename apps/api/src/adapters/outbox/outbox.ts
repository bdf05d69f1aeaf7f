import { inArray } from 'drizzle-orm';
import type { Language, Role } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { deliveries } from '../../db/schema/index.ts';
import type { JobQueue } from '../jobs/queue.ts';

/** The job that sends one delivery (deliver-job.ts). */
export const DELIVER_JOB = 'deliver';

export type Channel = 'EMAIL' | 'SMS';

/**
 * A file an e-mail carries, by reference (`deliveries.attachment`): rendered when the e-mail is sent by the
 * resolver registered for its `kind` (deliver-job.ts `AttachmentResolvers`), e.g. `{ kind: 'report-pdf', id }`.
 */
export interface AttachmentRef {
  kind: string;
  id: number;
}

/** One e-mail or SMS to one recipient, rendered: what is written is what is sent. */
export interface Outgoing {
  channel: Channel;
  /** E-mail address or phone number. */
  recipient: string;
  kind: string;
  language: Language;
  subject?: string | null;
  text: string;
  html?: string | null;
  userId?: number | null;
  rideId?: number | null;
  role?: Role | null;
  /** Holds a sign-in secret: erased once sent. */
  sensitive?: boolean;
  /** A fan-out's key: a second write with the same key is skipped (the job ran twice). */
  dedupeKey?: string;
  createdBy?: number | null;
  /** An e-mail's attached file, rendered at send time. */
  attachment?: AttachmentRef | null;
}

/**
 * Writes the deliveries and enqueues a `deliver` job for each, in `tx` — the transaction of the change that
 * causes them (ARCHITECTURE §1): rolled back, nothing is sent; committed, nothing is lost. Answers the ids
 * written (a duplicate `dedupeKey` writes nothing).
 */
export async function queueMessages(tx: Db, jobs: Pick<JobQueue, 'send'>, messages: readonly Outgoing[], now: Date): Promise<number[]> {
  if (messages.length === 0) return [];
  const rows = await tx
    .insert(deliveries)
    .values(
      messages.map((m) => ({
        channel: m.channel,
        recipient: m.recipient,
        kind: m.kind,
        language: m.language,
        subject: m.subject ?? null,
        text: m.text,
        html: m.html ?? null,
        userId: m.userId ?? null,
        rideId: m.rideId ?? null,
        role: m.role ?? null,
        sensitive: m.sensitive ?? false,
        dedupeKey: m.dedupeKey ?? null,
        createdBy: m.createdBy ?? null,
        attachment: m.attachment ?? null,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: deliveries.dedupeKey })
    .returning({ id: deliveries.id });
  for (const { id } of rows) await jobs.send(tx, DELIVER_JOB, { id });
  return rows.map((r) => r.id);
}

/** Sends failed or stuck deliveries again (ADMIN's retry): PENDING anew, a new job each, in `tx`. */
export async function requeueDeliveries(tx: Db, jobs: Pick<JobQueue, 'send'>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(deliveries)
    .set({ status: 'PENDING', lastError: null })
    .where(inArray(deliveries.id, [...ids]));
  for (const id of ids) await jobs.send(tx, DELIVER_JOB, { id });
}
