import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY, type TInvoice } from '@vozka/domain';
import { invoiceSeries } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { TEST_START } from '../../test/test-clock.ts';
import { person, usePeople, type Person } from '../pricing/test-support.ts';
import { writeSetting } from '../settings/settings.repository.ts';
import { clearBilling, insertTestRide, pragueNoon } from './test-support.ts';

let t: TestApp;
const [call, admin, customer, other, fleetManager, driver] = usePeople(
  [
    'ADMIN',
    [
      'CUSTOMER',
      {
        name: 'Jan Kovář',
        companyName: 'Kovář s.r.o.',
        companyId: '87654321',
        companyTin: 'CZ87654321',
        vatPayer: true,
        street: 'Na Příkopě 12',
        city: 'Brno',
        zipCode: '602 00',
      },
    ],
    'CUSTOMER',
    'FLEET_MANAGER',
    'DRIVER',
  ],
  (app) => (t = app),
);

beforeEach(async () => {
  await clearBilling(t.database.db);
  t.clock.set(TEST_START); // 2026-11-20, Prague
});

const ride = (day: string, clientPrice: number | null = 100_000, o: { status?: string; customerId?: number } = {}) =>
  insertTestRide(t.database.db, { customerId: o.customerId ?? customer.id, date: pragueNoon(day), clientPrice, status: o.status });

async function issue(body: object, status = 201): Promise<TInvoice> {
  const answer = await call(admin, 'POST', '/api/invoices', body);
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json();
}

