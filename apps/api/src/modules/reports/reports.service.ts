import {
  addDays,
  pragueWallTimeToDate,
  reportTypesCreatedBy,
  type Language,
  type Page,
  type Report,
  type ReportCreateInput,
  type ReportNotifyInput,
  type ReportQuery,
  type ReportSummary,
  type ReportType,
  type ReportUpdateInput,
} from '@vozka/domain';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import { queueMessages } from '../../adapters/outbox/outbox.ts';
import type { Db } from '../../db/client.ts';
import { renderEmailLayout } from '../../locales/email-layout.ts';
import { reportText, reportTexts } from '../../locales/reports.ts';
import type { Caller } from '../../shared/caller.ts';
import { AppError } from '../../shared/errors.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { formatMoney } from '../../adapters/pdf/index.ts';
import { readSetting } from '../settings/settings.repository.ts';
import { readDocumentSupplier } from '../settings/company.ts';
import { buildStatement } from './report-lines.ts';
import { periodOf, renderReportPdf, type ReportDocumentData } from './report-pdf.ts';
import { renderReportXlsx } from './report-xlsx.ts';
import {
  billableRides,
  deleteReport,
  findReport,
  findReportUser,
  insertReport,
  lineCounts,
  linesOf,
  listReports,
  updateReport,
  type ReportRow,
} from './reports.repository.ts';
import { toReport, toReportSummary } from './reports.presenter.ts';
import { emitWebhookEvents } from '../../shared/webhook-events.ts';

/** The delivery kind of a report's e-mail, and the attachment kind its PDF is rendered by (app.ts). */
export const REPORT_MAIL_KIND = 'REPORT';
export const REPORT_PDF_ATTACHMENT = 'report-pdf';

/** The role a report type's user has. */
const ROLE_OF: Record<ReportType, string> = { DRIVER_TYPE: 'DRIVER', FLEET_TYPE: 'FLEET_MANAGER', CUSTOMER_TYPE: 'CUSTOMER' };

const notFound = () => new AppError(404, 'NOT_FOUND');
const isAdmin = (caller: Caller) => caller.roles.includes('ADMIN');

/** The instant a Prague calendar day begins. */
export function pragueDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return pragueWallTimeToDate({ year, month, day: date, hour: 0, minute: 0, second: 0 });
}

/** A report's lines and the company, for its PDF and xlsx (no access check: the caller has made it). */
async function documentData(db: Db, report: ReportRow, lang: Language): Promise<ReportDocumentData> {
  return { report, lines: await linesOf(db, report.id), company: await readDocumentSupplier(db), lang };
}

/** A report's PDF by id, for the e-mail attachment rendered when the e-mail is sent (app.ts registers it). */
export async function reportPdfAttachment(db: Db, id: number, lang: Language) {
  const report = await findReport(db, { id: 0, roles: ['ADMIN'] }, id);
  if (!report) throw new Error(`report ${id} no longer exists`);
  return {
    filename: fileName(report, 'pdf'),
    content: await renderReportPdf(await documentData(db, report, lang)),
    contentType: 'application/pdf',
  };
}

export function fileName(report: Pick<ReportRow, 'id' | 'fromDate' | 'toDate'>, ext: 'pdf' | 'xlsx'): string {
  return `report-${report.id}-${report.fromDate}-${report.toDate}.${ext}`;
}

/**
 * Billing reports (issue 15 §2; docs/api/billing.md "Reports"). ADMIN makes, checks, e-mails and deletes any;
 * a FLEET_MANAGER makes its drivers' reports and its own fleet report and reads them; a DRIVER reads its own
 * and disputes it; a CUSTOMER reads its own customer reports. Another's report is 404.
 */
