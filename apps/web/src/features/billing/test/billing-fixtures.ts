import type { Report, ReportSummary, TInvoiceSummary } from '@vozka/domain';
import { fixture } from '../../../test/fixtures';

/** A report as the API lists it (CZK): David's driver report of a week, ADMIN's abilities. */
export const makeReport = fixture<ReportSummary>(() => ({
  id: 11,
  type: 'DRIVER_TYPE',
  user: { id: 3, name: 'David Řidič' },
  from: '2026-11-16',
  to: '2026-11-22',
  vatPercent: 21,
  priceWithoutVat: 2500,
  priceWithVat: 3025,
  cashCollected: 4500,
  commission: 600,
  balance: -1475,
  checked: false,
  emailSent: false,
  emailSentAt: null,
  generatedAt: '2026-11-23T08:00:00+01:00',
  subject: null,
  status: 'NEW',
  disputeNote: null,
  lineCount: 1,
  abilities: { download: true, check: true, notify: true, delete: true, dispute: true },
}));

export function makeFullReport(overrides: Partial<ReportSummary> = {}): Report {
  return {
    ...makeReport(overrides),
    lines: [
      {
        rideId: 501,
        date: '2026-11-17T09:30:00+01:00',
        route: 'Letiště Václava Havla → Hotel Paříž',
        counterpart: 'Vltava Travel s.r.o.',
        paymentType: 'CASH_DRIVER',
        priceWithoutVat: 2500,
        priceWithVat: 3025,
        cash: 4500,
      },
    ],
  };
}

/** The abilities a DRIVER gets with its own report. */
export const DRIVER_ABILITIES = { download: true, check: false, notify: false, delete: false, dispute: true };

export const makeInvoice = fixture<TInvoiceSummary>(() => ({
  id: 4,
  kind: 'INVOICE',
  number: '20260004',
  uuid: '6f1c3c5e-3f4a-4b7e-9d1a-2b0c1d2e3f40',
  issueDate: '2026-11-26',
  taxableDate: '2026-11-25',
  dueDate: '2026-12-10',
  periodFrom: '2026-11-01',
  periodTo: '2026-11-25',
  customer: {
    id: 4,
    name: 'Klára Zákaznice',
    companyName: 'Vltava Travel s.r.o.',
    companyId: '05123950',
    taxId: 'CZ05123950',
    vatPayer: true,
    street: 'Národní 339/25',
    city: 'Praha 1',
    zipCode: '110 00',
    country: 'CZ',
    address: 'Národní 339/25, 110 00 Praha 1',
    email: null,
  },
  vatApplicable: true,
  currency: 'CZK',
  totals: { withoutVat: 2000, vat: 420, withVat: 2420 },
  paymentMethod: 'BANK_TRANSFER',
  variableSymbol: '20260004',
  bankAccount: '2900000000/2010',
  iban: null,
  creditForId: null,
  canceledById: null,
  createdAt: '2026-11-26T10:00:00+01:00',
  abilities: { cancel: true, isdoc: true },
}));
