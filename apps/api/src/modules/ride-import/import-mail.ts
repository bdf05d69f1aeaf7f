import { eq } from 'drizzle-orm';
import { normalizeLanguage } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import { queueMessages, type Outgoing } from '../../adapters/outbox/outbox.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import { formatPragueDateTime } from '../../adapters/pdf/format.ts';
import { importSummaryEmail } from '../../locales/ride-import.ts';
import type { RideCaller } from '../rides/ride-access.ts';

/** The `kind` of the summary e-mail in the deliveries. */
export const IMPORT_MAIL_KIND = 'RIDE_IMPORT';

export interface ImportSummary {
  caller: RideCaller;
  client: UserRow;
  fileName: string;
  /** The imported rides' pick-up times. */
  dates: readonly Date[];
  at: Date;
}

/**
 * The one e-mail of an import, queued in its transaction: to the importing user, and to the client too
 * when ADMIN imported for it (each in its own language; someone without an e-mail gets none).
 */
export async function queueImportSummary(tx: Db, deps: { jobs: Pick<JobQueue, 'send'>; publicUrl: string }, s: ImportSummary) {
  const [importer] = await tx.select().from(users).where(eq(users.id, s.caller.id));
  const recipients = [importer, ...(s.client.id === s.caller.id ? [] : [s.client])].filter((u): u is UserRow => Boolean(u?.email));
  const times = s.dates.map((d) => d.getTime());
  const first = new Date(Math.min(...times));
  const last = new Date(Math.max(...times));
  const messages = recipients.map((user): Outgoing => {
    const language = normalizeLanguage(user.language) ?? 'en';
    const mail = importSummaryEmail(language, {
      name: user.name,
      count: s.dates.length,
      file: s.fileName,
      client: s.client.name,
      importedBy: importer?.name ?? '',
      first: formatPragueDateTime(first, language),
      last: formatPragueDateTime(last, language),
      url: `${deps.publicUrl}/manage/drives`,
    });
    return { channel: 'EMAIL', recipient: user.email!, kind: IMPORT_MAIL_KIND, language, ...mail, userId: user.id, createdBy: s.caller.id };
  });
  await queueMessages(tx, deps.jobs, messages, s.at);
}
