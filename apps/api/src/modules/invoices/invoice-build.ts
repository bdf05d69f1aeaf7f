import {
  billedAmount,
  canCancelInvoice,
  halereToCzk,
  pragueWallTimeToDate,
  toPragueIso,
  todayInPrague,
  type CompanySettings,
  type InvoiceKind,
  type TInvoice,
  type TInvoiceCustomer,
  type TInvoiceSummary,
  type TInvoiceSupplier,
} from '@vozka/domain';
import type { UserRow } from '../../db/schema/index.ts';
import type { InvoiceLineRow, InvoiceRow, NewInvoiceLine } from './invoices.repository.ts';

/** A ride as an invoice line needs it. */
export interface BillableRide {
  id: number;
  date: Date;
  clientPrice: number;
  route: string;
}

/** Amounts in haléře of one line. */
export interface LineAmounts {
  vatPercent: number;
  priceWithoutVat: number;
  vat: number;
  priceWithVat: number;
}

export interface VatRow {
  vatPercent: number;
  base: number;
  vat: number;
  total: number;
}

/** `Street 1, 110 00 Praha 1`, or null when none of the parts is known. */
export function oneLineAddress(street: string | null, zipCode: string | null, city: string | null): string | null {
  const place = [zipCode, city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ') || null;
}

/** The supplier as printed: the company details now. */
export function supplierOf(company: CompanySettings): TInvoiceSupplier {
  return {
    name: company.name,
    street: company.street,
    city: company.city,
    zipCode: company.zipCode,
    country: company.country,
    address: oneLineAddress(company.street, company.zipCode, company.city) ?? '',
    companyId: company.companyId,
    taxId: company.taxId,
    vatPayer: company.vatPayer,
    registration: company.registration,
    email: company.email,
    phone: company.phone,
    web: company.web,
    bankAccount: company.bankAccount,
    iban: company.iban,
    swift: company.swift,
  };
}

/** The customer as printed: the user's company (IČO, DIČ) and address now. */
export function customerOf(
  user: Pick<
    UserRow,
    'id' | 'name' | 'email' | 'companyName' | 'companyId' | 'companyTin' | 'vatPayer' | 'street' | 'city' | 'zipCode' | 'companyAddress'
  >,
): TInvoiceCustomer {
  return {
    id: user.id,
    name: user.name,
    companyName: user.companyName,
    companyId: user.companyId,
    taxId: user.companyTin,
    vatPayer: user.vatPayer,
    street: user.street,
    city: user.city,
    zipCode: user.zipCode,
    country: 'CZ',
    address: oneLineAddress(user.street, user.zipCode, user.city) ?? user.companyAddress,
    email: user.email,
  };
}

/** The VAT rate of the company's invoices: the settings' rate for a VAT payer, none otherwise. */
export function invoiceVatPercent(company: Pick<CompanySettings, 'vatPayer'>, ratesVatPercent: number): number {
  return company.vatPayer ? ratesVatPercent : 0;
}

/** A line as built for a ride: what is stored and printed. */
export type BuiltLine = NewInvoiceLine & LineAmounts & { rideId: number; date: Date; description: string };

/** One line per ride at its client price, VAT rounded up to the haléř (spec §9). */
export function linesOf(rides: readonly BillableRide[], vatPercent: number): BuiltLine[] {
  return rides.map((ride) => ({
    rideId: ride.id,
    billedRideId: ride.id,
    date: ride.date,
    description: ride.route || `#${ride.id}`,
    quantity: 1,
    vatPercent,
    ...billedAmount(ride.clientPrice, vatPercent),
  }));
}

/** The sums per VAT rate, highest rate first. */
export function vatBreakdownOf(lines: readonly LineAmounts[]): VatRow[] {
  const byRate = new Map<number, VatRow>();
  for (const line of lines) {
    const row = byRate.get(line.vatPercent) ?? { vatPercent: line.vatPercent, base: 0, vat: 0, total: 0 };
    row.base += line.priceWithoutVat;
    row.vat += line.vat;
    row.total += line.priceWithVat;
    byRate.set(line.vatPercent, row);
  }
  return [...byRate.values()].sort((a, b) => b.vatPercent - a.vatPercent);
}

/** The invoice's totals: the sums of its lines. */
export function totalsOf(lines: readonly LineAmounts[]) {
  let withoutVat = 0;
  let vat = 0;
  for (const line of lines) {
    withoutVat += line.priceWithoutVat;
    vat += line.vat;
  }
  return { totalWithoutVat: withoutVat, totalVat: vat, totalWithVat: withoutVat + vat };
}

/** The Prague day of an instant, `YYYY-MM-DD`. */
export const pragueDay = (instant: Date): string => todayInPrague(instant);

/** The instants that bound Prague days `from`..`to` (inclusive): [start, end). */
export function pragueDayRange(from: string, to: string): { start: Date; end: Date } {
  const at = (day: string) => {
    const [year, month, d] = day.split('-').map(Number) as [number, number, number];
    return pragueWallTimeToDate({ year, month, day: d, hour: 0, minute: 0, second: 0 });
  };
  const next = new Date(`${to}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { start: at(from), end: at(next.toISOString().slice(0, 10)) };
}

/** The first and last day of a month `YYYY-MM`. */
export function monthDays(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The credit note's number: `D` and the company's format (the invoices' numbers stay unique beside it). */
export function documentNumber(kind: InvoiceKind, formatted: string): string {
  return kind === 'CREDIT_NOTE' ? `D${formatted}` : formatted;
}

const czk = halereToCzk;

function summaryOf(row: InvoiceRow, roles: readonly string[]): TInvoiceSummary {
  return {
    id: row.id,
    kind: row.kind as InvoiceKind,
    number: row.number,
    uuid: row.uuid,
    issueDate: row.issueDate,
    taxableDate: row.taxableDate,
    dueDate: row.dueDate,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    customer: row.customer as TInvoiceCustomer,
    vatApplicable: row.vatApplicable,
    currency: row.currency,
    totals: { withoutVat: czk(row.totalWithoutVat), vat: czk(row.totalVat), withVat: czk(row.totalWithVat) },
    paymentMethod: 'BANK_TRANSFER',
    variableSymbol: row.variableSymbol,
    bankAccount: row.bankAccount,
    iban: row.iban,
    creditForId: row.creditForId,
    canceledById: row.canceledById,
    createdAt: toPragueIso(row.createdAt),
    abilities: { cancel: canCancelInvoice(roles, row), isdoc: true },
  };
}

/** A list row (no lines): CZK on the wire. */
export const presentSummary = summaryOf;

/** An invoice with its lines and VAT breakdown as the API answers it (CZK on the wire). */
export function presentInvoice(row: InvoiceRow, lines: readonly InvoiceLineRow[], roles: readonly string[]): TInvoice {
  return {
    ...summaryOf(row, roles),
    supplier: row.supplier as TInvoiceSupplier,
    lines: lines.map((l) => ({
      rideId: l.rideId,
      date: l.date ? toPragueIso(l.date) : null,
      description: l.description,
      vatPercent: l.vatPercent,
      priceWithoutVat: czk(l.priceWithoutVat),
      vat: czk(l.vat),
      priceWithVat: czk(l.priceWithVat),
    })),
    vatBreakdown: vatBreakdownOf(lines).map((r) => ({ vatPercent: r.vatPercent, base: czk(r.base), vat: czk(r.vat), total: czk(r.total) })),
  };
}