describe('issuing an invoice', () => {
  it('by period: the customer’s billable rides of the Prague days, numbered, dated, with parties and VAT', async () => {
    const a = await ride('2026-11-02', 100_000);
    const b = await ride('2026-11-05', 123_45);
    await ride('2026-11-06', 50_000, { status: 'PLANNED' }); // not final
    await ride('2026-11-07', 50_000, { status: 'CANCELED_BY_CLIENT' });
    const noShow = await ride('2026-11-08', 20_000, { status: 'NOT_ARRIVED' });
    await ride('2026-10-31', 70_000); // before the period
    await ride('2026-11-03', 70_000, { customerId: other.id }); // another customer's
    const invoice = await issue({ customerId: customer.id, from: '2026-11-01', to: '2026-11-15' });
    expect(invoice.lines.map((l) => l.rideId)).toEqual([a, b, noShow]);
    expect(invoice).toMatchObject({
      kind: 'INVOICE',
      number: '20260001',
      variableSymbol: '20260001',
      issueDate: '2026-11-20',
      taxableDate: '2026-11-08',
      dueDate: '2026-12-04',
      periodFrom: '2026-11-01',
      periodTo: '2026-11-15',
      paymentMethod: 'BANK_TRANSFER',
      bankAccount: DEFAULT_COMPANY.bankAccount,
      iban: DEFAULT_COMPANY.iban,
      vatApplicable: true,
      canceledById: null,
      creditForId: null,
      supplier: { name: DEFAULT_COMPANY.name, companyId: DEFAULT_COMPANY.companyId, taxId: DEFAULT_COMPANY.taxId },
      customer: {
        id: customer.id,
        companyName: 'Kovář s.r.o.',
        companyId: '87654321',
        taxId: 'CZ87654321',
        address: 'Na Příkopě 12, 602 00 Brno',
      },
    });
    // 1000 Kč + 21 % = 210; 123.45 Kč → VAT 25.9245 rounded up to 25.93; 200 Kč → 42.
    expect(invoice.lines.map((l) => [l.priceWithoutVat, l.vat, l.priceWithVat])).toEqual([
      [1000, 210, 1210],
      [123.45, 25.93, 149.38],
      [200, 42, 242],
    ]);
    expect(invoice.lines[0]!.description).toBe('Letiště Václava Havla, Praha 6 → Náměstí Míru 15, Praha 2');
    expect(invoice.vatBreakdown).toEqual([{ vatPercent: 21, base: 1323.45, vat: 277.93, total: 1601.38 }]);
    expect(invoice.totals).toEqual({ withoutVat: 1323.45, vat: 277.93, withVat: 1601.38 });
    expect((await call(admin, 'GET', `/api/invoices/${invoice.id}`)).json()).toEqual(invoice);
  });

  it('by rideIds: the listed rides, the period their days; numbers follow on in the year', async () => {
    const first = await issue({ customerId: customer.id, from: '2026-11-01', to: '2026-11-01' }, 400);
    expect(first).toMatchObject({ code: 'INVOICE_NO_RIDES' });
    const a = await ride('2026-11-03');
    const b = await ride('2026-11-09');
    const one = await issue({ rideIds: [a] });
    const two = await issue({ rideIds: [b] });
    expect([one.number, two.number]).toEqual(['20260001', '20260002']);
    expect(two).toMatchObject({ periodFrom: '2026-11-09', periodTo: '2026-11-09', taxableDate: '2026-11-09' });
  });

  it('a ride is invoiced once: 409 naming it; a period skips it', async () => {
    const a = await ride('2026-11-03');
    const done = await issue({ rideIds: [a] });
    const again = await call(admin, 'POST', '/api/invoices', { rideIds: [a] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVOICE_RIDE_ALREADY_INVOICED' });
    expect(again.json().message).toContain(String(a));
    expect(again.json().message).toContain(done.number);
    expect(
      (await call(admin, 'POST', '/api/invoices', { customerId: customer.id, from: '2026-11-01', to: '2026-11-30' })).json(),
    ).toMatchObject({
      code: 'INVOICE_NO_RIDES',
    });
  });

  it('400 with a code for bad input, rides that cannot be billed and a customer who is none', async () => {
    const planned = await ride('2026-11-03', 100_000, { status: 'PLANNED' });
    const unpriced = await ride('2026-11-03', null);
    const mine = await ride('2026-11-04');
    const others = await ride('2026-11-04', 100_000, { customerId: other.id });
    const cases: [object, string][] = [
      [{}, 'CLIENT_NOT_SELECTED'],
      [{ customerId: customer.id }, 'INVOICE_PERIOD_REQUIRED'],
      [{ customerId: customer.id, from: '2026-11-30', to: '2026-11-01' }, 'INVOICE_PERIOD_REQUIRED'],
      [{ customerId: customer.id, from: '2026-13-01', to: '2026-11-01' }, 'INVALID_INPUT'],
      [{ rideIds: [] }, 'INVALID_INPUT'],
      [{ rideIds: ['x'] }, 'INVALID_INPUT'],
      [{ rideIds: [planned] }, 'INVOICE_RIDE_NOT_BILLABLE'],
      [{ rideIds: [unpriced] }, 'INVOICE_RIDE_NOT_BILLABLE'],
      [{ rideIds: [mine, others] }, 'INVOICE_RIDE_NOT_BILLABLE'],
      [{ rideIds: [2_000_000_000] }, 'INVOICE_RIDE_NOT_BILLABLE'],
      [{ customerId: driver.id, from: '2026-11-01', to: '2026-11-30' }, 'CLIENT_NOT_SELECTED'],
    ];
    for (const [body, code] of cases) {
      const answer = await call(admin, 'POST', '/api/invoices', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().code === code || answer.json().fields !== undefined, `${JSON.stringify(body)} ${answer.body}`).toBe(true);
      if (code !== 'INVALID_INPUT') expect(answer.json().code, JSON.stringify(body)).toBe(code);
    }
    expect(await t.database.db.select().from(invoiceSeries)).toEqual([]); // nothing numbered
  });

  it('the company’s number format and due days; a new year starts the series again', async () => {
    await writeSetting(t.database.db, 'company', { ...DEFAULT_COMPANY, invoiceNumberFormat: 'FV{YYYY}-{NNNNNN}', dueDays: 30 }, admin.id);
    const invoice = await issue({ rideIds: [await ride('2026-11-03')] });
    expect(invoice).toMatchObject({ number: 'FV2026-000001', variableSymbol: '2026000001', dueDate: '2026-12-20' });
    t.clock.set(new Date('2027-01-04T09:00:00Z'));
    Object.assign(admin, await person(t.app, t.database, 'ADMIN')); // the session of November has expired
    const next = await issue({ rideIds: [await ride('2026-12-30')] });
    expect(next).toMatchObject({ number: 'FV2027-000001', issueDate: '2027-01-04', taxableDate: '2026-12-30' });
  });

  it('a format changed mid-year that would repeat an issued number: 409 naming it, nothing issued, no gap', async () => {
    await writeSetting(t.database.db, 'company', { ...DEFAULT_COMPANY, invoiceNumberFormat: '{N}3' }, admin.id);
    expect(await issue({ rideIds: [await ride('2026-11-03')] })).toMatchObject({ number: '13' });
    expect(await issue({ rideIds: [await ride('2026-11-04')] })).toMatchObject({ number: '23' });
    // the third number in "1{N}" is 13 again
    await writeSetting(t.database.db, 'company', { ...DEFAULT_COMPANY, invoiceNumberFormat: '1{N}' }, admin.id);
    const rideId = await ride('2026-11-05');
    const refused = await call(admin, 'POST', '/api/invoices', { rideIds: [rideId] });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'INVOICE_NUMBER_TAKEN' });
    expect(refused.json<{ message: string }>().message).toContain('(13)');
    // nothing was issued and the series did not move: back to the old format, the next number is the third
    await writeSetting(t.database.db, 'company', { ...DEFAULT_COMPANY, invoiceNumberFormat: '{N}3' }, admin.id);
    expect(await issue({ rideIds: [rideId] })).toMatchObject({ number: '33' });
  });

  it('a company that is no VAT payer: no VAT on any line, the PDF says so', async () => {
    await writeSetting(t.database.db, 'company', { ...DEFAULT_COMPANY, vatPayer: false, taxId: null }, admin.id);
    const invoice = await issue({ rideIds: [await ride('2026-11-03', 99_999)] });
    expect(invoice).toMatchObject({ vatApplicable: false, totals: { withoutVat: 999.99, vat: 0, withVat: 999.99 } });
    expect(invoice.lines[0]).toMatchObject({ vatPercent: 0, vat: 0, priceWithVat: 999.99 });
    expect(invoice.vatBreakdown).toEqual([{ vatPercent: 0, base: 999.99, vat: 0, total: 999.99 }]);
  });
});

