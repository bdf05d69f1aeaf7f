import {
  halereToCzk as czk,
  reportAbilities,
  toPragueIso,
  type PaymentType,
  type Report,
  type ReportStatus,
  type ReportSummary,
  type ReportType,
} from '@vozka/domain';
import type { Caller } from '../../shared/caller.ts';
import type { ReportLineRow, ReportRow } from './reports.repository.ts';

/** A report as the list answers it (the columns hold only what the domain's enums let through). */
export function toReportSummary(row: ReportRow, lineCount: number, caller: Caller): ReportSummary {
  const type = row.type as ReportType;
  return {
    id: row.id,
    type,
    user: { id: row.userId, name: row.userName },
    from: row.fromDate,
    to: row.toDate,
    vatPercent: row.vatPercent,
    priceWithoutVat: czk(row.priceWithoutVat),
    priceWithVat: czk(row.priceWithVat),
    cashCollected: czk(row.cashCollected),
    commission: czk(row.commission),
    balance: czk(row.balance),
    checked: row.checked,
    emailSent: row.emailSent,
    emailSentAt: row.emailSentAt ? toPragueIso(row.emailSentAt) : null,
    generatedAt: toPragueIso(row.generatedAt),
    subject: row.subject,
    status: row.status as ReportStatus,
    disputeNote: row.disputeNote,
    lineCount,
    abilities: reportAbilities({ type }, { roles: caller.roles, own: row.userId === caller.id }),
  };
}

/** A report with its lines. */
export function toReport(row: ReportRow, lines: readonly ReportLineRow[], caller: Caller): Report {
  return {
    ...toReportSummary(row, lines.length, caller),
    lines: lines.map((l) => ({
      rideId: l.rideId,
      date: toPragueIso(l.date),
      route: l.route,
      counterpart: l.counterpart,
      paymentType: l.paymentType as PaymentType | null,
      priceWithoutVat: czk(l.priceWithoutVat),
      priceWithVat: czk(l.priceWithVat),
      cash: czk(l.cash),
    })),
  };
}
