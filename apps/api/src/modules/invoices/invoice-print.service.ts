import { addDays, type InvoiceKind, type Language, type TInvoiceCustomer, type TInvoiceSupplier } from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';
import { AppError } from '../../shared/errors.ts';
import { readCompanyLogo } from '../settings/company.ts';
import { readSetting } from '../settings/settings.repository.ts';
import { customerOf, invoiceVatPercent, linesOf, pragueDay, supplierOf } from './invoice-build.ts';
import { renderInvoiceHtml, renderInvoicePdf, type PrintedInvoice } from './invoice-document.ts';
import * as rideRepo from './invoice-rides.repository.ts';
import type { InvoiceLineRow, InvoiceRow } from './invoices.repository.ts';

type Caller = Pick<UserRow, 'id' | 'roles'>;

/** An issued invoice's rows as printed. */
export function printedOf(invoice: InvoiceRow, lines: readonly InvoiceLineRow[]): PrintedInvoice {
  return {
    kind: invoice.kind as InvoiceKind,
    number: invoice.number,
    issueDate: invoice.issueDate,
    taxableDate: invoice.taxableDate,
    dueDate: invoice.dueDate,
    periodFrom: invoice.periodFrom,
    periodTo: invoice.periodTo,
    supplier: invoice.supplier as TInvoiceSupplier,
    customer: invoice.customer as TInvoiceCustomer,
    vatApplicable: invoice.vatApplicable,
    variableSymbol: invoice.variableSymbol,
    bankAccount: invoice.bankAccount,
    iban: invoice.iban,
    creditForNumber: invoice.kind === 'CREDIT_NOTE' ? invoice.note : null,
    lines,
  };
}

/**
 * Who sees a ride's invoice preview (spec §7): ADMIN, the ride's fleet manager, the ride's customer. Never
 * its driver (the guard refuses the role); anyone else is told the ride is not found.
 */
function seesPreview(caller: Caller, ride: { fleetManagerId: number | null; customerId: number | null }): boolean {
  if (caller.roles.includes('ADMIN')) return true;
  if (caller.roles.includes('FLEET_MANAGER') && ride.fleetManagerId === caller.id) return true;
  return caller.roles.includes('CUSTOMER') && ride.customerId === caller.id;
}

const NO_CUSTOMER: TInvoiceCustomer = {
  id: null,
  name: '—',
  companyName: null,
  companyId: null,
  taxId: null,
  vatPayer: false,
  street: null,
  city: null,
  zipCode: null,
  country: 'CZ',
  address: null,
  email: null,
};

export function createInvoicePrintService(deps: { database: Database; clock: Clock }) {
  const { db } = deps.database;
  const now = nowOf(deps.clock);

  return {
    async pdf(invoice: InvoiceRow, lines: readonly InvoiceLineRow[], lang: Language): Promise<Buffer> {
      return renderInvoicePdf({ ...printedOf(invoice, lines), logo: await readCompanyLogo(db) }, lang);
    },

    /** `GET /api/orders/{id}/invoice`: what the ride's invoice would say today; no number, nothing stored. */
    async preview(caller: Caller, rideId: number, format: 'pdf' | 'html', lang: Language): Promise<Buffer | string> {
      const ride = await rideRepo.findPreviewRide(db, rideId);
      if (!ride || !seesPreview(caller, ride)) throw new AppError(404, 'NOT_FOUND');
      const company = await readSetting(db, 'company');
      const rates = await readSetting(db, 'rates');
      const [billable] = await rideRepo.withRoutes(db, [ride]);
      const user = ride.customerId === null ? null : await rideRepo.findCustomer(db, ride.customerId);
      const issueDate = pragueDay(now());
      const printed: PrintedInvoice = {
        kind: 'INVOICE',
        number: null,
        issueDate,
        taxableDate: pragueDay(ride.date),
        dueDate: addDays(issueDate, company.dueDays),
        periodFrom: null,
        periodTo: null,
        supplier: supplierOf(company),
        customer: user ? customerOf(user) : NO_CUSTOMER,
        vatApplicable: company.vatPayer,
        variableSymbol: null,
        bankAccount: company.bankAccount,
        iban: company.iban,
        creditForNumber: null,
        lines: billable ? linesOf([billable], invoiceVatPercent(company, rates.vatPercent)) : [],
      };
      return format === 'html'
        ? renderInvoiceHtml(printed, lang)
        : renderInvoicePdf({ ...printed, logo: await readCompanyLogo(db, company) }, lang);
    },
  };
}