export function createReportsService(deps: Pick<ModuleDeps, 'database' | 'clock'> & { jobs: Pick<JobQueue, 'send'> }) {
  const { db } = deps.database;

  async function loaded(caller: Caller, id: number): Promise<ReportRow> {
    const row = await findReport(db, caller, id);
    if (!row) throw notFound();
    return row;
  }

  async function answer(tx: Db, row: ReportRow, caller: Caller): Promise<Report> {
    return toReport(row, await linesOf(tx, row.id), caller);
  }

  /** The user a caller may make a report of this type for; 400 REPORT_USER_INVALID, 404 another fleet's. */
  async function reportUser(caller: Caller, input: ReportCreateInput) {
    if (!reportTypesCreatedBy(caller.roles).includes(input.type)) throw new AppError(403, 'FORBIDDEN');
    const user = await findReportUser(db, input.userId);
    if (!user || !user.roles.includes(ROLE_OF[input.type]))
      throw new AppError(400, 'REPORT_USER_INVALID', { fields: { userId: 'REPORT_USER_INVALID' } });
    if (!isAdmin(caller)) {
      const mine = input.type === 'FLEET_TYPE' ? user.id === caller.id : user.fleetManagerId === caller.id;
      if (!mine) throw notFound();
    }
    return user;
  }

  return {
    async create(caller: Caller, input: ReportCreateInput): Promise<Report> {
      const user = await reportUser(caller, input);
      const start = pragueDayStart(input.from);
      const end = pragueDayStart(addDays(input.to, 1));
      const now = deps.clock.now();
      return db.transaction(async (tx) => {
        const [rates, company] = [await readSetting(tx, 'rates'), await readSetting(tx, 'company')];
        const vatPercent = company.vatPayer ? rates.vatPercent : 0;
        const rides = await billableRides(tx, input.type, user.id, start, end);
        const { lines, totals } = buildStatement(input.type, rides, vatPercent);
        const fleetManagerId = input.type === 'FLEET_TYPE' ? user.id : input.type === 'DRIVER_TYPE' ? user.fleetManagerId : null;
        const row = await insertReport(
          tx,
          {
            type: input.type,
            userId: user.id,
            userName: user.name,
            fleetManagerId,
            fromDate: input.from,
            toDate: input.to,
            vatPercent,
            ...totals,
            generatedAt: now,
            generatedBy: caller.id,
            updatedAt: now,
          },
          lines,
        );
        await emitWebhookEvents(tx, deps.jobs, [{ type: 'report.created', resourceId: row.id }], now);
        return answer(tx, row, caller);
      });
    },

    async list(caller: Caller, query: ReportQuery): Promise<Page<ReportSummary>> {
      const { total, rows } = await listReports(db, caller, query);
      const counts = await lineCounts(
        db,
        rows.map((r) => r.id),
      );
      return { totalPages: Math.ceil(total / query.size), objects: rows.map((r) => toReportSummary(r, counts.get(r.id) ?? 0, caller)) };
    },

    async get(caller: Caller, id: number): Promise<Report> {
      return answer(db, await loaded(caller, id), caller);
    },

    async pdf(caller: Caller, id: number, lang: Language) {
      const report = await loaded(caller, id);
      return { name: fileName(report, 'pdf'), bytes: await renderReportPdf(await documentData(db, report, lang)) };
    },

    async xlsx(caller: Caller, id: number, lang: Language) {
      const report = await loaded(caller, id);
      return { name: fileName(report, 'xlsx'), bytes: await renderReportXlsx(await documentData(db, report, lang)) };
    },

    /**
     * ADMIN sets `checked` and `status` (checking a NEW report makes it CHECKED); the report's DRIVER only
     * disputes it (`{ status: 'DISPUTED', note }`): anything else is 403 REPORT_DISPUTE_ONLY.
     */
    async update(caller: Caller, id: number, input: ReportUpdateInput): Promise<Report> {
      const now = deps.clock.now();
      return db.transaction(async (tx) => {
        const report = await findReport(tx, caller, id, true);
        if (!report) throw notFound();
        const disputing = input.status === 'DISPUTED';
        if (!isAdmin(caller)) {
          const ownDriver = report.userId === caller.id && report.type === 'DRIVER_TYPE' && caller.roles.includes('DRIVER');
          if (!ownDriver) throw new AppError(403, 'FORBIDDEN');
          if (!disputing || input.checked !== undefined) throw new AppError(403, 'REPORT_DISPUTE_ONLY');
        }
        const status = input.status ?? (input.checked === true && report.status === 'NEW' ? 'CHECKED' : report.status);
        const row = await updateReport(tx, id, {
          ...(input.checked !== undefined ? { checked: input.checked } : {}),
          status,
          ...(disputing ? { disputeNote: input.note } : {}),
          updatedAt: now,
        });
        return answer(tx, row, caller);
      });
    },

    /**
     * E-mails the report's user (ADMIN): the e-mail in the user's language, the PDF attached by reference and
     * rendered when it is sent, queued in the transaction that marks the report sent (`emailSent`, SENT; a
     * PAID report stays PAID). A user without an e-mail address: 409 REPORT_USER_NO_EMAIL.
     */
    async notify(caller: Caller, id: number, input: ReportNotifyInput): Promise<Report> {
      const now = deps.clock.now();
      return db.transaction(async (tx) => {
        const report = await findReport(tx, caller, id, true);
        if (!report) throw notFound();
        const user = report.userId === null ? undefined : await findReportUser(tx, report.userId);
        if (!user?.email) throw new AppError(409, 'REPORT_USER_NO_EMAIL');
        const language: Language = user.language === 'cs' ? 'cs' : 'en';
        const t = reportTexts(language).mail;
        const mail = renderEmailLayout(language, {
          subject: input.subject,
          greeting: reportText(language, 'mail.greeting', { name: user.name }),
          paragraphs: [reportText(language, 'mail.lead', { id: report.id, period: periodOf(report, language) })],
          rows: [
            { label: t.totalWithVat, value: formatMoney(report.priceWithVat, language) },
            ...(report.type === 'CUSTOMER_TYPE' ? [] : [{ label: t.balance, value: formatMoney(report.balance, language) }]),
          ],
          footnote: t.footnote,
        });
        await queueMessages(
          tx,
          deps.jobs,
          [
            {
              channel: 'EMAIL',
              recipient: user.email,
              kind: REPORT_MAIL_KIND,
              language,
              ...mail,
              userId: user.id,
              createdBy: caller.id,
              attachment: { kind: REPORT_PDF_ATTACHMENT, id: report.id },
            },
          ],
          now,
        );
        const row = await updateReport(tx, id, {
          subject: input.subject,
          emailSent: true,
          emailSentAt: now,
          status: report.status === 'PAID' ? 'PAID' : 'SENT',
          updatedAt: now,
        });
        return answer(tx, row, caller);
      });
    },

    async remove(caller: Caller, id: number): Promise<void> {
      await loaded(caller, id);
      await deleteReport(db, id);
    },
  };
}
