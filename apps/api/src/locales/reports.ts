import type { PaymentType, ReportStatus, ReportType } from '@vozka/domain';
import cs from './cs/reports.json';
import en from './en/reports.json';
import { textNamespace } from './i18n.ts';

/**
 * The texts of billing reports (issue 15 §2) in cs and en (./cs, ./en): the PDF and xlsx downloads and the
 * e-mail that sends a report (modules/reports). `{id}` is the report's number.
 */
export type ReportTexts = Omit<typeof cs, 'title' | 'user' | 'statuses' | 'payments'> & {
  title: Record<ReportType, string>;
  user: Record<ReportType, string>;
  statuses: Record<ReportStatus, string>;
  payments: Record<PaymentType, string>;
};

const REPORTS = textNamespace<ReportTexts>('reports', { cs, en });

export const reportTexts = REPORTS.texts;

/** A report text with its `{placeholders}` filled (`number`, `disputed`, `mail.lead` …). */
export const reportText = REPORTS.text;