describe('cancelling by a credit note', () => {
  it('issues a credit note of the same lines from its own series, marks the invoice, frees its rides', async () => {
    const a = await ride('2026-11-03');
    const b = await ride('2026-11-04', 55_55);
    const invoice = await issue({ rideIds: [a, b] });
    const answer = await call(admin, 'POST', `/api/invoices/${invoice.id}/cancel`);
    expect(answer.statusCode, answer.body).toBe(201);
    const credit: TInvoice = answer.json();
    expect(credit).toMatchObject({
      kind: 'CREDIT_NOTE',
      number: 'D20260001',
      creditForId: invoice.id,
      totals: invoice.totals,
      customer: invoice.customer,
      issueDate: '2026-11-20',
      taxableDate: '2026-11-20',
    });
    expect(credit.lines.map((l) => [l.rideId, l.priceWithVat])).toEqual(invoice.lines.map((l) => [l.rideId, l.priceWithVat]));
    const cancelled = (await call(admin, 'GET', `/api/invoices/${invoice.id}`)).json<TInvoice>();
    expect(cancelled).toMatchObject({ canceledById: credit.id, abilities: { cancel: false } });
    expect((await call(admin, 'POST', `/api/invoices/${invoice.id}/cancel`)).statusCode).toBe(409);
    expect((await call(admin, 'POST', `/api/invoices/${credit.id}/cancel`)).statusCode).toBe(409);
    expect((await call(admin, 'POST', '/api/invoices/999999/cancel')).statusCode).toBe(404);
    // The rides are free again: a new invoice takes the next number.
    const again = await issue({ rideIds: [a, b] });
    expect(again.number).toBe('20260002');
    // Nothing is deleted.
    expect((await call(admin, 'GET', '/api/invoices')).json().objects.map((i: TInvoice) => i.number)).toEqual([
      '20260002',
      'D20260001',
      '20260001',
    ]);
  });
});

describe('reading invoices', () => {
  it('ADMIN reads all and filters; a CUSTOMER its own; another customer’s is 404', async () => {
    const mine = await issue({ rideIds: [await ride('2026-11-03')] });
    const theirs = await issue({ rideIds: [await ride('2026-11-03', 100_000, { customerId: other.id })] });
    const numbers = async (who: Person, query = '') => {
      const answer = await call(who, 'GET', `/api/invoices${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().objects.map((i: TInvoice) => i.number);
    };
    expect(await numbers(admin)).toEqual([theirs.number, mine.number]);
    expect(await numbers(admin, `?customerId=${other.id}`)).toEqual([theirs.number]);
    expect(await numbers(admin, '?kind=CREDIT_NOTE')).toEqual([]);
    expect(await numbers(admin, '?from=2026-11-21')).toEqual([]);
    expect(await numbers(customer)).toEqual([mine.number]);
    expect(await numbers(customer, `?customerId=${other.id}`)).toEqual([mine.number]);
    expect((await call(customer, 'GET', `/api/invoices/${mine.id}`)).json()).toMatchObject({
      number: mine.number,
      abilities: { cancel: false },
    });
    expect((await call(customer, 'GET', `/api/invoices/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(customer, 'GET', `/api/invoices/${theirs.id}/pdf`)).statusCode).toBe(404);
    expect((await call(fleetManager, 'GET', `/api/invoices/${mine.id}`)).statusCode).toBe(403);
    expect((await call(customer, 'POST', `/api/invoices/${mine.id}/cancel`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/invoices?kind=X')).statusCode).toBe(400);
    // Days that are not in the calendar, or that PostgreSQL cannot take, are 400 too, not a failed query (found by the fuzz step).
    for (const query of ['to=2026-06-31', 'from=2026-02-29', 'from=6025-01-29']) {
      const res = await call(customer, 'GET', `/api/invoices?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 'INVALID_INPUT' });
    }
    expect((await call(customer, 'GET', '/api/invoices?from=2028-02-29&to=2028-03-01')).statusCode).toBe(200);
  });
});
