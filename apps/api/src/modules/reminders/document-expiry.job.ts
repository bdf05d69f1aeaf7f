import { and, arrayContains, between, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { addDays, normalizeLanguage, todayInPrague, type Language } from '@vozka/domain';
import { scheduledJob, type JobDefinition } from '../../adapters/jobs/queue.ts';
import { queueMessages, type Outgoing } from '../../adapters/outbox/outbox.ts';
import { documentReminders, files, users, vehicles } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { documentExpiryEmail, type DocumentExpiryFacts } from '../../locales/reminders.ts';

/** The daily job that e-mails about documents running out (issue 14 §8). */
export const DOCUMENT_EXPIRY_JOB = 'document-expiry';
/** Every day at 07:00 in Prague. */
export const DOCUMENT_EXPIRY_CRON = '0 7 * * *';

/** Days before the last valid day when a reminder goes out, longest first. */
export const EXPIRY_STEPS = [30, 7, 1] as const;

/** One dated document: a vehicle's inspection or insurance, or a file of a driver. */
interface Dated {
  key: string;
  kind: DocumentExpiryFacts['kind'];
  fileType: string | null;
  validUntil: string;
  owner: string;
  ownerIsVehicle: boolean;
  /** The fleet manager of the vehicle or the driver, if any. */
  fleetManagerId: number | null;
}

/** Whole days from `today` to `date` (both `YYYY-MM-DD`). */
const daysBetween = (today: string, date: string) => Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000);

/** The step a document is in with `daysLeft` days left: the smallest step not below it (6 days → the 7-day step). */
export function stepFor(daysLeft: number): number | null {
  if (daysLeft < 0) return null;
  return [...EXPIRY_STEPS].reverse().find((s) => daysLeft <= s) ?? null;
}

async function datedDocuments(db: Db, from: string, to: string): Promise<Dated[]> {
  const found: Dated[] = [];
  for (const kind of ['TECHNICAL_INSPECTION', 'INSURANCE'] as const) {
    const column = kind === 'TECHNICAL_INSPECTION' ? vehicles.technicalInspectionValidUntil : vehicles.insuranceValidUntil;
    const rows = await db
      .select({ id: vehicles.id, plate: vehicles.registrationPlate, validUntil: column, fleetManagerId: vehicles.fleetManagerId })
      .from(vehicles)
      .where(and(eq(vehicles.active, true), between(column, from, to)));
    for (const r of rows)
      found.push({
        key: `vehicle:${r.id}:${kind === 'INSURANCE' ? 'insurance' : 'inspection'}`,
        kind,
        fileType: null,
        validUntil: r.validUntil!,
        owner: r.plate,
        ownerIsVehicle: true,
        fleetManagerId: r.fleetManagerId,
      });
  }
  const driverFiles = await db
    .select({ id: files.id, type: files.type, validUntil: files.validUntil, name: users.name, fleetManagerId: users.fleetManagerId })
    .from(files)
    .innerJoin(users, eq(users.id, files.userId))
    .where(and(between(files.validUntil, from, to), isNull(users.deletedAt), arrayContains(users.roles, ['DRIVER'])));
  for (const r of driverFiles)
    found.push({
      key: `file:${r.id}`,
      kind: 'FILE',
      fileType: r.type,
      validUntil: r.validUntil!,
      owner: r.name,
      ownerIsVehicle: false,
      fleetManagerId: r.fleetManagerId,
    });
  return found;
}

type Recipient = { id: number; name: string; email: string; language: string; roles: string[] };

/** Who hears of expiring documents: every ADMIN and every fleet manager, with an e-mail and not inactive. */
async function recipients(db: Db): Promise<Recipient[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language, roles: users.roles })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        ne(users.status, 'INACTIVE'),
        isNotNull(users.email),
        or(arrayContains(users.roles, ['ADMIN']), arrayContains(users.roles, ['FLEET_MANAGER'])),
      ),
    );
  return rows.map((r) => ({ ...r, email: r.email! }));
}

/**
 * The daily document check (docs/decisions/0031): each vehicle inspection, vehicle insurance and driver's
 * file that runs out within 30 days (Prague calendar, the app's clock) is in one step — 30, 7 or 1 days
 * before — and that step is e-mailed once to the ADMINs and the document's fleet manager. Each document's
 * `document_reminders` row and e-mails are written in one transaction; the row's key (document, expiry date,
 * step) makes a second run, or a second instance, send nothing. A day the job missed is made up: the step
 * a document is in is sent if it was not yet.
 */
export function documentExpiryJob(deps: Pick<ModuleDeps, 'database' | 'jobs' | 'publicUrl' | 'clock'>): JobDefinition<object> {
  return scheduledJob(DOCUMENT_EXPIRY_JOB, DOCUMENT_EXPIRY_CRON, async () => {
    const { db } = deps.database;
    const now = deps.clock.now();
    const today = todayInPrague(now);
    const documents = await datedDocuments(db, today, addDays(today, EXPIRY_STEPS[0]));
    const people = await recipients(db);
    for (const doc of documents) {
      const daysLeft = daysBetween(today, doc.validUntil);
      const step = stepFor(daysLeft);
      if (step === null) continue;
      const to = people.filter((p) => p.roles.includes('ADMIN') || p.id === doc.fleetManagerId);
      await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(documentReminders)
          .values({ documentKey: doc.key, expiresOn: doc.validUntil, step, sentAt: now })
          .onConflictDoNothing()
          .returning({ step: documentReminders.step });
        if (claimed.length === 0) return;
        const messages = to.map((p): Outgoing => {
          const language: Language = normalizeLanguage(p.language) ?? 'cs';
          const email = documentExpiryEmail(language, {
            name: p.name,
            kind: doc.kind,
            fileType: doc.fileType,
            owner: doc.owner,
            ownerIsVehicle: doc.ownerIsVehicle,
            validUntil: formatDay(doc.validUntil, language),
            daysLeft,
            overviewUrl: `${deps.publicUrl}/manage/documents`,
          });
          return {
            channel: 'EMAIL',
            recipient: p.email,
            kind: 'DOCUMENT_EXPIRY',
            language,
            userId: p.id,
            role: p.roles.includes('ADMIN') ? 'ADMIN' : 'FLEET_MANAGER',
            dedupeKey: `document:${doc.key}:${doc.validUntil}:${step}:${p.id}`,
            ...email,
          };
        });
        await queueMessages(tx, deps.jobs, messages, now);
      });
    }
  });
}

/** A calendar day `YYYY-MM-DD` as people write it: `12. 4. 2031` / `12 Apr 2031`. */
function formatDay(date: string, language: Language): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  if (language === 'cs') return `${d}. ${m}. ${y}`;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
