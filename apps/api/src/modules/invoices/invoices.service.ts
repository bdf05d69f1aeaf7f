import { randomUUID } from 'node:crypto';
import {
  addDays,
  formatInvoiceNumber,
  invoiceSeriesKey,
  INVOICE_RIDE_STATUSES,
  variableSymbolOf,
  type CompanySettings,
  type InvoiceIssueInput,
  type InvoiceKind,
  type TInvoice,
  type TInvoiceCustomer,
  type TInvoiceListQuery,
} from '@vozka/domain';
import type { Database, Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';
import { AppError } from '../../shared/errors.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import { emitWebhookEvents } from '../../shared/webhook-events.ts';
import { readSetting } from '../settings/settings.repository.ts';
import { isUniqueViolation } from '../users/user-rules.ts';
import {
  customerOf,
  documentNumber,
  invoiceVatPercent,
  linesOf,
  monthDays,
  pragueDay,
  pragueDayRange,
  presentInvoice,
  presentSummary,
  supplierOf,
  totalsOf,
  type BillableRide,
} from './invoice-build.ts';
import * as rideRepo from './invoice-rides.repository.ts';
import * as repo from './invoices.repository.ts';

type Caller = Pick<UserRow, 'id' | 'roles'>;

/** What one issue prints: the parties, the rides, the period and the company's settings. */
interface IssuePlan {
  company: CompanySettings;
  vatPercent: number;
  customer: TInvoiceCustomer;
  rides: BillableRide[];
  periodFrom: string;
  periodTo: string;
}

/** `jobs` sends the `invoice.issued` webhooks (left out by the billing bench: no webhooks). */
export function createInvoicesService(deps: { database: Database; clock: Clock; jobs?: Pick<JobQueue, 'send'> }) {
  const { db } = deps.database;
  const now = nowOf(deps.clock);

  /**
   * Numbers the document in its series (in `tx`: no gap when it rolls back) and stores it with its lines;
   * an invoice and a credit note alike raise `invoice.issued`.
   */
  async function store(
    tx: Db,
    kind: InvoiceKind,
    company: CompanySettings,
    fields: Omit<repo.NewInvoice, 'kind' | 'number' | 'seriesKey' | 'seq' | 'uuid' | 'issueDate' | 'dueDate' | 'variableSymbol'>,
    lines: repo.NewInvoiceLine[],
  ) {
    const issueDate = pragueDay(now());
    const year = Number(issueDate.slice(0, 4));
    const seriesKey = invoiceSeriesKey(kind, year);
    const seq = await repo.nextInSeries(tx, seriesKey);
    const number = documentNumber(kind, formatInvoiceNumber(company.invoiceNumberFormat, year, seq));
    const row = await repo.insertInvoice(
      tx,
      {
        ...fields,
        kind,
        number,
        seriesKey,
        seq,
        uuid: randomUUID(),
        issueDate,
        dueDate: addDays(issueDate, company.dueDays),
        variableSymbol: variableSymbolOf(number),
        createdAt: now(),
      },
      lines,
    );
    if (deps.jobs) await emitWebhookEvents(tx, deps.jobs, [{ type: 'invoice.issued', resourceId: row.id }], now());
    return row;
  }

  async function issuePlan(tx: Db, plan: IssuePlan, callerId: number) {
    const lines = linesOf(plan.rides, plan.vatPercent);
    const last = plan.rides.reduce((max, r) => (r.date > max ? r.date : max), plan.rides[0]?.date ?? now());
    return store(
      tx,
      'INVOICE',
      plan.company,
      {
        customerId: plan.customer.id,
        taxableDate: pragueDay(last),
        periodFrom: plan.periodFrom,
        periodTo: plan.periodTo,
        supplier: supplierOf(plan.company),
        customer: plan.customer,
        vatApplicable: plan.company.vatPayer,
        ...totalsOf(lines),
        paymentMethod: 'BANK_TRANSFER',
        bankAccount: plan.company.bankAccount,
        iban: plan.company.iban,
        createdBy: callerId,
      },
      lines,
    );
  }

  async function settings(tx: Db) {
    const company = await readSetting(tx, 'company');
    const rates = await readSetting(tx, 'rates');
    return { company, vatPercent: invoiceVatPercent(company, rates.vatPercent) };
  }

  /** The listed rides: each billable, unbilled and of one customer (400 / 409 naming the ride otherwise). */
  async function planOfRides(tx: Db, rideIds: number[]) {
    const rows = await rideRepo.lockRides(tx, rideIds);
    const found = new Map(rows.map((r) => [r.id, r]));
    const customerId = rows[0]?.customerId ?? null;
    for (const id of rideIds) {
      const ride = found.get(id);
      const fits =
        ride &&
        INVOICE_RIDE_STATUSES.includes(ride.status as (typeof INVOICE_RIDE_STATUSES)[number]) &&
        ride.clientPrice !== null &&
        ride.customerId !== null &&
        ride.customerId === customerId;
      if (!fits) throw new AppError(400, 'INVOICE_RIDE_NOT_BILLABLE', { params: { rideId: id } });
    }
    const billed = await repo.billedRides(tx, rideIds);
    const [first] = billed;
    if (first) throw new AppError(409, 'INVOICE_RIDE_ALREADY_INVOICED', { params: { rideId: first[0], number: first[1] } });
    const customer = customerId === null ? null : await rideRepo.findCustomer(tx, customerId);
    if (!customer) throw new AppError(400, 'INVOICE_RIDE_NOT_BILLABLE', { params: { rideId: rideIds[0] ?? 0 } });
    const rides = await rideRepo.withRoutes(tx, rows);
    const days = rides.map((r) => pragueDay(r.date)).sort();
    return { customer, rides, periodFrom: days[0] ?? '', periodTo: days[days.length - 1] ?? '' };
  }

  /** A customer's uninvoiced rides of Prague days `from`..`to`; null when there are none. */
  async function planOfPeriod(tx: Db, customer: UserRow, from: string, to: string) {
    const { start, end } = pragueDayRange(from, to);
    const rows = await rideRepo.lockCustomerRides(tx, customer.id, start, end);
    if (rows.length === 0) return null;
    return { customer, rides: await rideRepo.withRoutes(tx, rows), periodFrom: from, periodTo: to };
  }

  /**
   * Runs an issue in a transaction. A lost race on a ride's billed line (its unique index: another issue
   * billed the ride after this one read it) runs it once more, which then sees that ride billed.
   */
  async function inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      try {
        return await db.transaction(work);
      } catch (again) {
        // Still a duplicate: the number itself repeats an issued one (the format changed mid-year).
        const taken = numberTaken(again);
        if (taken !== null) throw new AppError(409, 'INVOICE_NUMBER_TAKEN', { params: { number: taken } });
        throw again;
      }
    }
  }

  async function read(caller: Caller, id: number) {
    const found = await repo.findInvoice(db, id);
    if (!found || !repo.canReadInvoice(caller, found.invoice)) throw new AppError(404, 'NOT_FOUND');
    return found;
  }

  return {
    async issue(caller: Caller, input: InvoiceIssueInput): Promise<TInvoice> {
      const invoice = await inTransaction(async (tx) => {
        const { company, vatPercent } = await settings(tx);
        let picked;
        if (input.rideIds && input.rideIds.length > 0) {
          picked = await planOfRides(tx, input.rideIds);
        } else {
          const customer = await rideRepo.findCustomer(tx, input.customerId ?? 0);
          if (!customer) throw new AppError(400, 'CLIENT_NOT_SELECTED', { fields: { customerId: 'CLIENT_NOT_SELECTED' } });
          picked = await planOfPeriod(tx, customer, input.from ?? '', input.to ?? '');
          if (!picked) throw new AppError(400, 'INVOICE_NO_RIDES');
        }
        const row = await issuePlan(tx, { company, vatPercent, ...picked, customer: customerOf(picked.customer) }, caller.id);
        return (await repo.findInvoice(tx, row.id)) ?? { invoice: row, lines: [] };
      });
      return presentInvoice(invoice.invoice, invoice.lines, caller.roles);
    },

    /**
     * One consolidated invoice per recurring customer with uninvoiced rides in the month. Each customer in
     * its own transaction: a failure rolls back that customer's invoice and its number only (no gap), the
     * others stay issued, and running the month again issues just what is missing.
     */
    async issueMonthly(caller: Caller, month: string): Promise<{ month: string; objects: TInvoice[] }> {
      const { from, to } = monthDays(month);
      const { start, end } = pragueDayRange(from, to);
      const customerIds = await rideRepo.recurringCustomersWithRides(db, start, end);
      const objects: TInvoice[] = [];
      for (const customerId of customerIds) {
        const issued = await inTransaction(async (tx) => {
          const customer = await rideRepo.findCustomer(tx, customerId);
          const picked = customer && (await planOfPeriod(tx, customer, from, to));
          if (!picked) return null; // invoiced meanwhile
          const { company, vatPercent } = await settings(tx);
          const row = await issuePlan(tx, { company, vatPercent, ...picked, customer: customerOf(picked.customer) }, caller.id);
          return repo.findInvoice(tx, row.id);
        });
        if (issued) objects.push(presentInvoice(issued.invoice, issued.lines, caller.roles));
      }
      return { month, objects };
    },

    /** Cancels an invoice by a credit note of the same lines (positive amounts, kind CREDIT_NOTE); frees its rides. */
    async cancel(caller: Caller, id: number): Promise<TInvoice> {
      const credit = await db.transaction(async (tx) => {
        const invoice = await repo.lockInvoice(tx, id);
        if (!invoice) throw new AppError(404, 'NOT_FOUND');
        if (invoice.kind !== 'INVOICE' || invoice.canceledById !== null) throw new AppError(409, 'INVOICE_ALREADY_CANCELED');
        const found = await repo.findInvoice(tx, id);
        const company = await readSetting(tx, 'company');
        const today = pragueDay(now());
        const row = await store(
          tx,
          'CREDIT_NOTE',
          company,
          {
            customerId: invoice.customerId,
            creditForId: invoice.id,
            taxableDate: today,
            periodFrom: invoice.periodFrom,
            periodTo: invoice.periodTo,
            supplier: invoice.supplier,
            customer: invoice.customer,
            vatApplicable: invoice.vatApplicable,
            currency: invoice.currency,
            totalWithoutVat: invoice.totalWithoutVat,
            totalVat: invoice.totalVat,
            totalWithVat: invoice.totalWithVat,
            paymentMethod: invoice.paymentMethod,
            bankAccount: invoice.bankAccount,
            iban: invoice.iban,
            note: invoice.number,
            createdBy: caller.id,
          },
          (found?.lines ?? []).map((l) => ({
            rideId: l.rideId,
            billedRideId: null,
            date: l.date,
            description: l.description,
            quantity: l.quantity,
            vatPercent: l.vatPercent,
            priceWithoutVat: l.priceWithoutVat,
            vat: l.vat,
            priceWithVat: l.priceWithVat,
          })),
        );
        await repo.markCanceled(tx, invoice.id, row.id);
        return (await repo.findInvoice(tx, row.id)) ?? { invoice: row, lines: [] };
      });
      return presentInvoice(credit.invoice, credit.lines, caller.roles);
    },

    async get(caller: Caller, id: number): Promise<TInvoice> {
      const { invoice, lines } = await read(caller, id);
      return presentInvoice(invoice, lines, caller.roles);
    },

    /** The invoice's rows (for the PDF and ISDOC), 404 unless the caller reads it. */
    read,

    async list(caller: Caller, query: TInvoiceListQuery & { page: number; size: number }) {
      const admin = caller.roles.includes('ADMIN');
      const filter: repo.InvoiceFilter = {
        customerId: admin ? (query.customerId ?? undefined) : caller.id,
        from: query.from ?? undefined,
        to: query.to ?? undefined,
        kind: query.kind ?? undefined,
      };
      const { rows, totalPages } = await repo.listInvoices(db, filter, query.page, query.size);
      return { totalPages, objects: rows.map((r) => presentSummary(r, caller.roles)) };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;

/** The invoice number a unique violation of `invoices_number_idx` names (from its detail), or null for another index. */
function numberTaken(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { constraint, detail } = e as { constraint?: unknown; detail?: unknown };
    if (constraint === 'invoices_number_idx') return (typeof detail === 'string' ? /\)=\((.*)\)/.exec(detail)?.[1] : undefined) ?? '?';
  }
  return null;
}
