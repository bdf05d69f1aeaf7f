import { z } from 'zod';
import { ZBodyIdRef, ZId, ZPaging } from '../shared/ids.ts';
import { ZNullableText } from '../shared/text.ts';
import { PAYMENT_TYPES } from '../rides/ride.ts';
import { ZCalendarDate } from '../shared/calendar-date.ts';
import { pageOf, type QueryOf } from '../users/contracts.ts';

/**
 * Billing reports (spec §1–§3 Report, §5, §6; issue 15 §2; docs/api/billing.md "Reports"): a snapshot of the
 * billable rides (DONE, NOT_ARRIVED) of one driver, fleet or customer over Prague days `from`..`to`
 * (inclusive). Money: integer haléře in the database and every calculation, **CZK numbers on the wire** (at
 * most two decimals, `1493.75`) like rides and payments; VAT per line at the settings' rate, rounded up to the
 * haléř (`billedAmount`).
 */

/** An amount in CZK on the wire (haléře / 100). */
const czk = z.number();

export const REPORT_TYPES = ['DRIVER_TYPE', 'FLEET_TYPE', 'CUSTOMER_TYPE'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/**
 * NEW when generated; CHECKED once ADMIN has checked it; SENT once e-mailed (notify); PAID when settled;
 * DISPUTED when its driver (or ADMIN) marks it so, with a note.
 */
export const REPORT_STATUSES = ['NEW', 'CHECKED', 'SENT', 'PAID', 'DISPUTED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The ride statuses a report counts: the final billable ones. */
export const REPORT_RIDE_STATUSES = ['DONE', 'NOT_ARRIVED'] as const;

export const REPORT_SUBJECT_MAX = 200;
export const REPORT_NOTE_MAX = 2000;

const blankAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A report date: absent → "No start or end date selected" (spec §5); not `YYYY-MM-DD` → INVALID_INPUT. */
const ZReportDate = z.preprocess(blankAsUndefined, z.string({ error: 'NO_DATES_SELECTED' }).pipe(ZCalendarDate));

/** `POST /api/reports` (spec §5: "No driver selected", "No start or end date selected"). */
export const ZReportCreateInput = z
  .object({
    type: z.enum(REPORT_TYPES, { error: 'INVALID_INPUT' }),
    /** The driver, fleet manager or customer; absent, null, 0 (the picker's "Nevybrán") → NO_DRIVER_SELECTED. */
    userId: z.preprocess((v) => (v === '' || v === 0 ? undefined : v), ZBodyIdRef.nullish()),
    from: ZReportDate,
    to: ZReportDate,
  })
  .superRefine((r, ctx) => {
    if (!r.userId) ctx.addIssue({ code: 'custom', path: ['userId'], message: 'NO_DRIVER_SELECTED' });
    if (r.from > r.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'REPORT_DATES_ORDER' });
  })
  .transform((r) => ({ ...r, userId: r.userId ?? 0 }));
export type TReportCreateInput = z.input<typeof ZReportCreateInput>;
export type ReportCreateInput = z.output<typeof ZReportCreateInput>;

/** One ride a report sums, as it was when the report was generated. */
export const ZReportLine = z.object({
  /** null once the ride is deleted. */
  rideId: z.number().int().nullable(),
  /** The ride's start, ISO 8601 with the Prague offset. */
  date: z.string(),
  /** The stops joined with " → ". */
  route: z.string(),
  /** The customer (driver and fleet reports) or the driver (customer reports). */
  counterpart: z.string().nullable(),
  paymentType: z.enum(PAYMENT_TYPES).nullable(),
  priceWithoutVat: czk,
  priceWithVat: czk,
  /** Driver and fleet reports: the cash the driver collected for the ride (client price with VAT, CZK); else 0. */
  cash: czk,
});
export type ReportLine = z.infer<typeof ZReportLine>;

/** What the caller may do with one report (the web shows its actions by these only). */
export const ZReportAbilities = z.object({
  download: z.boolean(),
  /** PUT `checked` and any status. */
  check: z.boolean(),
  notify: z.boolean(),
  delete: z.boolean(),
  /** PUT `{ status: 'DISPUTED', note }`. */
  dispute: z.boolean(),
});
export type ReportAbilities = z.infer<typeof ZReportAbilities>;

/** A report in the list: everything but its lines. */
export const ZReportSummary = z.object({
  id: z.number().int(),
  type: z.enum(REPORT_TYPES),
  /** `id` is null once the user is deleted; `name` is the name when generated. */
  user: z.object({ id: z.number().int().nullable(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  vatPercent: z.number(),
  /** Sum of the lines' prices: the driver price (driver, fleet reports) or the client price (customer reports). */
  priceWithoutVat: czk,
  priceWithVat: czk,
  /**
   * The driver's statement (driver, fleet reports; 0 in customer reports): `cashCollected` the driver took in
   * cash (client prices with VAT of CASH_DRIVER rides); `commission` the company's margin, Σ (client price −
   * driver price) with VAT over the lines; `balance` = `priceWithVat` − `cashCollected`: what the company owes
   * the driver (positive) or the driver owes the company (negative).
   */
  cashCollected: czk,
  commission: czk,
  balance: czk,
  checked: z.boolean(),
  emailSent: z.boolean(),
  emailSentAt: z.string().nullable(),
  generatedAt: z.string(),
  subject: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  disputeNote: z.string().nullable(),
  lineCount: z.number().int(),
  abilities: ZReportAbilities,
});
export type ReportSummary = z.infer<typeof ZReportSummary>;

/** `POST /api/reports` (201), `GET /api/reports/{id}`, `PUT`, `notify`: the report with its lines. */
export const ZReport = ZReportSummary.extend({ lines: z.array(ZReportLine) });
export type Report = z.infer<typeof ZReport>;

export const ZReportPage = pageOf(ZReportSummary);

export const REPORT_SORTS = ['generatedAt,desc', 'generatedAt,asc'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

/** `GET /api/reports?page&size&sort=generatedAt,desc|asc&type&userId` (newest first by default). */
export const ZReportQuery = z.object({
  ...ZPaging,
  sort: z.preprocess(blankAsUndefined, z.enum(REPORT_SORTS, { error: 'INVALID_INPUT' }).default('generatedAt,desc')),
  type: z.preprocess(blankAsUndefined, z.enum(REPORT_TYPES, { error: 'INVALID_INPUT' }).optional()),
  userId: z.preprocess(blankAsUndefined, ZId.optional()),
});
export type ReportQuery = z.output<typeof ZReportQuery>;
export type TReportQuery = QueryOf<typeof ZReportQuery>;

/**
 * `PUT /api/reports/{id}`: ADMIN sets `checked` and `status`; the report's DRIVER only
 * `{ status: 'DISPUTED', note }` (a note is required with DISPUTED: REPORT_NOTE_REQUIRED).
 */
export const ZReportUpdateInput = z
  .object({
    checked: z.boolean({ error: 'INVALID_INPUT' }).optional(),
    status: z.enum(REPORT_STATUSES, { error: 'INVALID_INPUT' }).optional(),
    note: ZNullableText(REPORT_NOTE_MAX, 'REPORT_NOTE_TOO_LONG', 'INVALID_INPUT'),
  })
  .superRefine((r, ctx) => {
    if (r.status === 'DISPUTED' && !r.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'REPORT_NOTE_REQUIRED' });
  });
export type TReportUpdateInput = z.input<typeof ZReportUpdateInput>;
export type ReportUpdateInput = z.output<typeof ZReportUpdateInput>;

/** `POST /api/reports/{id}/notify` (spec §5 "Fill in the subject"). */
export const ZReportNotifyInput = z.object({
  subject: z.string({ error: 'SUBJECT_REQUIRED' }).trim().min(1, 'SUBJECT_REQUIRED').max(REPORT_SUBJECT_MAX, 'MESSAGE_SUBJECT_TOO_LONG'),
});
export type TReportNotifyInput = z.input<typeof ZReportNotifyInput>;
export type ReportNotifyInput = z.output<typeof ZReportNotifyInput>;

/** How a caller stands to one report (`reportAbilities`). */
export interface ReportStanding {
  roles: readonly string[];
  /** The report is the caller's own (its `user`). */
  own: boolean;
}

/**
 * Who may do what with a report he may read (spec §6: ADMIN checks, notifies, deletes; the others only
 * download; issue 15: the driver disputes its own). Reading is decided by the API (others' reports are 404).
 */
export function reportAbilities(report: { type: ReportType }, caller: ReportStanding): ReportAbilities {
  const admin = caller.roles.includes('ADMIN');
  return {
    download: true,
    check: admin,
    notify: admin,
    delete: admin,
    dispute: admin || (caller.own && report.type === 'DRIVER_TYPE' && caller.roles.includes('DRIVER')),
  };
}

/** Which report types a role creates (ADMIN any; a FLEET_MANAGER its drivers' and its own fleet report). */
export function reportTypesCreatedBy(roles: readonly string[]): readonly ReportType[] {
  if (roles.includes('ADMIN')) return REPORT_TYPES;
  if (roles.includes('FLEET_MANAGER')) return ['DRIVER_TYPE', 'FLEET_TYPE'];
  return [];
}
