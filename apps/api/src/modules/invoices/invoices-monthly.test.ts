import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY, type TInvoice } from '@vozka/domain';
import { invoices } from '../../db/schema/index.ts';
import { HAS_PDFTOTEXT, pdfPreview, pdfText, testLogo } from '../../adapters/pdf/test-support.ts';
import { insertFile } from '../files/files.repository.ts';
import type { TestApp } from '../../test/test-app.ts';
import { TEST_START } from '../../test/test-clock.ts';
import { person, usePeople, type Person } from '../pricing/test-support.ts';
import { writeSetting } from '../settings/settings.repository.ts';
import { clearBilling, insertTestRide, pragueNoon } from './test-support.ts';

let t: TestApp;
let recurring: Person, second: Person, oneTime: Person, fleetManager: Person, otherFleet: Person, driver: Person;
const [call, admin] = usePeople(['ADMIN'], async (app) => {
  t = app;
  const company = {
    companyName: 'Vltava Travel a.s.',
    companyId: '27074358',
    companyTin: 'CZ27074358',
    street: 'Dlouhá 5',
    city: 'Praha 1',
    zipCode: '110 00',
  };
  recurring = await person(t.app, t.database, 'CUSTOMER', { type: 'CUSTOMER_RECURRING', name: 'Žofie Šťastná', ...company });
  second = await person(t.app, t.database, 'CUSTOMER', { type: 'CUSTOMER_RECURRING' });
  oneTime = await person(t.app, t.database, 'CUSTOMER', { type: 'CUSTOMER_ONE_TIME' });
  fleetManager = await person(t.app, t.database, 'FLEET_MANAGER');
  otherFleet = await person(t.app, t.database, 'FLEET_MANAGER');
  driver = await person(t.app, t.database, 'DRIVER', { fleetManagerId: fleetManager.id });
});

beforeEach(async () => {
  await clearBilling(t.database.db);
  t.clock.set(TEST_START); // 2026-11-20
});

const ride = (customerId: number, day: string, clientPrice = 100_000, status = 'DONE') =>
  insertTestRide(t.database.db, {
    customerId,
    date: pragueNoon(day),
    clientPrice,
    status,
    fleetManagerId: fleetManager.id,
    driverId: driver.id,
  });

describe('the monthly run', () => {
  it('one consolidated invoice per recurring customer with uninvoiced rides in the month; again: nothing more', async () => {
    const a1 = await ride(recurring.id, '2026-10-01');
    const a2 = await ride(recurring.id, '2026-10-31', 250_00);
    await ride(recurring.id, '2026-11-01'); // next month
    await ride(recurring.id, '2026-10-15', 100_000, 'PLANNED');
    const b1 = await ride(second.id, '2026-10-10');
    const invoicedBefore = await ride(second.id, '2026-10-11');
    expect((await call(admin, 'POST', '/api/invoices', { rideIds: [invoicedBefore] })).statusCode).toBe(201);
    await ride(oneTime.id, '2026-10-12'); // not recurring
    const answer = await call(admin, 'POST', '/api/invoices/monthly', { month: '2026-10' });
    expect(answer.statusCode, answer.body).toBe(200);
    const { month, objects } = answer.json<{ month: string; objects: TInvoice[] }>();
    expect(month).toBe('2026-10');
    expect(objects.map((i) => [i.customer.id, i.number, i.lines.map((l) => l.rideId)])).toEqual([
      [recurring.id, '20260002', [a1, a2]],
      [second.id, '20260003', [b1]],
    ]);
    expect(objects[0]).toMatchObject({
      periodFrom: '2026-10-01',
      periodTo: '2026-10-31',
      taxableDate: '2026-10-31',
      totals: { withVat: 1512.5 },
    });
    const again = await call(admin, 'POST', '/api/invoices/monthly', { month: '2026-10' });
    expect(again.json().objects).toEqual([]);
    for (const bad of [{}, { month: '2026-13' }, { month: '2026-1' }]) {
      expect((await call(admin, 'POST', '/api/invoices/monthly', bad)).json()).toMatchObject({ code: 'INVOICE_MONTH_REQUIRED' });
    }
  });
});

describe('the PDF', () => {
  it('a Czech tax document with every particular; a credit note says what it cancels', async () => {
    const invoice = (
      await call(admin, 'POST', '/api/invoices', { rideIds: [await ride(recurring.id, '2026-11-02', 123_45)] })
    ).json<TInvoice>();
    const answer = await call(admin, 'GET', `/api/invoices/${invoice.id}/pdf`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain('faktura-20260001.pdf');
    const bytes = answer.rawPayload;
    pdfPreview(bytes, 'invoice-20260001');
    if (!HAS_PDFTOTEXT) return;
    const text = (pdfText(bytes) ?? '').replace(/\s+/g, ' ');
    for (const part of [
      'Faktura – daňový',
      'č. 20260001',
      'Dodavatel',
      DEFAULT_COMPANY.name,
      'IČO',
      DEFAULT_COMPANY.companyId,
      'DIČ',
      'Odběratel',
      'Vltava Travel a.s.',
      '27074358',
      'CZ27074358',
      'Datum vystavení 20. 11. 2026',
      'Datum uskutečnění 2. 11. 2026 zdanitelného plnění', // the label wraps
      'Datum splatnosti 4. 12. 2026',
      'Variabilní symbol 20260001',
      DEFAULT_COMPANY.bankAccount ?? '',
      'Rekapitulace DPH',
      '123,45 Kč',
      '25,93 Kč',
      'Celkem k úhradě 149,38 Kč',
    ]) {
      expect(text.toLowerCase()).toContain(part.toLowerCase()); // party titles are in capitals
    }
    const credit = (await call(admin, 'POST', `/api/invoices/${invoice.id}/cancel`)).json<TInvoice>();
    const creditText = (pdfText((await call(admin, 'GET', `/api/invoices/${credit.id}/pdf?lang=en`)).rawPayload) ?? '').replace(
      /\s+/g,
      ' ',
    );
    expect(creditText).toContain('Credit note');
    expect(creditText).toContain('cancels invoice no. 20260001');
    expect(creditText).toContain('−149.38 Kč');
  });

  it('a company that is no VAT payer prints no VAT and says so', async () => {
    await writeSetting(t.database.db, 'company', { ...DEFAULT_COMPANY, vatPayer: false, taxId: null }, admin.id);
    const invoice = (await call(admin, 'POST', '/api/invoices', { rideIds: [await ride(recurring.id, '2026-11-02')] })).json<TInvoice>();
    const text = (pdfText((await call(admin, 'GET', `/api/invoices/${invoice.id}/pdf`)).rawPayload) ?? 'skip').replace(/\s+/g, ' ');
    if (text === 'skip') return;
    expect(text).toContain('Dodavatel není plátcem DPH.');
    expect(text).not.toContain('Rekapitulace DPH');
    expect(text).toContain('Celkem k úhradě 1 000,00 Kč');
  });
});

describe('the logo', () => {
  it('the company logo is printed in the PDF header', async () => {
    const logo = testLogo();
    const file = await insertFile(t.database.db, { type: 'LOGO', name: 'logo.png', mimeType: 'image/png', data: logo });
    await writeSetting(t.database.db, 'company', { ...DEFAULT_COMPANY, logoFileId: file.id }, admin.id);
    const invoice = (await call(admin, 'POST', '/api/invoices', { rideIds: [await ride(recurring.id, '2026-11-02')] })).json<TInvoice>();
    const withLogo = (await call(admin, 'GET', `/api/invoices/${invoice.id}/pdf`)).rawPayload;
    pdfPreview(withLogo, 'invoice-logo');
    expect(withLogo.toString('latin1')).toContain('/Subtype /Image');
    await writeSetting(t.database.db, 'company', DEFAULT_COMPANY, admin.id);
    expect((await call(admin, 'GET', `/api/invoices/${invoice.id}/pdf`)).rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
  });
});

describe('the invoice preview of a ride', () => {
  it('PDF and HTML, without a number, for ADMIN, the fleet manager and the customer; others 404, a driver 403', async () => {
    const id = await ride(recurring.id, '2026-11-18', 80_000);
    const customer = recurring;
    for (const who of [admin, fleetManager, customer]) {
      const pdf = await call(who, 'GET', `/api/orders/${id}/invoice`);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
    const pdf = await call(admin, 'GET', `/api/orders/${id}/invoice?lang=cs`);
    pdfPreview(pdf.rawPayload, 'invoice-preview');
    const text = pdfText(pdf.rawPayload);
    if (text !== null) expect(text.replace(/\s+/g, ' ')).toContain('Náhled faktury');
    const html = await call(customer, 'GET', `/api/orders/${id}/invoice?format=html&lang=en`);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");
    expect(html.body).toContain('Invoice preview');
    expect(html.body).toContain('Vltava Travel a.s.');
    expect(html.body).toContain('968.00 Kč'); // 800 + 21 %
    expect((await call(otherFleet, 'GET', `/api/orders/${id}/invoice`)).statusCode).toBe(404);
    expect((await call(second, 'GET', `/api/orders/${id}/invoice`)).statusCode).toBe(404);
    expect((await call(driver, 'GET', `/api/orders/${id}/invoice`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/orders/999999/invoice')).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/orders/${id}/invoice?format=xml`)).statusCode).toBe(400);
    expect(await t.database.db.select().from(invoices)).toEqual([]); // nothing issued
  });

  it('escapes what users typed into the HTML', async () => {
    const id = await insertTestRide(t.database.db, {
      customerId: recurring.id,
      date: pragueNoon('2026-11-18'),
      stops: ['<script>alert(1)</script>', 'Praha & "okolí"'],
    });
    const html = (await call(admin, 'GET', `/api/orders/${id}/invoice?format=html`)).body;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Praha &amp; &quot;okolí&quot;');
  });
});
